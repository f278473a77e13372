import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { passkeyChallenges } from "./passkeys.schema.ts";

/** How long a challenge may wait for its answer: the browser's own prompt times out sooner (PASSKEY_TIMEOUT_MS). */
export const CHALLENGE_SECONDS = 5 * 60;
/** What the browser is told to wait for the person at most. */
export const PASSKEY_TIMEOUT_MS = 2 * 60_000;

// "confirm": a signed-in person proves a passkey of theirs before a step such as deleting the account.
export type ChallengePurpose = "registration" | "sign-in" | "confirm";

/** Keeps a challenge just handed out; expired ones of anyone are dropped on the way, so the table stays small. */
export async function storeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  sessionId: string | null,
): Promise<void> {
  await db.execute(sql`delete from passkey_challenges where expires_at <= now()`);
  await db.execute(sql`
    insert into passkey_challenges (challenge, purpose, session_id, expires_at)
    values (${challenge}, ${purpose}, ${sessionId}, now() + make_interval(secs => ${CHALLENGE_SECONDS}))`);
}

/**
 * Uses up a challenge: true once for a live one of this purpose (and, for a registration, of this session), false
 * for an unknown, expired, used or foreign one. It is deleted whatever the answer's fate, so an answer can never be
 * replayed, nor a challenge tried twice.
 */
export async function takeChallenge(
  db: Db,
  challenge: string,
  purpose: ChallengePurpose,
  sessionId: string | null,
): Promise<boolean> {
  const taken = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        sessionId === null ? isNull(passkeyChallenges.sessionId) : eq(passkeyChallenges.sessionId, sessionId),
        sql`${passkeyChallenges.expiresAt} > now()`,
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return taken.length > 0;
}

/** The challenge the browser signed, read from the answer's clientDataJSON; undefined when it is not readable. */
export function signedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === "string" && /^[A-Za-z0-9_-]{16,128}$/.test(challenge) ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** WebAuthn's user handle of an account: the 16 bytes of its uuid (no personal data). */
export function userHandleOf(userId: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.from(userId.replace(/-/g, ""), "hex"));
}
