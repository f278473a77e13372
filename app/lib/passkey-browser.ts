import { cleanSingleLine } from "../../contract/form-text.ts";
import { MAX_PASSKEY_NAME_LENGTH, passkeyMessages, passkeyTexts } from "../../contract/passkeys-texts.ts";
import { ApiRequestError, apiRequest, errorMessageFor } from "./api-client.ts";

// What the pages need around the browser's WebAuthn calls. @simplewebauthn/browser itself is loaded only when a
// person acts (adds a passkey, presses the sign-in button, or the login page's autofill starts), as a chunk of its
// own, so it weighs nothing on the pages' first load (npm run budgets counts static imports).

export const loadWebAuthn = () => import("@simplewebauthn/browser");

/**
 * The answer of one of the account's passkeys to a fresh challenge of this session, for a step that asks for more
 * than the session (deleting the account, setting or changing the password): the server sends it back as proof.
 */
export async function passkeyConfirmation(token: string): Promise<unknown> {
  const { startAuthentication } = await loadWebAuthn();
  const options = await apiRequest<Parameters<typeof startAuthentication>[0]["optionsJSON"]>(
    "POST",
    "/account/passkeys/confirm/options",
    undefined,
    { token },
  );
  // The browser's answer as @simplewebauthn/browser gives it; the server checks its shape.
  return startAuthentication({ optionsJSON: options });
}

/** The browser has WebAuthn at all (every current one; not some embedded views). */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** The browser can offer passkeys in a field's autofill (conditional mediation). */
export async function autofillAvailable(): Promise<boolean> {
  if (!passkeysSupported()) return false;
  try {
    return (await window.PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

/**
 * The sentence for a failed passkey step: the server's own words for an API answer, the browser's outcome in plain
 * words (cancelled, timed out, already on this device), or a general apology.
 */
export function passkeyProblem(error: unknown): string {
  if (error instanceof ApiRequestError) return errorMessageFor(error, passkeyTexts.failed);
  const { name, code } = (error ?? {}) as { name?: string; code?: string };
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return passkeyTexts.alreadyOnDevice;
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED") {
    return passkeyTexts.cancelled;
  }
  return passkeyTexts.failed;
}

/** The name's rules without zod (the server checks again with contract/passkeys.ts): what is sent, or why not. */
export function checkPasskeyName(value: string): { ok: true; name: string } | { ok: false; problem: string } {
  const name = cleanSingleLine(value);
  if (name === "") return { ok: false, problem: passkeyMessages.nameRequired };
  if (name.length > MAX_PASSKEY_NAME_LENGTH) return { ok: false, problem: passkeyMessages.nameTooLong };
  return { ok: true, name };
}

/** "20 Nov 2026, 09:30 UTC": one fixed zone, like the session list. */
export function passkeyTime(iso: string): string {
  return (
    new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) +
    " UTC"
  );
}
