import { useEffect, useRef, useState } from "react";
import {
  applicationFollowMessages,
  applicationFollowTexts as texts,
  type ApplicationFollowChange,
  type ApplicationLinkRevoked,
  type FollowedApplication as View,
} from "../../../contract/application-follow.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Disclosure } from "../../components/ui/disclosure.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { apiRequest, ApiRequestError, errorMessageFor } from "../../lib/api-client.ts";
import { stageTone } from "../../lib/stage-tone.ts";
import { useFragmentToken } from "../../lib/use-fragment-token.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

type Status =
  | { kind: "reading" }
  | { kind: "loading"; token: string }
  | { kind: "ready"; token: string; view: View }
  | { kind: "closed"; message: string }
  | { kind: "failed"; token: string };

const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { dateStyle: "long", timeZone: "UTC" });
const time = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) +
  " UTC";

/**
 * The island of /careers/application (ADR 0048): reads the private link's token from the URL fragment and keeps it
 * there, so a reload still opens the page; the fragment never reaches a server or a log. The token goes to the API
 * in a POST body only. Shows the application's stage in the applicant's words, its emails, and lets them withdraw it
 * or turn the link off, each after a confirmation.
 */
export function FollowedApplication() {
  const [status, setStatus] = useState<Status>({ kind: "reading" });
  const [asked, setAsked] = useState<{ action: "withdraw" | "revoke"; from: HTMLElement } | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [openEmail, setOpenEmail] = useState<string | null>(null);
  const messageElement = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();

  async function load(token: string) {
    setStatus({ kind: "loading", token });
    try {
      const view = await apiRequest<View>("POST", "/careers/application", { token });
      setStatus({ kind: "ready", token, view });
    } catch (error) {
      setStatus(
        error instanceof ApiRequestError && error.status === 404
          ? { kind: "closed", message: error.serverMessage ?? applicationFollowMessages.notFound }
          : { kind: "failed", token },
      );
    }
  }

  useFragmentToken(
    (token) => (token ? void load(token) : setStatus({ kind: "closed", message: texts.noLink })),
    { keep: true },
  );

  // The answer takes the focus once the dialog has closed: the button pressed may be gone.
  useEffect(() => {
    if (message) messageElement.current?.focus();
  }, [message]);

  async function act(token: string, action: "withdraw" | "revoke") {
    setBusy(true);
    try {
      if (action === "withdraw") {
        const { message: text, ...view } = await apiRequest<ApplicationFollowChange>(
          "POST",
          "/careers/application/withdraw",
          { token },
        );
        setStatus({ kind: "ready", token, view });
        setMessage({ text, ok: true });
      } else {
        const answer = await apiRequest<ApplicationLinkRevoked>("POST", "/careers/application/revoke-link", {
          token,
        });
        window.history.replaceState(window.history.state, "", window.location.pathname);
        setStatus({ kind: "closed", message: answer.message });
      }
    } catch (error) {
      setMessage({
        text: errorMessageFor(error, action === "withdraw" ? texts.withdrawFailed : texts.revokeFailed),
        ok: false,
      });
    } finally {
      setBusy(false);
      setAsked(null);
    }
  }

  if (!hydrated || status.kind === "reading" || status.kind === "loading") {
    return (
      // Room for the first lines of the answer, so the footer does not jump when it arrives.
      <div className="min-h-24" aria-busy={status.kind === "loading"}>
        {/* The island starts at once only for a link with its token (ADR 0016): without one, the prerendered page
            already says what the island would say; without JavaScript the page's <noscript> says why nothing
            happens. */}
        <div className="noscript:hidden url-fragment:hidden">
          {hydrated ? null : <AlertBanner tone="error">{texts.noLink}</AlertBanner>}
        </div>
        <p className="hidden text-slate-700 url-fragment:block noscript:hidden">{texts.reading}</p>
      </div>
    );
  }
  if (status.kind === "closed") return <AlertBanner tone="error">{status.message}</AlertBanner>;
  if (status.kind === "failed") {
    return (
      <div className="flex flex-col items-start gap-4">
        <AlertBanner tone="error">{texts.failed}</AlertBanner>
        <Button variant="secondary" onClick={() => void load(status.token)}>
          {texts.retry}
        </Button>
      </div>
    );
  }

  const { application, emails } = status.view;
  return (
    <div className="flex flex-col gap-8">
      <div ref={messageElement} tabIndex={-1} aria-live="polite" className="empty:hidden focus:outline-none">
        {message ? <AlertBanner tone={message.ok ? "success" : "error"}>{message.text}</AlertBanner> : null}
      </div>

      <section aria-labelledby="application-heading">
        <h2 id="application-heading" className="text-2xl">
          {application.positionTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {texts.appliedOn} {day(application.appliedAt)}
          {application.reference ? (
            <>
              {" "}
              · {texts.reference}{" "}
              <span className="font-semibold text-slate-900">{application.reference}</span>
            </>
          ) : null}
        </p>
        <h3 className="mt-5 text-lg">{texts.stageTitle}</h3>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-slate-700">
          <Badge className={stageTone[application.status]}>{application.statusLabel}</Badge>
          <span>{application.statusDescription}</span>
        </p>
        {application.withdrawnAt ? (
          <p className="mt-2 text-slate-700">
            {texts.withdrawnOn} {time(application.withdrawnAt)}.
          </p>
        ) : null}
      </section>

      <section aria-labelledby="emails-heading">
        <h2 id="emails-heading" className="text-xl">
          {texts.emailsTitle}
        </h2>
        {emails.length === 0 ? (
          <p className="mt-2 text-slate-700">{texts.emailsEmpty}</p>
        ) : (
          <ol className="mt-3 divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200">
            {emails.map((email) => (
              <li key={email.id} className="px-4">
                <Disclosure
                  open={openEmail === email.id}
                  onToggle={() => setOpenEmail(openEmail === email.id ? null : email.id)}
                  headingLevel={3}
                  summary={
                    <span className="flex min-w-0 flex-col">
                      <span className="text-sm font-normal text-slate-700">
                        {email.from === "us" ? texts.fromUs : texts.fromYou} · {time(email.at)}
                      </span>
                      <span className="break-words">{email.subject}</span>
                    </span>
                  }
                >
                  <p className="text-sm break-words whitespace-pre-wrap text-slate-900">{email.body}</p>
                </Disclosure>
              </li>
            ))}
          </ol>
        )}
      </section>

      {application.canWithdraw ? (
        <section aria-labelledby="withdraw-heading">
          <h2 id="withdraw-heading" className="text-xl">
            {texts.withdrawTitle}
          </h2>
          <p className="mt-2 text-slate-700">{texts.withdrawLead}</p>
          <Button
            className="mt-4"
            variant="secondary"
            aria-haspopup="dialog"
            disabled={busy}
            onClick={(event) => {
              setMessage(null);
              setAsked({ action: "withdraw", from: event.currentTarget });
            }}
          >
            {texts.withdrawOpen}
          </Button>
        </section>
      ) : null}

      <section aria-labelledby="link-heading">
        <h2 id="link-heading" className="text-xl">
          {texts.linkTitle}
        </h2>
        <p className="mt-2 text-slate-700">{texts.linkLead}</p>
        <Button
          className="mt-4"
          variant="secondary"
          aria-haspopup="dialog"
          disabled={busy}
          onClick={(event) => {
            setMessage(null);
            setAsked({ action: "revoke", from: event.currentTarget });
          }}
        >
          {texts.revokeOpen}
        </Button>
      </section>

      <ModalDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title={asked?.action === "revoke" ? texts.revokeDialogTitle : texts.withdrawDialogTitle}
        description={asked?.action === "revoke" ? texts.revokeDialogLead : texts.withdrawLead}
        returnFocusTo={asked?.from ?? null}
      >
        {asked ? (
          <div className="flex flex-col gap-5">
            <p className="text-slate-900">
              <span className="font-semibold">{application.positionTitle}</span>,{" "}
              {texts.appliedOn.toLowerCase()} {day(application.appliedAt)}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button variant="danger" disabled={busy} onClick={() => void act(status.token, asked.action)}>
                {asked.action === "revoke"
                  ? busy
                    ? texts.revoking
                    : texts.revokeConfirm
                  : busy
                    ? texts.withdrawing
                    : texts.withdrawConfirm}
              </Button>
              <Button variant="secondary" disabled={busy} onClick={() => setAsked(null)}>
                {asked.action === "revoke" ? texts.revokeCancel : texts.withdrawCancel}
              </Button>
            </div>
          </div>
        ) : null}
      </ModalDialog>
    </div>
  );
}
