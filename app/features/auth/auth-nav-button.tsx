// One width for both states, so the header does not shift when the header script turns Login into Logout. Outlined,
// not amber: the page's own call to action is the loudest thing on it, not the account button.
const classes =
  "inline-flex min-h-11 w-[4.75rem] shrink-0 items-center justify-center rounded-(--radius-control) border border-brand-700 bg-surface px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:w-[5.25rem] sm:px-3";

/**
 * The navigation's account button as prerendered: Login, carrying the current page. With a valid stored session the
 * header script (app/components/layout/header-script.ts) replaces it with Logout; it is busy until that check ends.
 */
export function AuthNavButton({ pathname }: { pathname: string }) {
  // The canonical path, without a trailing slash.
  const path = pathname.replace(/\/+$/, "") || "/";
  const onAuthPage = path === "/login" || path === "/register";
  const from = onAuthPage || path === "/" ? undefined : path;
  return (
    <a
      href={from ? `/login?from=${encodeURIComponent(from)}` : "/login"}
      data-account-button="login"
      className={`${classes} in-data-session-stored:cursor-progress`}
    >
      Login
    </a>
  );
}
