/**
 * The header script's GET /api/auth/me for the stored token (app/components/layout/header-script.ts), published on `window`
 * before any island starts, so that an island's start-up check (app/lib/auth-context.tsx) reads that
 * answer instead of asking the server a second time for the same token.
 */
export interface SharedSessionCheck {
  token: string;
  /** A clone of the answer, unread; rejected when the request failed. */
  response: Promise<Response>;
}

declare global {
  interface Window {
    vcSessionCheck?: SharedSessionCheck;
  }
}

/** The header script's answer for this token, taken once: a later check (after a sign-in, say) asks the server. */
export function takeSessionCheck(token: string): Promise<Response> | undefined {
  const check = window.vcSessionCheck;
  if (!check || check.token !== token) return undefined;
  delete window.vcSessionCheck;
  return check.response;
}
