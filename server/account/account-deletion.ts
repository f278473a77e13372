import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { FastifyRequest } from "fastify";
import { accountDataMessages, type DeleteAccountRequest } from "../../contract/account-data.ts";
import type { Db } from "../db/client.ts";
import { HttpError } from "../http/http-error.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { eraseAccount } from "../privacy/erasure.ts";
import { audit } from "../staff/staff-access.ts";
import { renderAccountDeletedEmail } from "./account-deleted-email.ts";
import { requireOwnerProof, type ProofTexts } from "./owner-proof.ts";
import type { RelyingParty } from "./relying-party.ts";

// Deleting an account by its owner (POST /api/account/delete).

const proofTexts: ProofTexts = {
  passwordRequired: accountDataMessages.passwordRequired,
  passwordWrong: accountDataMessages.passwordWrong,
  passkeyNotConfirmed: accountDataMessages.passkeyNotConfirmed,
  signInAgain: accountDataMessages.signInAgain,
};

/**
 * The proof the deletion asks for (requireOwnerProof): any account may confirm with one of its passkeys; an account
 * with a password gives it; one without (made through Google or Facebook) types its address, which stops a slip,
 * and must have signed in minutes ago, so a session left open somewhere cannot delete it.
 */
export async function confirmDeletion(
  request: FastifyRequest,
  deps: { db: Db; rp: RelyingParty },
  me: Parameters<typeof requireOwnerProof>[2],
  account: { email: string; passwordHash: string | null },
  input: DeleteAccountRequest,
): Promise<void> {
  const refuse = (message: string) => new HttpError(400, message, { details: [message] });
  if (input.method === "passkey") {
    const passkey = input.response as AuthenticationResponseJSON;
    return requireOwnerProof(request, deps, me, { passkey }, proofTexts);
  }
  if (account.passwordHash !== null) {
    if (input.method !== "password") throw refuse(accountDataMessages.usePassword);
    return requireOwnerProof(request, deps, me, { currentPassword: input.password }, proofTexts);
  }
  if (input.method !== "email") throw refuse(accountDataMessages.noPassword);
  if (input.email.toLowerCase() !== account.email.toLowerCase())
    throw refuse(accountDataMessages.emailMismatch);
  return requireOwnerProof(request, deps, me, {}, proofTexts);
}

/**
 * Removes the account (eraseAccount: LastAdminError, removing nothing, for the only admin), with a line in the audit
 * log and the notice to its address, in one transaction.
 */
export async function deleteAccount(db: Db, origin: string, userId: string, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    await audit(tx, {
      actorId: null,
      actorLabel: "the account holder",
      action: "account-deleted",
      targetKind: "account",
      targetId: userId,
    });
    await eraseAccount(tx, userId);
    await enqueueEmail(tx, {
      ...renderAccountDeletedEmail(origin),
      kind: "account-deleted",
      refId: userId,
      to: [email],
    });
  });
}
