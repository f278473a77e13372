import { Link } from "../../lib/navigation.tsx";

/**
 * The header's link to the staff console, shown only to staff and admin accounts (the server checks each call):
 * in the bar from the `sm` breakpoint up, and below it as the last item of the collapsed menu, where the bar has no
 * room left. It is prerendered hidden; the header script (app/components/layout/header-script.ts) shows it when the
 * stored session is a staff account's (`data-staff-link`).
 */
export function StaffNavLink({ placement }: { placement: "bar" | "menu" }) {
  if (placement === "menu") {
    return (
      <li className="sm:hidden" hidden data-staff-link="">
        <Link
          to="/staff"
          className="flex min-h-11 items-center rounded-(--radius-control) px-3 font-semibold text-brand-800 hover:bg-slate-100"
        >
          Staff console
        </Link>
      </li>
    );
  }
  return (
    <Link
      to="/staff"
      hidden
      data-staff-link=""
      className="inline-flex min-h-11 shrink-0 items-center rounded-(--radius-control) px-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline max-sm:hidden"
    >
      Staff
    </Link>
  );
}
