import { useEffect, useRef } from "react";
import { accountDataMessages, accountDataTexts } from "../../../../contract/account-data.ts";
import { REMEMBER_ME_KEY, TOKEN_KEY } from "../auth-context.tsx";
import { AlertBanner } from "../../../components/ui/alert-banner.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { ApplicationsList } from "./applications-list.tsx";
import { DataDownload } from "./data-download.tsx";
import { DeleteAccount } from "./delete-account.tsx";
import { SubscriptionsPanel } from "./subscriptions-panel.tsx";

/**
 * The /account sections about what the person sent and what is stored about them: their applications, their
 * subscriptions, and their data (download it, delete the account).
 */
export function AccountDataSections({ token, onDeleted }: { token: string; onDeleted: () => void }) {
  return (
    <>
      <section aria-labelledby="account-applications">
        <h2 id="account-applications" className="text-2xl">
          {accountDataTexts.applicationsTitle}
        </h2>
        <p className="mt-2 mb-4 max-w-xl text-slate-700">{accountDataTexts.applicationsLead}</p>
        <ApplicationsList token={token} />
      </section>
      <section aria-labelledby="account-subscriptions">
        <h2 id="account-subscriptions" className="text-2xl">
          {accountDataTexts.subscriptionsTitle}
        </h2>
        <p className="mt-2 mb-4 max-w-xl text-slate-700">{accountDataTexts.subscriptionsLead}</p>
        <SubscriptionsPanel token={token} />
      </section>
      <section aria-labelledby="account-data">
        <h2 id="account-data" className="text-2xl">
          {accountDataTexts.dataTitle}
        </h2>
        <p className="mt-2 mb-4 max-w-xl text-slate-700">{accountDataTexts.dataLead}</p>
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
      </section>
    </>
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
