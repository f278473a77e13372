import type { AuthenticationResponseJSON, AuthenticatorTransport } from "@simplewebauthn/server";
import { webauthn } from "./webauthn.ts";
import type { passkeys } from "./passkeys.schema.ts";
import type { RelyingParty } from "./relying-party.ts";

/** A stored passkey, as the checks of an authenticator's answer need it. */
export type StoredPasskeyKey = Pick<
  typeof passkeys.$inferSelect,
  "userId" | "publicKey" | "counter" | "transports"
>;

/**
 * Checks an authenticator's answer to `challenge` against a stored passkey: the account it names (user handle) is
 * the passkey's own, and the signature, origin, RP id, user verification and counter hold. The new signature
 * counter, or undefined when anything fails (a bad signature, another origin, no user verification, a counter that
 * went backwards: a cloned key). Used by signing in and by confirming an account's deletion.
 */
export async function checkPasskeyAnswer(
  rp: RelyingParty,
  stored: StoredPasskeyKey,
  answer: AuthenticationResponseJSON,
  challenge: string,
): Promise<number | undefined> {
  const handle = answer.response.userHandle;
  if (handle && Buffer.from(handle, "base64url").toString("hex") !== stored.userId.replace(/-/g, "")) {
    return undefined;
  }
  try {
    const { verifyAuthenticationResponse } = await webauthn();
    const verification = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: answer.id,
        publicKey: new Uint8Array(Buffer.from(stored.publicKey, "base64url")),
        counter: stored.counter,
        transports: stored.transports as AuthenticatorTransport[],
      },
    });
    return verification.verified ? verification.authenticationInfo.newCounter : undefined;
  } catch {
    return undefined;
  }
}
