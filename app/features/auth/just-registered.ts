// After the required redirect from /register to /login (a page load), /login says the account is created instead of
// greeting the new member as someone returning (ADR 0041). The address travels in the tab's session storage: the
// history entry is replaced by the redirect, and it must not reach a URL.
const JUST_REGISTERED_KEY = "vc:just-registered";

export function rememberJustRegistered(email: string): void {
  try {
    window.sessionStorage.setItem(JUST_REGISTERED_KEY, email);
  } catch {
    // Storage blocked: /login then says only that the browser is signed in.
  }
}

/** The address registered in this tab just before, read once (a reload of /login then shows the signed-in state). */
export function takeJustRegistered(): string | null {
  try {
    const email = window.sessionStorage.getItem(JUST_REGISTERED_KEY);
    window.sessionStorage.removeItem(JUST_REGISTERED_KEY);
    return email;
  } catch {
    return null;
  }
}
