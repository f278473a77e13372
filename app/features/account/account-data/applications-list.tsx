import { useEffect, useRef, useState } from "react";
import {
  accountDataTexts,
  type AccountApplication,
  type AccountApplications,
  type WithdrawnApplication,
} from "../../../../contract/account-data.ts";
import { AlertBanner } from "../../../components/ui/alert-banner.tsx";
import { Badge } from "../../../components/ui/badge.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { apiRequest, errorMessageFor } from "../../../lib/api-client.ts";
import { stageTone } from "../../../lib/stage-tone.ts";
import { unverifiedText, useAccountList } from "./account-data-load.ts";

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** The applications sent from the verified address, where each stands, and withdrawing an open one. */
export function ApplicationsList({ token }: { token: string }) {
  const [state, setState] = useAccountList<AccountApplications>(
    "/account/applications",
    token,
    accountDataTexts.applicationsFailed,
  );
  const [asked, setAsked] = useState<{ application: AccountApplication; from: HTMLElement } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const messageElement = useRef<HTMLDivElement>(null);

  // The answer takes the focus once the dialog has closed: a withdrawn application's button is gone.
  useEffect(() => {
    if (message) messageElement.current?.focus();
  }, [message]);

  async function withdraw(application: AccountApplication) {
    setBusy(true);
    try {
      const answer = await apiRequest<WithdrawnApplication>(
        "POST",
        `/account/applications/${application.id}/withdraw`,
        undefined,
        { token },
      );
      setState((current) =>
        current.kind === "ready"
          ? {
              kind: "ready",
              data: {
                applications: current.data.applications.map((entry) =>
                  entry.id === answer.application.id ? answer.application : entry,
                ),
              },
            }
          : current,
      );
      setMessage({ text: answer.message, ok: true });
    } catch (error) {
      setMessage({ text: errorMessageFor(error, accountDataTexts.withdrawFailed), ok: false });
    } finally {
      setBusy(false);
      setAsked(null);
    }
  }

  if (state.kind === "loading") return <p className="text-slate-700">Loading...</p>;
  if (state.kind === "unverified") return <p className="max-w-xl text-slate-700">{unverifiedText}</p>;
  if (state.kind === "failed") return <AlertBanner tone="error">{state.message}</AlertBanner>;
  const { applications } = state.data;
  return (
    <div className="flex flex-col gap-4">
      <div ref={messageElement} tabIndex={-1} aria-live="polite" className="empty:hidden focus:outline-none">
        {message ? <AlertBanner tone={message.ok ? "success" : "error"}>{message.text}</AlertBanner> : null}
      </div>
      {applications.length === 0 ? (
        <p className="text-slate-700">{accountDataTexts.applicationsEmpty}</p>
      ) : (
        <ul
          aria-label={accountDataTexts.applicationsTitle}
          className="divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200"
        >
          {applications.map((application) => (
            <li key={application.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="max-w-xl">
                <p className="font-semibold text-slate-900">{application.positionTitle}</p>
                <p className="text-sm text-slate-700">
                  {accountDataTexts.appliedOn} {day(application.appliedAt)}
                </p>
                <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                  <Badge className={stageTone[application.status]}>{application.statusLabel}</Badge>
                  <span>{application.statusDescription}</span>
                </p>
              </div>
              {application.canWithdraw ? (
                <Button
                  variant="secondary"
                  aria-haspopup="dialog"
                  aria-label={`${accountDataTexts.withdrawOpen}: ${application.positionTitle}, ${day(application.appliedAt)}`}
                  disabled={busy}
                  onClick={(event) => {
                    setMessage(null);
                    setAsked({ application, from: event.currentTarget });
                  }}
                >
                  {accountDataTexts.withdrawOpen}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <ModalDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={accountDataTexts.withdrawDialogTitle}
        description={accountDataTexts.withdrawDialogLead}
        returnFocusTo={asked?.from ?? null}
      >
        {asked ? (
          <div className="flex flex-col gap-5">
            <p className="text-slate-900">
              <span className="font-semibold">{asked.application.positionTitle}</span>,{" "}
              {accountDataTexts.appliedOn.toLowerCase()} {day(asked.application.appliedAt)}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="danger" disabled={busy} onClick={() => void withdraw(asked.application)}>
                {busy ? accountDataTexts.withdrawing : accountDataTexts.withdrawConfirm}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setAsked(null)}>
                {accountDataTexts.withdrawCancel}
              </Button>
            </div>
          </div>
        ) : null}
      </ModalDialog>
    </div>
  );
}
