import { and, eq, gt, lte, sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client.ts";
import type { SecretBox } from "../staff/secret-box.ts";
import { staffSecondFactors } from "../staff/staff.schema.ts";
import { pendingSignIns, users } from "./auth.schema.ts";
import { verifySecondFactor } from "./second-factor.ts";
import { insertSession, type Lifetimes } from "./sessions.ts";
import { newSecret, secretHash } from "./tokens.ts";

// The second step of a sign-in (ADR 0049): an account with two-step verification gets no session for its password
// (or its provider sign-in) alone, but a pending step, which a code from its authenticator app or one of its
// recovery codes turns into a session. A passkey sign-in needs no second step: it is one strong factor already.

export const PENDING_SIGN_IN_SECONDS = 5 * 60;
/** Wrong codes one pending step takes before it ends (the account's code counters limit guessing further). */
export const PENDING_SIGN_IN_WRONG_CODES = 5;

export type FirstStep = "password" | "provider";

/** Whether the account signs in with a second step: it has a confirmed second factor. */
export async function asksForCode(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffSecondFactors.userId })
    .from(staffSecondFactors)
    .where(and(eq(staffSecondFactors.userId, userId), sql`${staffSecondFactors.confirmedAt} is not null`));
  return row !== undefined;
}

/**
 * Starts the second step; returns its token (only the hash is stored), or undefined when `stillValid` no longer
 * holds once the account's row is held: the way in just checked may have been removed meanwhile, as for a session
 * (sessions.ts).
 */
export async function startPendingSignIn(
  db: Db,
  step: { userId: string; rememberMe: boolean; device: string | undefined; way: FirstStep },
  stillValid: SQL,
): Promise<string | undefined> {
  const token = newSecret();
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, step.userId)).for("share");
    if (rowsOf(await tx.execute(sql`select 1 where ${stillValid}`)).length === 0) return undefined;
    // Steps that ended unused are dropped here, whoever's they were, so the table stays small.
    await tx.delete(pendingSignIns).where(lte(pendingSignIns.expiresAt, sql`now()`));
    await tx.insert(pendingSignIns).values({
      tokenHash: secretHash(token),
      userId: step.userId,
      rememberMe: step.rememberMe,
      device: step.device ?? null,
      way: step.way,
      expiresAt: sql`now() + make_interval(secs => ${PENDING_SIGN_IN_SECONDS})`,
    });
    return token;
  });
}

/** The account a live pending step belongs to, without using it (to count the code attempt against it first). */
export async function pendingSignInOwner(db: Db, token: string): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: pendingSignIns.userId })
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, secretHash(token)), gt(pendingSignIns.expiresAt, sql`now()`)));
  return row?.userId;
}

export type SecondStepOutcome =
  | { outcome: "signed-in"; token: string; userId: string; with: "totp" | "recovery-code"; way: FirstStep }
  | { outcome: "invalid"; stepEnded: boolean }
  | { outcome: "expired" };

/**
 * Finishes a pending step with a code. One transaction holds the account's row (as every session's start does,
 * sessions.ts), then the step's row: parallel requests with the same step wait for each other, so one step gives
 * one session at most; the code itself is used up by a conditional UPDATE (second-factor.ts), so a TOTP code or a
 * recovery code works once even across different steps. A wrong code counts on the step, which ends at the fifth.
 */
export async function finishPendingSignIn(
  db: Db,
  box: SecretBox,
  lifetimes: Lifetimes,
  input: { token: string; userId: string; code: string },
): Promise<SecondStepOutcome> {
  try {
    return await finishInTransaction(db, box, lifetimes, input);
  } catch (error) {
    // Rolled back, the code's use with it: another request finished this step first.
    if (error instanceof StepAlreadyUsed) return { outcome: "expired" };
    throw error;
  }
}

class StepAlreadyUsed extends Error {}

function finishInTransaction(
  db: Db,
  box: SecretBox,
  lifetimes: Lifetimes,
  input: { token: string; userId: string; code: string },
): Promise<SecondStepOutcome> {
  return db.transaction(async (tx): Promise<SecondStepOutcome> => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("share");
    const [step] = await tx
      .select()
      .from(pendingSignIns)
      .where(
        and(
          eq(pendingSignIns.tokenHash, secretHash(input.token)),
          eq(pendingSignIns.userId, input.userId),
          gt(pendingSignIns.expiresAt, sql`now()`),
        ),
      )
      .for("update");
    if (!step) return { outcome: "expired" };
    const checked = await verifySecondFactor(tx, box, step.userId, input.code);
    if (checked !== "totp" && checked !== "recovery-code") {
      const wrong = step.wrongCodes + 1;
      if (wrong >= PENDING_SIGN_IN_WRONG_CODES || checked === "not-enrolled") {
        await tx.delete(pendingSignIns).where(eq(pendingSignIns.id, step.id));
        return checked === "not-enrolled" ? { outcome: "expired" } : { outcome: "invalid", stepEnded: true };
      }
      await tx.update(pendingSignIns).set({ wrongCodes: wrong }).where(eq(pendingSignIns.id, step.id));
      return { outcome: "invalid", stepEnded: false };
    }
    // The row lock above makes this the step's only use; checking what the delete took keeps it so even if a
    // change ever read the step without that lock.
    const taken = await tx
      .delete(pendingSignIns)
      .where(eq(pendingSignIns.id, step.id))
      .returning({ id: pendingSignIns.id });
    if (taken.length === 0) throw new StepAlreadyUsed();
    const token = await insertSession(
      tx,
      { userId: step.userId, rememberMe: step.rememberMe, device: step.device, secondFactor: true },
      lifetimes,
    );
    return {
      outcome: "signed-in",
      token,
      userId: step.userId,
      with: checked,
      way: step.way === "provider" ? "provider" : "password",
    };
  });
}
