import { createHash } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import {
  applicationFileTypes,
  safeFileName,
  type ApplicationFileField,
  type ApplicationFileInfo,
  type ApplicationFileType,
} from "../../contract/application-files.ts";
import type { Db, Tx } from "../db/client.ts";
import type { UploadedFile } from "../forms/multipart-form.ts";
import { applicationFiles } from "./application-files.schema.ts";

/** Stores an application's checked files beside it, in the caller's transaction (one row per file field). */
export async function storeApplicationFiles(tx: Tx, applicationId: string, files: readonly UploadedFile[]) {
  if (files.length === 0) return;
  await tx.insert(applicationFiles).values(
    files.map((file) => {
      const mediaType = file.mediaType as ApplicationFileType;
      return {
        applicationId,
        field: file.field as ApplicationFileField,
        name: safeFileName(file.fileName, applicationFileTypes[mediaType]),
        mediaType,
        bytes: file.content.length,
        sha256: file.sha256,
        content: file.content,
      };
    }),
  );
}

const infoColumns = {
  id: applicationFiles.id,
  field: applicationFiles.field,
  name: applicationFiles.name,
  mediaType: applicationFiles.mediaType,
  bytes: applicationFiles.bytes,
  sha256: applicationFiles.sha256,
  uploadedAt: sql<string>`to_char(${applicationFiles.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** The files of some applications, without their bytes, by application id, in the form's order. */
export async function listApplicationFiles(
  db: Db | Tx,
  applicationIds: readonly string[],
): Promise<Map<string, ApplicationFileInfo[]>> {
  const byApplication = new Map<string, ApplicationFileInfo[]>();
  if (applicationIds.length === 0) return byApplication;
  const rows = await db
    .select({ ...infoColumns, applicationId: applicationFiles.applicationId })
    .from(applicationFiles)
    .where(
      sql`${applicationFiles.applicationId} in (select unnest(${`{${applicationIds.join(",")}}`}::uuid[]))`,
    )
    .orderBy(asc(applicationFiles.field));
  for (const { applicationId, ...info } of rows) {
    const list = byApplication.get(applicationId) ?? [];
    list.push(info);
    byApplication.set(applicationId, list);
  }
  // resumeFile before portfolioFile, as on the form.
  for (const list of byApplication.values()) list.sort((a, b) => b.field.localeCompare(a.field));
  return byApplication;
}

/** A file's checksum no longer matches its bytes: the stored copy is damaged and is not sent. */
export class DamagedFileError extends Error {}

/** One file of an application with its bytes, checked against its checksum; undefined when there is none. */
export async function readApplicationFile(
  db: Db,
  applicationId: string,
  fileId: string,
): Promise<(ApplicationFileInfo & { content: Buffer }) | undefined> {
  const [row] = await db
    .select({ ...infoColumns, content: applicationFiles.content })
    .from(applicationFiles)
    .where(and(eq(applicationFiles.applicationId, applicationId), eq(applicationFiles.id, fileId)));
  if (!row) return undefined;
  const content = Buffer.from(row.content);
  if (createHash("sha256").update(content).digest("hex") !== row.sha256) throw new DamagedFileError();
  return { ...row, content };
}
