import { Link, useLocation } from "react-router";

/** The navigation's account button. Signed-out for now; the accounts feature switches it to Logout. */
export function AuthNavButton({ className = "" }: { className?: string }) {
  const location = useLocation();
  const from = location.pathname === "/login" ? undefined : location.pathname + location.search;
  return (
    <Link
      to={from ? `/login?from=${encodeURIComponent(from)}` : "/login"}
      className={`inline-flex min-h-11 w-24 items-center justify-center rounded-(--radius-control) bg-accent-400 px-4 text-sm font-semibold text-slate-950 hover:bg-accent-300 ${className}`}
    >
      Login
    </Link>
  );
}
