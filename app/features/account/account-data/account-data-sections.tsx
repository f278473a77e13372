import { useEffect, useRef } from "react";
import { accountDataMessages, accountDataTexts } from "../../../../contract/account-data.ts";
import { REMEMBER_ME_KEY, TOKEN_KEY } from "../../../lib/auth-context.tsx";
import { AlertBanner } from "../../../components/ui/alert-banner.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { AccountSection } from "../account-section.tsx";
import { ApplicationsList } from "./applications-list.tsx";
import { DataDownload } from "./data-download.tsx";
import { DeleteAccount } from "./delete-account.tsx";
import { SubscriptionsPanel } from "./subscriptions-panel.tsx";

/** The /account sections about what the person sent from their address: their applications and subscriptions. */
export function AccountActivitySections({ token }: { token: string }) {
  return (
    <>
      <AccountSection
        id="account-applications"
        title={accountDataTexts.applicationsTitle}
        lead={accountDataTexts.applicationsLead}
      >
        <ApplicationsList token={token} />
      </AccountSection>
      <AccountSection
        id="account-subscriptions"
        title={accountDataTexts.subscriptionsTitle}
        lead={accountDataTexts.subscriptionsLead}
      >
        <SubscriptionsPanel token={token} />
      </AccountSection>
    </>
  );
}

/** What is stored about the person: download it, or delete the account. */
export function AccountDataSection({ token, onDeleted }: { token: string; onDeleted: () => void }) {
  return (
    <AccountSection id="account-data" title={accountDataTexts.dataTitle} lead={accountDataTexts.dataLead}>
      <DataDownload token={token} />
      <h3 className="mt-10 text-xl">{accountDataTexts.deleteTitle}</h3>
      <p className="mt-2 mb-4 max-w-xl text-slate-700">
        {accountDataTexts.deleteLead}{" "}
        <a href="/legal" className="font-semibold text-brand-700 underline underline-offset-4">
          {accountDataTexts.privacyLink}
        </a>
        .
      </p>
      <DeleteAccount token={token} onDeleted={onDeleted} />
    </AccountSection>
  );
}

/** The address /account is reloaded at after a deletion, so the page says so (app/lib/page-state.ts starts it). */
const DELETED_FRAGMENT = "#account-deleted";

/**
 * After the deletion: the server ended every session, so only this browser's copy of the token is left to drop.
 * The page is loaded again, so the header and every island start signed out, and says the account is deleted.
 */
export function signOutDeleted() {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
    window.localStorage.removeItem(REMEMBER_ME_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  window.history.replaceState(null, "", `${window.location.pathname}${DELETED_FRAGMENT}`);
  window.location.reload();
}

export function wasJustDeleted(): boolean {
  return window.location.hash === DELETED_FRAGMENT;
}

/** What the page shows once the account is deleted: the answer, which takes the focus, and a way on. */
export function AccountDeleted() {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    element.current?.focus();
    // Said once: a later reload or a bookmark of the address shows the page as it is.
    window.history.replaceState(null, "", window.location.pathname);
  }, []);
  return (
    <div ref={element} tabIndex={-1} className="flex max-w-xl flex-col items-start gap-4 focus:outline-none">
      <AlertBanner tone="success">{accountDataMessages.deleted}</AlertBanner>
      <ButtonLink to="/">{accountDataTexts.deletedHome}</ButtonLink>
    </div>
  );
}
