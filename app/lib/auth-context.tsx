import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { authMessages, type AuthSession, type AuthUser } from "../../contract/auth-texts.ts";
import type { RegisterRequest } from "../../contract/auth.ts";
import type { SecondStepAnswer } from "../../contract/two-step.ts";
import { ApiRequestError, apiRequest, errorMessageFor } from "./api-client.ts";
import { takeSessionCheck } from "./session-check.ts";

// The session lives in local storage under exactly these two keys, `token` and `rememberMe` (the latter stored as
// true only when chosen); the trade-off is recorded in ADR 0004.
export const TOKEN_KEY = "token";
export const REMEMBER_ME_KEY = "rememberMe";

export interface AuthContextValue {
  currentUser: AuthUser | null;
  /** True until the start-up check has ended. */
  loading: boolean;
  error: string | null;
  /** False also when the account asks for a code next: then `secondStep` is set. */
  login(email: string, password: string, rememberMe?: boolean): Promise<boolean>;
  /**
   * A sign-in waiting for a code from the account's authenticator app (two-step sign-in, ADR 0049): after a right
   * password or a provider sign-in. Null otherwise.
   */
  secondStep: { expiresInSeconds: number } | null;
  /**
   * Sends the code of the waiting step: true once signed in. A refused code throws (the form shows it); a step
   * that ended (expired, too many wrong codes) clears `secondStep` and sets the error.
   */
  completeSecondStep(code: string): Promise<boolean>;
  /** Gives up the waiting step (back to the password form). */
  cancelSecondStep(): void;
  register(payload: RegisterRequest): Promise<boolean>;
  /** Trades the one-time code of a Google or Facebook sign-in for a session. */
  completeProviderSignIn(code: string, rememberMe?: boolean): Promise<boolean>;
  /** Trades a passkey's signed answer (from @simplewebauthn/browser) for a session. */
  completePasskeySignIn(response: unknown, rememberMe?: boolean): Promise<boolean>;
  logout(): void;
  clearError(): void;
}

const AuthContext = createContext<AuthContextValue | undefined>(undefined);

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be blocked by the browser's privacy settings; the site then works signed out.
    return undefined;
  }
}

/**
 * The authentication state (current user, loading until the start-up check ends, error) and its transitions: the
 * start-up check of a stored token, login, register and logout, which removes both keys and clears the user.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [currentUser, setCurrentUser] = useState<AuthUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<{ token: string; rememberMe: boolean; expiresInSeconds: number } | null>(
    null,
  );

  useEffect(() => {
    let active = true;
    // Start-up: a stored token is checked with the server; success sets the user, failure discards the token.
    async function checkStoredToken() {
      const token = storage()?.getItem(TOKEN_KEY);
      if (!token) {
        // The header's script (app/components/layout/header-script.ts) checks the stored token too and may have
        // dropped a refused one before this ran: it leaves the server's answer here.
        const refused = document.documentElement.dataset.sessionRefused;
        if (refused !== undefined) setError(refused || authMessages.startupFailed);
        setLoading(false);
        return;
      }
      try {
        // The header's script has asked already: its answer is read rather than asked for again.
        const { user } = await apiRequest<{ user: AuthUser }>("GET", "/auth/me", undefined, {
          token,
          answer: takeSessionCheck(token),
        });
        if (active) setCurrentUser(user);
      } catch (failure) {
        if (!active) return;
        storage()?.removeItem(TOKEN_KEY);
        setError(errorMessageFor(failure, authMessages.startupFailed));
      } finally {
        if (active) setLoading(false);
      }
    }
    void checkStoredToken();
    return () => {
      active = false;
    };
  }, []);

  const startSession = useCallback((session: AuthSession | undefined, rememberMe: boolean): boolean => {
    if (!session?.token) return false;
    const store = storage();
    store?.setItem(TOKEN_KEY, session.token);
    if (rememberMe) store?.setItem(REMEMBER_ME_KEY, "true");
    else store?.removeItem(REMEMBER_ME_KEY);
    setCurrentUser(session.user);
    return true;
  }, []);

  /** A first step's answer: a session, or (202) the code step of an account with two-step sign-in. */
  const sessionOrStep = useCallback(
    (answer: AuthSession | SecondStepAnswer | undefined, rememberMe: boolean): boolean => {
      if (answer && "secondStep" in answer) {
        setStep({
          token: answer.secondStep.token,
          rememberMe,
          expiresInSeconds: answer.secondStep.expiresInSeconds,
        });
        return false;
      }
      return startSession(answer, rememberMe);
    },
    [startSession],
  );

  const completeSecondStep = useCallback(
    async (code: string) => {
      if (!step) return false;
      setError(null);
      try {
        const session = await apiRequest<AuthSession>("POST", "/auth/login/code", {
          token: step.token,
          code,
        });
        setStep(null);
        return startSession(session, step.rememberMe);
      } catch (failure) {
        if (failure instanceof ApiRequestError && failure.status === 401) {
          setStep(null);
          setError(errorMessageFor(failure, authMessages.loginFailed));
          return false;
        }
        throw failure;
      }
    },
    [step, startSession],
  );

  const cancelSecondStep = useCallback(() => setStep(null), []);

  /**
   * Every way in posts once and gets a session, or (password and provider sign-in of an account with two-step
   * sign-in) the code step; a refusal becomes the form's error.
   */
  const signIn = useCallback(
    async (path: string, body: unknown, rememberMe: boolean, failedMessage: string) => {
      setError(null);
      try {
        const answer = await apiRequest<AuthSession | SecondStepAnswer>("POST", path, body);
        return sessionOrStep(answer, rememberMe);
      } catch (failure) {
        setError(errorMessageFor(failure, failedMessage));
        return false;
      }
    },
    [sessionOrStep],
  );

  const login = useCallback(
    (email: string, password: string, rememberMe = false) =>
      signIn("/auth/login", { email, password, rememberMe }, rememberMe, authMessages.loginFailed),
    [signIn],
  );

  const register = useCallback(
    (payload: RegisterRequest) =>
      signIn("/auth/register", payload, payload.rememberMe === true, authMessages.registrationFailed),
    [signIn],
  );

  const completeProviderSignIn = useCallback(
    (code: string, rememberMe = false) =>
      signIn("/auth/exchange", { code, rememberMe }, rememberMe, authMessages.loginFailed),
    [signIn],
  );

  const completePasskeySignIn = useCallback(
    (response: unknown, rememberMe = false) =>
      signIn("/auth/passkey/verify", { response, rememberMe }, rememberMe, authMessages.loginFailed),
    [signIn],
  );

  const logout = useCallback(() => {
    const store = storage();
    const token = store?.getItem(TOKEN_KEY);
    store?.removeItem(TOKEN_KEY);
    store?.removeItem(REMEMBER_ME_KEY);
    setCurrentUser(null);
    setError(null);
    // Revoke the session on the server too; the visitor is signed out locally whatever the answer.
    if (token) void apiRequest("POST", "/auth/logout", undefined, { token, keepalive: true }).catch(() => {});
  }, []);

  const clearError = useCallback(() => setError(null), []);

  const secondStep = useMemo(() => (step ? { expiresInSeconds: step.expiresInSeconds } : null), [step]);
  const value = useMemo<AuthContextValue>(
    () => ({
      currentUser,
      loading,
      error,
      login,
      secondStep,
      completeSecondStep,
      cancelSecondStep,
      register,
      completeProviderSignIn,
      completePasskeySignIn,
      logout,
      clearError,
    }),
    [
      currentUser,
      loading,
      error,
      login,
      secondStep,
      completeSecondStep,
      cancelSecondStep,
      register,
      completeProviderSignIn,
      completePasskeySignIn,
      logout,
      clearError,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error(authMessages.providerMisuse);
  return context;
}
