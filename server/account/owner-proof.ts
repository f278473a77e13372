import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { FastifyRequest } from "fastify";
import { FRESH_SIGN_IN_MINUTES } from "../../contract/auth-texts.ts";
import { verifyPassword } from "../auth/passwords.ts";
import type { Db } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { confirmedWithPasskey } from "./passkey-confirm.ts";
import type { RelyingParty } from "./relying-party.ts";

/** What the person sent to show the account is theirs, beyond the session. */
export interface OwnerProof {
  currentPassword?: string;
  /** The answer of one of the account's passkeys to a "confirm" challenge this session asked for. */
  passkey?: AuthenticationResponseJSON;
}

/** The sentences of each step's refusals, in its own words ("so your account was not deleted"). */
export interface ProofTexts {
  passwordRequired: string;
  passwordWrong: string;
  passkeyNotConfirmed: string;
  /** An account without a password, signed in too long ago, without a passkey's confirmation. */
  signInAgain: string;
}

/**
 * The one rule of every step that a stolen session alone must not take (changing the email, setting or changing the
 * password, deleting the account): a passkey of the account confirms it (any account with one); otherwise the
 * current password, when the account has one; otherwise, with nothing to type, a sign-in at most
 * FRESH_SIGN_IN_MINUTES old. Throws the refusal (400, or 403 for a sign-in that is not fresh).
 */
export async function requireOwnerProof(
  request: FastifyRequest,
  deps: { db: Db; rp: RelyingParty },
  me: { userId: string; sessionId: string; passwordHash: string | null; sessionAgeSeconds: number },
  proof: OwnerProof,
  texts: ProofTexts,
): Promise<void> {
  const refuse = (message: string) => new HttpError(400, message, { details: [message] });
  if (proof.passkey) {
    if (!(await confirmedWithPasskey(deps.db, deps.rp, me, proof.passkey))) {
      request.log.info({ event: "owner_proof_refused", userId: me.userId, by: "passkey" }, "not confirmed");
      throw refuse(texts.passkeyNotConfirmed);
    }
    return;
  }
  if (me.passwordHash !== null) {
    if (proof.currentPassword === undefined || proof.currentPassword === "") {
      throw refuse(texts.passwordRequired);
    }
    if (!(await verifyPassword(me.passwordHash, proof.currentPassword))) {
      request.log.info({ event: "owner_proof_refused", userId: me.userId, by: "password" }, "password wrong");
      throw refuse(texts.passwordWrong);
    }
    return;
  }
  if (me.sessionAgeSeconds > FRESH_SIGN_IN_MINUTES * 60) throw new HttpError(403, texts.signInAgain);
}
