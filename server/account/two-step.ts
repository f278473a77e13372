import type { Caller } from "../auth/caller.ts";
import {
  confirmEnrolment,
  recoveryCodesLeft,
  removeSecondFactor,
  secondFactorOf,
} from "../auth/second-factor.ts";
import type { Db } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import type { SecretBox } from "../staff/secret-box.ts";
import { markSessionVerified } from "../staff/staff-access.ts";
import type { TwoStepState } from "../../contract/two-step.ts";
import { renderTwoStepOffEmail, renderTwoStepOnEmail } from "./two-step-emails.ts";

// Two-step sign-in on the account page (ADR 0049), over the one implementation of the second factor that staff use
// too (server/auth/second-factor.ts).

export async function twoStepState(db: Db, me: Caller): Promise<TwoStepState> {
  const factor = await secondFactorOf(db, me.userId);
  const enabled = factor?.confirmed ?? false;
  return {
    enabled,
    recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, me.userId) : 0,
    required: me.staff,
  };
}

/**
 * Finishes turning it on with a first code from the app: this session counts as having proved it, and the owner
 * gets a notice by email (whoever turns it on could lock them out).
 */
export async function confirmTwoStep(
  db: Db,
  box: SecretBox,
  origin: string,
  me: Pick<Caller, "userId" | "email" | "sessionId" | "device">,
  code: string,
): Promise<"confirmed" | "invalid" | "not-enrolling"> {
  const outcome = await confirmEnrolment(db, box, me.userId, code);
  if (outcome !== "confirmed") return outcome;
  await markSessionVerified(db, me.sessionId);
  await enqueueEmail(db, {
    ...renderTwoStepOnEmail(origin, me.device),
    kind: "two-step-on",
    refId: me.userId,
    to: [me.email],
  });
  return outcome;
}

/** Turns it off, in one transaction with the owner's notice; false when it was not on. */
export async function turnOffTwoStep(
  db: Db,
  origin: string,
  me: Pick<Caller, "userId" | "email" | "device">,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await removeSecondFactor(tx, me.userId)) !== "on") return false;
    await enqueueEmail(tx, {
      ...renderTwoStepOffEmail(origin, { device: me.device }),
      kind: "two-step-off",
      refId: me.userId,
      to: [me.email],
    });
    return true;
  });
}
