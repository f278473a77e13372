import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import type { Db } from "../db/client.ts";
import { checkPasskeyAnswer } from "./passkey-answer.ts";
import { signedChallenge, takeChallenge } from "./passkey-challenges.ts";
import { ownPasskey, recordPasskeyUse } from "./passkeys.ts";
import type { RelyingParty } from "./relying-party.ts";

/**
 * Whether `answer` proves the signed-in person holds one of the account's passkeys, for a step that asks for proof
 * beyond the session (deleting the account): the answer signs a "confirm" challenge this session asked for
 * (single use), with a passkey of this account, with user verification. The passkey's use is recorded.
 */
export async function confirmedWithPasskey(
  db: Db,
  rp: RelyingParty,
  me: { userId: string; sessionId: string },
  answer: AuthenticationResponseJSON,
): Promise<boolean> {
  const challenge = signedChallenge(answer.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(db, challenge, "confirm", me.sessionId))) return false;
  const stored = await ownPasskey(db, me.userId, answer.id);
  if (!stored) return false;
  const newCounter = await checkPasskeyAnswer(rp, stored, answer, challenge);
  if (newCounter === undefined) return false;
  await recordPasskeyUse(db, stored.id, newCounter);
  return true;
}
