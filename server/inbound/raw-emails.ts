import { promisify } from "node:util";
import { gunzip, gzip } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { inboundRawEmails, threadMessages } from "../conversations/conversations.schema.ts";
import type { Db } from "../db/client.ts";
import type { KeptOriginal } from "./file-inbound.ts";

// The originals of inbound emails whose text could not be read, kept gzipped in inbound_raw_emails. zlib's
// callback API compresses on libuv's thread pool, so a 10 MB email does not hold the event loop.

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export async function keptOriginal(raw: Buffer, reason: KeptOriginal["reason"]): Promise<KeptOriginal> {
  return { reason, bytes: raw.length, gzipped: await gzipAsync(raw) };
}

/** The original of one email of an entry's thread, as received; undefined when none was kept. */
export async function readOriginal(db: Db, entryId: string, emailId: string): Promise<Buffer | undefined> {
  const [row] = await db
    .select({ gzipped: inboundRawEmails.gzipped })
    .from(inboundRawEmails)
    .innerJoin(threadMessages, eq(threadMessages.id, inboundRawEmails.threadMessageId))
    .where(and(eq(inboundRawEmails.threadMessageId, emailId), eq(threadMessages.entryId, entryId)));
  return row ? await gunzipAsync(Buffer.from(row.gzipped)) : undefined;
}
