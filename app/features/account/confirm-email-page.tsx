import { useState } from "react";
import {
  confirmEmailTexts,
  emailChangeLinkProblems,
  type EmailChangeConfirmed,
  type EmailChangeLinkProblem,
} from "../../../contract/confirm-email-texts.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { apiRequest, ApiRequestError } from "../../lib/api-client.ts";
import { useFragmentToken } from "../../lib/use-fragment-token.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

type Status =
  | { kind: "reading" }
  | { kind: "ready"; token: string }
  | { kind: "sending"; token: string }
  | { kind: "done"; message: string }
  | { kind: "problem"; message: string; retry?: string };

/**
 * /confirm-email, where the link sent to a new address leads (app/pages/confirm-email.astro, as an island). The
 * token sits in the URL fragment, which never reaches a server or a log; the page drops it from the address bar and
 * posts it only when the person confirms, so a mail scanner that opens the link changes nothing. No sign-in needed:
 * the link may be opened on another device.
 */
export function ConfirmEmailStatus() {
  const [status, setStatus] = useState<Status>({ kind: "reading" });
  const hydrated = useHydrated();

  useFragmentToken((token) => {
    setStatus(
      token ? { kind: "ready", token } : { kind: "problem", message: confirmEmailTexts.problems.invalid },
    );
  });

  async function confirm(token: string) {
    setStatus({ kind: "sending", token });
    try {
      const answer = await apiRequest<EmailChangeConfirmed>("POST", "/account/email/confirm", { token });
      setStatus({ kind: "done", message: answer.message });
    } catch (error) {
      const problem = error instanceof ApiRequestError ? problemOf(error) : undefined;
      setStatus(
        problem
          ? { kind: "problem", message: confirmEmailTexts.problems[problem] }
          : { kind: "problem", message: confirmEmailTexts.failure, retry: token },
      );
    }
  }

  const token = status.kind === "ready" || status.kind === "sending" ? status.token : undefined;
  return (
    <div className="flex min-h-36 max-w-xl flex-col items-start gap-6" aria-live="polite">
      {!hydrated ? (
        // Before the island runs: a link with its token is being read; a bare address has nothing to confirm.
        <>
          <p className="hidden text-slate-700 url-fragment:block">{confirmEmailTexts.reading}</p>
          <div className="contents url-fragment:hidden">
            <AlertBanner tone="error">{confirmEmailTexts.problems.invalid}</AlertBanner>
          </div>
        </>
      ) : status.kind === "reading" ? (
        <p className="text-slate-700">{confirmEmailTexts.reading}</p>
      ) : null}
      {token ? (
        <>
          <p className="text-slate-700">{confirmEmailTexts.ask}</p>
          <Button type="button" disabled={status.kind === "sending"} onClick={() => void confirm(token)}>
            {status.kind === "sending" ? confirmEmailTexts.busy : confirmEmailTexts.confirm}
          </Button>
        </>
      ) : null}
      {status.kind === "done" ? <AlertBanner tone="success">{status.message}</AlertBanner> : null}
      {status.kind === "problem" ? <AlertBanner tone="error">{status.message}</AlertBanner> : null}
      {status.kind === "problem" && status.retry ? (
        <Button type="button" onClick={() => void confirm(status.retry!)}>
          {confirmEmailTexts.retry}
        </Button>
      ) : null}
      {status.kind === "done" || status.kind === "problem" ? (
        <ButtonLink to="/account" variant="secondary">
          {confirmEmailTexts.toAccount}
        </ButtonLink>
      ) : null}
    </div>
  );
}

function problemOf(error: ApiRequestError): EmailChangeLinkProblem | undefined {
  if (![404, 409, 410].includes(error.status)) return undefined;
  return emailChangeLinkProblems.find((problem) => problem === error.code) ?? "invalid";
}
