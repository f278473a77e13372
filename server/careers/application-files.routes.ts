import type { FastifyInstance } from "fastify";
import { staffMessages } from "../../contract/staff.ts";
import { access } from "../http/access.ts";
import { SANDBOX_POLICY } from "../http/csp.ts";
import { HttpError } from "../http/http-error.ts";
import type { StaffRouteKit } from "../conversations/reply.routes.ts";
import type { AppServices } from "../services.ts";
import { isUuid } from "../staff/inbox.service.ts";
import { DamagedFileError, readApplicationFile } from "./application-file-store.ts";

/**
 * GET /api/staff/inbox/application/{id}/files/{fileId}, inside the staff routes (their hook has checked the session,
 * the role and the second factor): a file an applicant sent, as an attachment to save, never shown inline. A
 * document someone outside sent may carry scripts or links; the sandbox policy keeps any of it from running with this
 * site's origin if a browser renders it all the same, and nosniff keeps the type the bytes were checked as.
 * Each download goes into the audit log.
 */
export function applicationFileRoutes(staff: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const db = services.database.db;
  staff.get("/staff/inbox/:kind/:id/files/:fileId", access("staff"), async (request, reply) => {
    const { kind, id } = kit.entryParams(request);
    const { fileId } = request.params as { fileId: string };
    if (kind !== "application" || !isUuid(fileId)) throw new HttpError(404, staffMessages.fileNotFound);
    let file;
    try {
      file = await readApplicationFile(db, id, fileId.toLowerCase());
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
  });
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
