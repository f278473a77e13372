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

function keyReused(): HttpError {
  return new HttpError(409, formMessages.idempotencyKeyReused, {
    details: [formMessages.idempotencyKeyReused],
  });
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
  if (row.requestHash !== requestHash) throw keyReused();
  return { statusCode: row.statusCode, body: row.response };
}

export interface KeyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/**
 * Claims the keys inside the submissions' transaction, one statement for all of them. A key held by a request
 * still running elsewhere makes PostgreSQL wait for it; a key taken already answers with its first answer (or 409
 * for a different body). The caller passes each (scope, key) once.
 */
export async function claimKeys(
  tx: Tx,
  claims: readonly KeyClaim[],
): Promise<
  ({ claimed: true } | { claimed: false; answer: StoredAnswer } | { claimed: false; error: HttpError })[]
> {
  if (claims.length === 0) return [];
  const pairs = sql.join(
    claims.map(({ scope, key }) => sql`(${scope}, ${key})`),
    sql`, `,
  );
  await tx.execute(sql`
    delete from idempotency_keys
    where (scope, key) in (${pairs}) and created_at <= ${KEY_LIFETIME}`);
  const inserted = await tx
    .insert(idempotencyKeys)
    .values(
      claims.map(({ scope, key, requestHash }) => ({ scope, key, requestHash, statusCode: 0, response: {} })),
    )
    .onConflictDoNothing()
    .returning({ scope: idempotencyKeys.scope, key: idempotencyKeys.key });
  const claimed = new Set(inserted.map(({ scope, key }) => `${scope}\n${key}`));
  const taken = claims.filter(({ scope, key }) => !claimed.has(`${scope}\n${key}`));
  const earlier = new Map<string, { requestHash: string; statusCode: number; response: unknown }>();
  if (taken.length > 0) {
    const takenPairs = sql.join(
      taken.map(({ scope, key }) => sql`(${scope}, ${key})`),
      sql`, `,
    );
    const rows = await tx
      .select({
        scope: idempotencyKeys.scope,
        key: idempotencyKeys.key,
        requestHash: idempotencyKeys.requestHash,
        statusCode: idempotencyKeys.statusCode,
        response: idempotencyKeys.response,
      })
      .from(idempotencyKeys)
      .where(sql`(${idempotencyKeys.scope}, ${idempotencyKeys.key}) in (${takenPairs})`);
    for (const { scope, key, ...row } of rows) earlier.set(`${scope}\n${key}`, row);
  }
  return claims.map(({ scope, key, requestHash }) => {
    const id = `${scope}\n${key}`;
    if (claimed.has(id)) return { claimed: true };
    const row = earlier.get(id);
    if (!row) throw new Error("idempotency key vanished");
    if (row.requestHash !== requestHash) return { claimed: false, error: keyReused() };
    return { claimed: false, answer: { statusCode: row.statusCode, body: row.response } };
  });
}

/** Stores each claimed key's answer, one statement for all of them. */
export async function saveAnswers(
  tx: Tx,
  answers: readonly { scope: string; key: string; answer: StoredAnswer; email: string }[],
): Promise<void> {
  if (answers.length === 0) return;
  const values = sql.join(
    answers.map(
      ({ scope, key, answer, email }) =>
        sql`(${scope}, ${key}, ${answer.statusCode}::int, ${JSON.stringify(answer.body)}::jsonb, ${emailHash(email)})`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update idempotency_keys as k
    set status_code = v.status_code, response = v.response, subject_hash = v.subject_hash
    from (values ${values}) as v(scope, key, status_code, response, subject_hash)
    where k.scope = v.scope and k.key = v.key`);
}

/** Removes keys past their lifetime; called now and then so the table stays small. */
export async function purgeExpiredKeys(db: Db): Promise<void> {
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.createdAt, KEY_LIFETIME));
}
