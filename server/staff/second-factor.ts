import { randomInt } from "node:crypto";
import { sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { RECOVERY_CODE_COUNT, type Enrolment } from "../../contract/staff.ts";
import { rowsOf, type Db } from "../db/client.ts";
import { secretHash } from "../auth/tokens.ts";
import type { SecretBox } from "./secret-box.ts";

// TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps) with one-time recovery codes, for staff and admin accounts.
// A code is accepted one step early or late (clock drift), and never twice: the step of the last accepted code is
// kept and a code must be of a later step. Recovery codes are stored as SHA-256 and each works once.

export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = "Verdant Collective";
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function totpFor(secretBase32: string, label: string): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

function recoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Recovery codes are compared without case, spaces or hyphens. */
function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

export interface SecondFactorRow {
  secretBox: string;
  confirmed: boolean;
  lastStep: number | null;
}

export async function secondFactorOf(db: Db, userId: string): Promise<SecondFactorRow | undefined> {
  const [row] = rowsOf<{ secret_box: string; confirmed_at: unknown; last_step: unknown }>(
    await db.execute(
      sql`select secret_box, confirmed_at, last_step from staff_second_factors where user_id = ${userId}`,
    ),
  );
  if (!row) return undefined;
  return {
    secretBox: row.secret_box,
    confirmed: row.confirmed_at !== null,
    lastStep: row.last_step === null ? null : Number(row.last_step),
  };
}

/**
 * A new secret and recovery codes for an account without a confirmed second factor (a pending enrolment is
 * replaced). Undefined when the account has a confirmed one already.
 */
export async function startEnrolment(
  db: Db,
  box: SecretBox,
  user: { id: string; email: string },
): Promise<Enrolment | undefined> {
  const secret = new Secret({ size: 20 }).base32;
  const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  const started = await db.transaction(async (tx) => {
    const rows = rowsOf(
      await tx.execute(sql`
        insert into staff_second_factors (user_id, secret_box) values (${user.id}, ${box.seal(secret)})
        on conflict (user_id) do update set secret_box = excluded.secret_box, last_step = null,
          created_at = now()
        where staff_second_factors.confirmed_at is null
        returning user_id`),
    );
    if (rows.length === 0) return false;
    await tx.execute(sql`delete from staff_recovery_codes where user_id = ${user.id}`);
    for (const code of recoveryCodes) {
      await tx.execute(sql`insert into staff_recovery_codes (user_id, code_hash)
        values (${user.id}, ${secretHash(normalizeRecoveryCode(code))})`);
    }
    return true;
  });
  if (!started) return undefined;
  return { secret, otpauthUrl: totpFor(secret, user.email).toString(), recoveryCodes };
}

/** Checks a TOTP code and uses up its step; false for a wrong code or one whose step was already used. */
async function useTotpCode(
  db: Db,
  box: SecretBox,
  userId: string,
  row: SecondFactorRow,
  code: string,
  now: number,
): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const secret = box.open(row.secretBox);
  if (!secret) return false;
  const delta = totpFor(secret, "").validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  const used = rowsOf(
    await db.execute(sql`
      update staff_second_factors set last_step = ${step}
      where user_id = ${userId} and (last_step is null or last_step < ${step})
      returning user_id`),
  );
  return used.length > 0;
}

/** Confirms a pending enrolment with a first code from the app. */
export async function confirmEnrolment(
  db: Db,
  box: SecretBox,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<"confirmed" | "invalid" | "not-enrolling"> {
  const row = await secondFactorOf(db, userId);
  if (!row || row.confirmed) return "not-enrolling";
  if (!(await useTotpCode(db, box, userId, row, code.replace(/\s+/g, ""), now))) return "invalid";
  await db.execute(sql`update staff_second_factors set confirmed_at = now() where user_id = ${userId}`);
  return "confirmed";
}

/** A later session's proof: a TOTP code, or one of the recovery codes (used up); says which was used. */
export async function verifySecondFactor(
  db: Db,
  box: SecretBox,
  userId: string,
  code: string,
  now = Date.now(),
): Promise<"totp" | "recovery-code" | "invalid" | "not-enrolled"> {
  const row = await secondFactorOf(db, userId);
  if (!row?.confirmed) return "not-enrolled";
  const compact = code.replace(/\s+/g, "");
  if (/^\d{6}$/.test(compact)) {
    return (await useTotpCode(db, box, userId, row, compact, now)) ? "totp" : "invalid";
  }
  const used = rowsOf(
    await db.execute(sql`
      update staff_recovery_codes set used_at = now()
      where user_id = ${userId} and code_hash = ${secretHash(normalizeRecoveryCode(code))} and used_at is null
      returning id`),
  );
  return used.length > 0 ? "recovery-code" : "invalid";
}

/** The code an authenticator app shows now (for tests and the benchmark's seeded staff account). */
export function currentCode(secretBase32: string, now = Date.now()): string {
  return totpFor(secretBase32, "").generate({ timestamp: now });
}

export type SecondFactorReset = { found: true; userId: string; hadFactor: boolean } | { found: false };

/**
 * For a person who lost both the authenticator app and the recovery codes: removes the account's second factor and
 * its recovery codes and ends every session's proof of it, so the next visit to /staff starts a new set-up.
 */
export async function resetSecondFactor(db: Db, email: string): Promise<SecondFactorReset> {
  return db.transaction(async (tx) => {
    const [user] = rowsOf<{ id: string }>(
      await tx.execute(
        sql`select id from users where lower(email) = ${email.trim().toLowerCase()} for update`,
      ),
    );
    if (!user) return { found: false } as const;
    const removed = rowsOf(
      await tx.execute(sql`delete from staff_second_factors where user_id = ${user.id} returning user_id`),
    );
    await tx.execute(sql`delete from staff_recovery_codes where user_id = ${user.id}`);
    await tx.execute(sql`update sessions set second_factor_at = null where user_id = ${user.id}`);
    return { found: true, userId: String(user.id), hadFactor: removed.length > 0 } as const;
  });
}
