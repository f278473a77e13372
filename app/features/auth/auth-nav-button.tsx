// One width for both states, so the header does not shift when the header script turns Login into Logout.
const classes =
  "inline-flex min-h-11 w-24 shrink-0 items-center justify-center rounded-(--radius-control) bg-accent-400 px-4 text-sm font-semibold text-ink hover:bg-accent-300";

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
