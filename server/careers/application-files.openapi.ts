// The OpenAPI description of the staff download of an applicant's file (application-files.routes.ts).
import { applicationFileTypes } from "../../contract/application-files.ts";
import { staffMessages } from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";
import { type Endpoint, answer, entryPath, staffCommon } from "../openapi/endpoint-kit.ts";

export const applicationFileEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/staff/inbox/{kind}/{id}/files/{fileId}",
    operationId: "downloadApplicationFile",
    tag: "Staff",
    summary: "A file an applicant sent (CV, portfolio), as an attachment",
    description:
      "The bytes as received, checked against their SHA-256 first (also in `X-Checksum-SHA256`; a damaged copy is " +
      "refused with 500). Always a download: `Content-Disposition: attachment` with the stored, safe file name, " +
      "`Content-Type` the type read from the bytes when they arrived, `X-Content-Type-Options: nosniff`, and " +
      "`Content-Security-Policy: sandbox; default-src 'none'`, so a document a browser renders anyway can run and " +
      "load nothing. Each download is recorded in the audit log. Send the token in the Authorization header like " +
      "every call.",
    bearerAuth: true,
    pathParameters: {
      ...entryPath,
      kind: { ...entryPath.kind, schema: z.enum(["application"]), example: "application" },
      fileId: {
        description: "The file's `id` in the entry's `files`.",
        schema: z.uuid(),
        example: "8b0f6a52-3c1d-4e7a-9f21-6d5c4b3a2e10",
      },
    },
    answers: {
      200: {
        description: "The file (Content-Disposition: attachment).",
        binary: Object.keys(applicationFileTypes),
      },
      404: answer("No such application, or no such file on it.", "ApiError", {
        message: staffMessages.fileNotFound,
      }),
      500: answer("The stored copy no longer matches its checksum: restore it from a backup.", "ApiError", {
        message: staffMessages.fileDamaged,
      }),
      ...staffCommon,
    },
  },
];
