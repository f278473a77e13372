import { Link } from "react-router";
import { useAuth } from "./auth-context.tsx";

/** The header's link to the staff console, shown only to staff and admin accounts (the server checks each call). */
export function StaffNavLink() {
  const { currentUser } = useAuth();
  if (currentUser?.role !== "staff" && currentUser?.role !== "admin") return null;
  return (
    <Link
      to="/staff"
      className="inline-flex min-h-11 shrink-0 items-center rounded-(--radius-control) px-2 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
    >
      Staff
    </Link>
  );
}
