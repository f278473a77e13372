import { randomInt } from "node:crypto";
import { and, count, eq, isNull, lt, or, sql } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { RECOVERY_CODE_COUNT, type Enrolment } from "../../contract/staff.ts";
import { pendingSignIns, sessions, users } from "./auth.schema.ts";
import type { Db, Tx } from "../db/client.ts";
import { secretHash } from "./tokens.ts";
import type { SecretBox } from "../staff/secret-box.ts";
import { staffRecoveryCodes, staffSecondFactors } from "../staff/staff.schema.ts";

// Two-step sign-in of every account (ADR 0049; staff must have it, ADR 0009): TOTP (RFC 6238: SHA-1, 6 digits,
// 30-second steps) with one-time recovery codes. The tables keep their first name (staff_second_factors,
// staff_recovery_codes) though any account may have a row. A code is accepted one step early or late (clock
// drift), and never twice: the step of the last accepted code is kept and a code must be of a later step, in one
// conditional UPDATE, so parallel requests cannot both use it. Recovery codes are stored as SHA-256 and each works
// once (the same kind of UPDATE).

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

export async function secondFactorOf(db: Db | Tx, userId: string): Promise<SecondFactorRow | undefined> {
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
  db: Db | Tx,
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
  db: Db | Tx,
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
export async function recoveryCodesLeft(db: Db | Tx, userId: string): Promise<number> {
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

export type SecondFactorReset =
  { found: true; userId: string; email: string; had: "on" | "pending" | "none" } | { found: false };

/** Fresh recovery codes in place of the old ones (used or not), for an account with a confirmed second factor. */
export async function newRecoveryCodes(db: Db, userId: string): Promise<string[] | undefined> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  return db.transaction(async (tx) => {
    const [factor] = await tx
      .select({ userId: staffSecondFactors.userId })
      .from(staffSecondFactors)
      .where(and(eq(staffSecondFactors.userId, userId), sql`${staffSecondFactors.confirmedAt} is not null`))
      .for("update");
    if (!factor) return undefined;
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ userId, codeHash: secretHash(normalizeRecoveryCode(code)) })));
    return codes;
  });
}

/**
 * Removes the account's second factor, its recovery codes, its sign-ins waiting for a code, and every session's
 * proof of it; says what it had: a confirmed one ("on"), a set-up not finished ("pending"), or none.
 */
export async function removeSecondFactor(tx: Db | Tx, userId: string): Promise<"on" | "pending" | "none"> {
  const removed = await tx
    .delete(staffSecondFactors)
    .where(eq(staffSecondFactors.userId, userId))
    .returning({ confirmedAt: staffSecondFactors.confirmedAt });
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
  await tx.update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, userId));
  const [row] = removed;
  return !row ? "none" : row.confirmedAt === null ? "pending" : "on";
}

/**
 * For a person who lost both the authenticator app and the recovery codes (any account; an admin runs
 * `npm run staff -- reset-2fa`): removes the second factor as removeSecondFactor does, so the account signs in with
 * its password alone again, and a staff account's next visit to /staff starts a new set-up. `onNotice` queues the
 * owner's notice in the same transaction when two-step sign-in was on.
 */
export async function resetSecondFactor(
  db: Db,
  email: string,
  onNotice: (tx: Tx, user: { id: string; email: string }) => Promise<unknown> = async () => {},
): Promise<SecondFactorReset> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
      .for("update");
    if (!user) return { found: false } as const;
    const had = await removeSecondFactor(tx, user.id);
    if (had === "on") await onNotice(tx, user);
    return { found: true, userId: user.id, email: user.email, had } as const;
  });
}
