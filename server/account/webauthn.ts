import type * as SimpleWebAuthn from "@simplewebauthn/server";

// @simplewebauthn/server, with the X.509 and ASN.1 parsers it brings, is about 5 MB of V8's heap: loaded at the
// first passkey ceremony rather than at start, so a server nobody signs in to with a passkey holds none of it.
let loaded: Promise<typeof SimpleWebAuthn> | undefined;

/** The WebAuthn library, loaded once on first use. */
export function webauthn(): Promise<typeof SimpleWebAuthn> {
  return (loaded ??= import("@simplewebauthn/server"));
}
