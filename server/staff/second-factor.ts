import { randomInt } from "node:crypto";
import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { RECOVERY_CODE_COUNT, type Enrolment } from "../../contract/staff.ts";
import { sessions, users } from "../auth/auth.schema.ts";
import type { Db } from "../db/client.ts";
import { secretHash } from "../auth/tokens.ts";
import type { SecretBox } from "./secret-box.ts";
import { staffRecoveryCodes, staffSecondFactors } from "./staff.schema.ts";

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
  const [row] = await db
    .select({
      secretBox: staffSecondFactors.secretBox,
      confirmedAt: staffSecondFactors.confirmedAt,
      lastStep: staffSecondFactors.lastStep,
    })
    .from(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId));
  if (!row) return undefined;
  return { secretBox: row.secretBox, confirmed: row.confirmedAt !== null, lastStep: row.lastStep };
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
    const rows = await tx
      .insert(staffSecondFactors)
      .values({ userId: user.id, secretBox: box.seal(secret) })
      .onConflictDoUpdate({
        target: staffSecondFactors.userId,
        set: { secretBox: sql`excluded.secret_box`, lastStep: null, createdAt: sql`now()` },
        setWhere: isNull(staffSecondFactors.confirmedAt),
      })
      .returning({ userId: staffSecondFactors.userId });
    if (rows.length === 0) return false;
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    await tx
      .insert(staffRecoveryCodes)
      .values(
        recoveryCodes.map((code) => ({ userId: user.id, codeHash: secretHash(normalizeRecoveryCode(code)) })),
      );
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
  const used = await db
    .update(staffSecondFactors)
    .set({ lastStep: step })
    .where(
      and(
        eq(staffSecondFactors.userId, userId),
        or(isNull(staffSecondFactors.lastStep), lt(staffSecondFactors.lastStep, step)),
      ),
    )
    .returning({ userId: staffSecondFactors.userId });
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
  await db
    .update(staffSecondFactors)
    .set({ confirmedAt: sql`now()` })
    .where(eq(staffSecondFactors.userId, userId));
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
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(staffRecoveryCodes.userId, userId),
        eq(staffRecoveryCodes.codeHash, secretHash(normalizeRecoveryCode(code))),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return used.length > 0 ? "recovery-code" : "invalid";
}

/** How many of the account's recovery codes still work. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
  return row?.left ?? 0;
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
    const [user] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .for("update");
    if (!user) return { found: false } as const;
    const removed = await tx
      .delete(staffSecondFactors)
      .where(eq(staffSecondFactors.userId, user.id))
      .returning({ userId: staffSecondFactors.userId });
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    await tx.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, user.id));
    return { found: true, userId: user.id, hadFactor: removed.length > 0 } as const;
  });
}
