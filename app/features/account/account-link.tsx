import UserRound from "lucide-react/icons/user-round";
import { Link } from "../../lib/navigation.tsx";

/**
 * The header's link to /account, for anyone signed in: in the bar from the `sm` breakpoint up, and below it in the
 * collapsed menu. Prerendered hidden; the header script (app/components/layout/header-script.ts) shows it once the
 * stored session is found valid (`data-account-link`).
 */
export function AccountNavLink({ placement }: { placement: "bar" | "menu" }) {
  if (placement === "menu") {
    return (
      <li className="sm:hidden" hidden data-account-link="">
        <Link
          to="/account"
          className="flex min-h-11 items-center rounded-(--radius-control) px-3 font-semibold text-brand-800 hover:bg-slate-100"
        >
          Your account
        </Link>
      </li>
    );
  }
  // An icon button beside the search and scheme buttons: a word here would push the wordmark onto two lines.
  return (
    <Link
      to="/account"
      hidden
      data-account-link=""
      aria-label="Your account"
      title="Your account"
      className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded-(--radius-control) border border-slate-300 text-slate-900 hover:bg-slate-100 max-sm:hidden"
    >
      <UserRound aria-hidden="true" className="size-5" />
    </Link>
  );
}
