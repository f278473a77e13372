import { bearer } from "./auth-helpers.ts";
import { createPasskey, signIn, type CeremonyOptions, type SoftPasskey } from "./soft-authenticator.ts";
import type { TestServer } from "./test-server.ts";

type Json = Record<string, unknown>;

/** The origin passkeys must come from on this server (its PUBLIC_ORIGIN, loopback addresses as localhost). */
export function passkeyOrigin(server: TestServer): string {
  const url = new URL(server.config.auth.publicOrigin ?? `http://localhost:${server.config.port}`);
  if (/^127\./.test(url.hostname) || url.hostname === "[::1]") url.hostname = "localhost";
  return url.origin;
}

export async function json(response: Response): Promise<Json> {
  return (await response.json()) as Json;
}

/** POST /api/account/passkeys/registration/options for a session; throws unless 200. */
export async function registrationOptions(server: TestServer, headers: Record<string, string>) {
  const response = await server.request("POST", "/api/account/passkeys/registration/options", { headers });
  if (response.status !== 200) throw new Error(`options: ${response.status} ${await response.text()}`);
  return json(response);
}

/**
 * Adds a passkey to the account of `token` as a browser would: options, the software authenticator's answer, verify.
 * Returns the answer and the passkey to sign in with.
 */
export async function addPasskey(
  server: TestServer,
  token: string,
  name = "Work laptop",
  ceremony: Partial<CeremonyOptions> & { reuse?: SoftPasskey } = {},
  extraHeaders: Record<string, string> = {},
) {
  const headers = { ...bearer(token), ...extraHeaders };
  const options = await registrationOptions(server, headers);
  const created = createPasskey(options, { origin: passkeyOrigin(server), ...ceremony });
  const response = await server.request("POST", "/api/account/passkeys/registration/verify", {
    body: { name, response: created.response },
    headers,
  });
  return { response, passkey: created.passkey, answer: created.response, options };
}

/** POST /api/auth/passkey/options; throws unless 200. */
export async function signInOptions(server: TestServer, headers: Record<string, string> = {}) {
  const response = await server.request("POST", "/api/auth/passkey/options", { headers });
  if (response.status !== 200)
    throw new Error(`sign-in options: ${response.status} ${await response.text()}`);
  return json(response);
}

/** Signs in with a passkey: fresh options, the signed answer, verify. Returns the verify response. */
export async function passkeySignIn(
  server: TestServer,
  passkey: SoftPasskey,
  options: {
    headers?: Record<string, string>;
    rememberMe?: boolean;
    ceremony?: Partial<CeremonyOptions>;
  } = {},
) {
  const challenge = await signInOptions(server, options.headers);
  const answer = signIn(passkey, challenge, { origin: passkeyOrigin(server), ...options.ceremony });
  return server.request("POST", "/api/auth/passkey/verify", {
    body: { response: answer, rememberMe: options.rememberMe ?? false },
    headers: options.headers ?? {},
  });
}
