import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client.ts";
import { checkPasskeyAnswer, type StoredPasskeyKey } from "./passkey-answer.ts";
import { signedChallenge, takeChallenge } from "./passkey-challenges.ts";
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
  const [stored] = rowsOf<StoredPasskeyKey & { id: string }>(
    await db.execute(sql`
      select id, user_id, public_key, counter, transports from passkeys
      where credential_id = ${answer.id} and user_id = ${me.userId}`),
  );
  if (!stored) return false;
  const newCounter = await checkPasskeyAnswer(rp, stored, answer, challenge);
  if (newCounter === undefined) return false;
  await db.execute(sql`
    update passkeys set counter = greatest(counter, ${newCounter}), last_used_at = now() where id = ${stored.id}`);
  return true;
}
