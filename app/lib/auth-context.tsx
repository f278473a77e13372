import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { authMessages, type AuthSession, type AuthUser } from "../../contract/auth-messages.ts";
import type { RegisterRequest } from "../../contract/auth.ts";
import { apiRequest, errorMessageFor } from "./api-client.ts";
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
  login(email: string, password: string, rememberMe?: boolean): Promise<boolean>;
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

  const login = useCallback(
    async (email: string, password: string, rememberMe = false) => {
      setError(null);
      try {
        const session = await apiRequest<AuthSession>("POST", "/auth/login", { email, password, rememberMe });
        return startSession(session, rememberMe);
      } catch (failure) {
        setError(errorMessageFor(failure, authMessages.loginFailed));
        return false;
      }
    },
    [startSession],
  );

  const register = useCallback(
    async (payload: RegisterRequest) => {
      setError(null);
      try {
        const session = await apiRequest<AuthSession>("POST", "/auth/register", payload);
        return startSession(session, payload.rememberMe === true);
      } catch (failure) {
        setError(errorMessageFor(failure, authMessages.registrationFailed));
        return false;
      }
    },
    [startSession],
  );

  const completeProviderSignIn = useCallback(
    async (code: string, rememberMe = false) => {
      setError(null);
      try {
        const session = await apiRequest<AuthSession>("POST", "/auth/exchange", { code, rememberMe });
        return startSession(session, rememberMe);
      } catch (failure) {
        setError(errorMessageFor(failure, authMessages.loginFailed));
        return false;
      }
    },
    [startSession],
  );

  const completePasskeySignIn = useCallback(
    async (response: unknown, rememberMe = false) => {
      setError(null);
      try {
        const session = await apiRequest<AuthSession>("POST", "/auth/passkey/verify", {
          response,
          rememberMe,
        });
        return startSession(session, rememberMe);
      } catch (failure) {
        setError(errorMessageFor(failure, authMessages.loginFailed));
        return false;
      }
    },
    [startSession],
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

  const value = useMemo<AuthContextValue>(
    () => ({
      currentUser,
      loading,
      error,
      login,
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
