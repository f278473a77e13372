import { Link, useLocation, useNavigate } from "react-router";
import { useAuth } from "./auth-context.tsx";

// One width for both states, so the header does not shift when the start-up check turns Login into Logout.
const classes =
  "inline-flex min-h-11 w-24 shrink-0 items-center justify-center rounded-(--radius-control) bg-accent-400 px-4 text-sm font-semibold text-ink hover:bg-accent-300";

/** The navigation's account button: Login (carrying the current page) or Logout. */
export function AuthNavButton({ className = "" }: { className?: string }) {
  const { currentUser, loading, logout } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

  if (currentUser) {
    return (
      <button
        type="button"
        data-account-button="logout"
        className={`${classes} cursor-pointer ${className}`}
        onClick={() => {
          logout();
          void navigate("/login");
        }}
      >
        Logout
      </button>
    );
  }
  // Prerendered pages may be reached as /careers/; the trailing slash is dropped so links stay canonical.
  const pathname = location.pathname.replace(/\/+$/, "") || "/";
  const onAuthPage = pathname === "/login" || pathname === "/register";
  const from = onAuthPage ? undefined : pathname + location.search;
  return (
    <Link
      to={from && from !== "/" ? `/login?from=${encodeURIComponent(from)}` : "/login"}
      aria-busy={loading || undefined}
      data-account-button="login"
      className={`${classes} ${className}`}
    >
      Login
    </Link>
  );
}
