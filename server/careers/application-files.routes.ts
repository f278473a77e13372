import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { applicationFileTypes } from "../../contract/application-files.ts";
import { staffMessages } from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";
import { access } from "../http/access.ts";
import { apiError } from "../http/common-answers.ts";
import { SANDBOX_POLICY } from "../http/csp.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, binaryAnswer, routeSchema } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import { addressNotFound, entryOf, entryParams, pathUuid } from "../staff/entry-address.ts";
import { exampleItem, staffCommon } from "../staff/staff-answers.ts";
import type { StaffRouteKit } from "../staff/staff-route-kit.ts";
import { exampleApplicationFile } from "./application-file-example.ts";
import { DamagedFileError, readApplicationFile } from "./application-file-store.ts";

const downloadSchema = routeSchema({
  operationId: "downloadApplicationFile",
  tags: ["Staff"],
  summary: "A file an applicant sent (CV, portfolio), as an attachment",
  description:
    "The bytes as received, checked against their SHA-256 first (also in `X-Checksum-SHA256`; a damaged copy is " +
    "refused with 500). Always a download: `Content-Disposition: attachment` with the stored, safe file name, " +
    "`Content-Type` the type read from the bytes when they arrived, `X-Content-Type-Options: nosniff`, and " +
    "`Content-Security-Policy: sandbox; default-src 'none'`, so a document a browser renders anyway can run and " +
    "load nothing. Each download is recorded in the audit log. Send the token in the Authorization header like " +
    "every call.",
  params: z.object({
    ...entryParams({ kind: "application", id: exampleItem.id }, ["application"]),
    fileId: pathUuid("The file's `id` in the entry's `files`.", exampleApplicationFile.id),
  }),
  response: {
    200: binaryAnswer("The file (Content-Disposition: attachment).", Object.keys(applicationFileTypes)),
    404: answer("No such application, or no such file on it.", apiError, {
      message: staffMessages.fileNotFound,
    }),
    500: answer("The stored copy no longer matches its checksum: restore it from a backup.", apiError, {
      message: staffMessages.fileDamaged,
    }),
    ...staffCommon,
  },
});

/**
 * GET /api/staff/inbox/application/{id}/files/{fileId}, inside the staff routes (their hook has checked the session,
 * the role and the second factor): a file an applicant sent, as an attachment to save, never shown inline. A
 * document someone outside sent may carry scripts or links; the sandbox policy keeps any of it from running with this
 * site's origin if a browser renders it all the same, and nosniff keeps the type the bytes were checked as.
 * Each download goes into the audit log.
 */
export function applicationFileRoutes(app: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const staff = app.withTypeProvider<ZodTypeProvider>();
  const db = services.database.db;
  staff.get(
    "/staff/inbox/:kind/:id/files/:fileId",
    {
      ...access("staff"),
      schema: downloadSchema,
      validatorCompiler: addressNotFound(staffMessages.fileNotFound),
    },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
      let file;
      try {
        file = await readApplicationFile(db, id, request.params.fileId.toLowerCase());
      } catch (error) {
        if (error instanceof DamagedFileError) throw new HttpError(500, staffMessages.fileDamaged);
        throw error;
      }
      if (!file) throw new HttpError(404, staffMessages.fileNotFound);
      await kit.auditBy(kit.staffOf(request), {
        action: "download-file",
        targetKind: kind,
        targetId: id,
        detail: `file ${file.id} (${file.field}, ${file.bytes} bytes, sha256 ${file.sha256})`,
      });
      return reply
        .header("content-type", file.mediaType)
        .header("content-disposition", attachment(file.name))
        .header("content-security-policy", SANDBOX_POLICY)
        .header("x-content-type-options", "nosniff")
        .header("cache-control", "private, no-store")
        .header("x-checksum-sha256", file.sha256)
        .send(file.content);
    },
  );
}

/**
 * Content-Disposition for a stored name (already reduced to letters, digits, spaces, dots, dashes and underscores):
 * an ASCII name for every browser, and the name as sent in filename* (RFC 6266) when it has other letters.
 */
export function attachment(name: string): string {
  const ascii =
    name
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .replace(/["\\]/g, "") || "file";
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return ascii === name
    ? `attachment; filename="${name}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
