import { createHash } from "node:crypto";
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { formMessages } from "../../contract/form-text.ts";
import type { Db, Tx } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { idempotencyKeys } from "./idempotency.schema.ts";

/** What an Idempotency-Key may look like (also documented in GET /api/openapi.json). */
export const KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,200}$/;
// A retry comes within seconds or minutes; after a day a key is forgotten (and its row purged).
const KEY_LIFETIME = sql`now() - interval '1 day'`;

export interface StoredAnswer {
  statusCode: number;
  body: unknown;
}

/** The Idempotency-Key header, checked; undefined when the request has none. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string | undefined {
  const raw = headers["idempotency-key"];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (!key || !KEY_PATTERN.test(key)) {
    throw new HttpError(400, formMessages.idempotencyKeyInvalid, {
      details: [formMessages.idempotencyKeyInvalid],
    });
  }
  return key;
}

/** How stored rows that keep no address name the person they are about: sha256 of the lower-cased email. */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex");
}

export function hashBody(body: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("hex");
}

/** The stored first answer for this key, if any; a different body under the same key is refused with 409 Conflict. */
export async function findAnswer(
  db: Db | Tx,
  scope: string,
  key: string,
  requestHash: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.createdAt, KEY_LIFETIME),
      ),
    );
  if (!row) return undefined;
  if (row.requestHash !== requestHash) {
    throw new HttpError(409, formMessages.idempotencyKeyReused, {
      details: [formMessages.idempotencyKeyReused],
    });
  }
  return { statusCode: row.statusCode, body: row.response };
}

/**
 * Claims the key inside the submission's transaction. When another request holding the same key is still running,
 * PostgreSQL makes this insert wait for it; afterwards the key is taken and its answer is returned instead.
 */
export async function claimKey(
  tx: Tx,
  scope: string,
  key: string,
  requestHash: string,
): Promise<{ claimed: true } | { claimed: false; answer: StoredAnswer }> {
  await tx
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.scope, scope),
        eq(idempotencyKeys.key, key),
        lte(idempotencyKeys.createdAt, KEY_LIFETIME),
      ),
    );
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ scope, key, requestHash, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { claimed: true };
  const answer = await findAnswer(tx, scope, key, requestHash);
  if (!answer) throw new Error("idempotency key vanished");
  return { claimed: false, answer };
}

export async function saveAnswer(
  tx: Tx,
  scope: string,
  key: string,
  answer: StoredAnswer,
  email: string,
): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body as object, subjectHash: emailHash(email) })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Removes keys past their lifetime; called now and then so the table stays small. */
export async function purgeExpiredKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.createdAt, KEY_LIFETIME));
}
