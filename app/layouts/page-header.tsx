import type { ReactNode } from "react";
import { SiteHeader } from "../components/layout/site-header.tsx";
import { AuthNavButton } from "../features/auth/auth-nav-button.tsx";
import { AccountNavLink } from "../features/account/account-link.tsx";
import { StaffNavLink } from "../features/auth/staff-link.tsx";

/** The header with the account's controls; the search button comes from the layout as an island. */
export function PageHeader({ pathname, search }: { pathname: string; search?: ReactNode }) {
  return (
    <SiteHeader
      pathname={pathname}
      search={search}
      memberLinks={(placement) => (
        <>
          <AccountNavLink placement={placement} />
          <StaffNavLink placement={placement} />
        </>
      )}
      accountButton={<AuthNavButton pathname={pathname} />}
    />
  );
}
