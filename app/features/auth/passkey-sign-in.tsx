import type { PublicKeyCredentialRequestOptionsJSON as SignInOptions } from "@simplewebauthn/browser";
import KeyRound from "lucide-react/icons/key-round";
import { useCallback, useEffect, useRef, useState } from "react";
import { passkeyTexts } from "../../../contract/passkeys-texts.ts";
import { Button } from "../../components/ui/button.tsx";
import { apiRequest } from "../../lib/api-client.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { useAuth } from "../../lib/auth-context.tsx";
import {
  autofillAvailable,
  loadWebAuthn,
  passkeyProblem,
  passkeysSupported,
} from "../../lib/passkey-browser.ts";

// How often the autofill offer is made again after a failed sign-in on one visit (an expired challenge, a passkey
// removed from the account): enough to try again, never a loop.
const AUTOFILL_ROUNDS = 3;

/**
 * Signing in with a passkey from /login, two ways: the browser's autofill on the email field (conditional UI, offered
 * as soon as the form has started, where the browser supports it), and the "Sign in with a passkey" button (the
 * browser's own dialog; it replaces a pending autofill offer). `onSignedIn` runs once a session is stored.
 */
export function usePasskeySignIn({
  rememberMe,
  onSignedIn,
}: {
  rememberMe: boolean;
  onSignedIn: () => void;
}) {
  const { completePasskeySignIn, clearError } = useAuth();
  // Asked only after hydration, so the prerendered page and its first render agree.
  const supported = useHydrated() && passkeysSupported();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const remember = useRef(rememberMe);
  const signedIn = useRef(onSignedIn);
  useEffect(() => {
    remember.current = rememberMe;
    signedIn.current = onSignedIn;
  }, [rememberMe, onSignedIn]);

  const finish = useCallback(
    async (response: unknown) => {
      setBusy(true);
      const ok = await completePasskeySignIn(response, remember.current);
      setBusy(false);
      if (ok) signedIn.current();
      return ok;
    },
    [completePasskeySignIn],
  );

  useEffect(() => {
    let live = true;
    let cancel: (() => void) | undefined;
    void (async () => {
      if (!(await autofillAvailable())) return;
      for (let round = 0; live && round < AUTOFILL_ROUNDS; round += 1) {
        let response;
        try {
          const { startAuthentication, WebAuthnAbortService } = await loadWebAuthn();
          cancel = () => WebAuthnAbortService.cancelCeremony();
          const options = await apiRequest<SignInOptions>("POST", "/auth/passkey/options");
          if (!live) return;
          response = await startAuthentication({ optionsJSON: options, useBrowserAutofill: true });
        } catch {
          // Replaced by the button's request, or the browser said no: the button is still there.
          return;
        }
        if (!live || (await finish(response))) return;
      }
    })();
    return () => {
      live = false;
      cancel?.();
    };
  }, [finish]);

  const signInWithPasskey = useCallback(async () => {
    clearError();
    setProblem(undefined);
    setBusy(true);
    try {
      const { startAuthentication } = await loadWebAuthn();
      const options = await apiRequest<SignInOptions>("POST", "/auth/passkey/options");
      const response = await startAuthentication({ optionsJSON: options });
      await finish(response);
    } catch (error) {
      setProblem(passkeyProblem(error));
    } finally {
      setBusy(false);
    }
  }, [clearError, finish]);

  return {
    supported,
    busy,
    problem,
    clearProblem: useCallback(() => setProblem(undefined), []),
    signInWithPasskey,
  };
}

/** The button right under the password form's; absent where the browser has no passkeys at all. */
export function PasskeySignInButton({
  supported,
  hydrated,
  busy,
  disabled,
  onPress,
}: {
  supported: boolean;
  hydrated: boolean;
  /** A passkey sign-in is under way. */
  busy: boolean;
  /** Any sign-in is under way. */
  disabled: boolean;
  onPress: () => void;
}) {
  if (hydrated && !supported) return null;
  return (
    <Button type="button" variant="secondary" className="mt-3 w-full" disabled={disabled} onClick={onPress}>
      <KeyRound aria-hidden="true" className="size-4" />
      {busy ? passkeyTexts.signingIn : passkeyTexts.signIn}
    </Button>
  );
}
