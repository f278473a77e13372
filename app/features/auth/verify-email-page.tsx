import { useCallback, useState } from "react";
import {
  verificationLinkProblems,
  verifyEmailTexts,
  type RemovedWaysIn,
  type VerificationLinkProblem,
  type VerifyEmailQuestion,
  type VerifyEmailResponse,
} from "../../../contract/auth-texts.ts";
import { passwordResetTexts } from "../../../contract/password-reset-texts.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { apiRequest, ApiRequestError, errorMessageFor } from "../../lib/api-client.ts";
import { useFragmentToken } from "../../lib/use-fragment-token.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { AuthProvider, TOKEN_KEY, useAuth } from "../../lib/auth-context.tsx";
import { ChoosePasswordForm } from "./choose-password-form.tsx";
import { ConfirmRegistrant } from "./confirm-registrant.tsx";
import { RemovedWaysInList } from "./removed-ways-in.tsx";

type Status =
  | { kind: "reading" }
  | { kind: "sending" }
  | { kind: "done"; message: string; signIn?: boolean }
  | { kind: "confirm"; message: string; token: string; hasPassword: boolean }
  | { kind: "choose"; message: string; token: string; removed?: RemovedWaysIn }
  | { kind: "problem"; message: string; retry?: string; linkProblem?: VerificationLinkProblem };

type Resend = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; message: string; ok: boolean };

/**
 * What happens at /verify-email, where the link in the verification email leads (app/pages/verify-email.astro puts it
 * under the page's heading, as an island). The token sits in the URL fragment, which never reaches a server or a
 * log; the page drops it from the address bar, then posts it. A signed-in person whose link no longer works can ask
 * for a new one here. In a browser not signed in to the account, the server asks who follows the link first
 * (ConfirmRegistrant): the password chosen at registration keeps the account as it is; starting over lists what was
 * removed and asks for a new password.
 */
export function VerifyEmailStatus() {
  return (
    <AuthProvider>
      <VerifyEmailStatusBody />
    </AuthProvider>
  );
}

function VerifyEmailStatusBody() {
  const { currentUser } = useAuth();
  const [status, setStatus] = useState<Status>({ kind: "reading" });
  const [resend, setResend] = useState<Resend>({ kind: "idle" });
  // After an answer to the question, the buttons pressed are gone: focus moves to what the answer says.
  const [answered, setAnswered] = useState(false);
  const focusAnswer = useCallback(
    (element: HTMLDivElement | null) => {
      if (answered) element?.focus();
    },
    [answered],
  );
  const hydrated = useHydrated();

  async function send(token: string) {
    setStatus({ kind: "sending" });
    try {
      // With this browser's session, the server knows the registrant follows the link: the password stays.
      const session = window.localStorage.getItem(TOKEN_KEY);
      const answer = await apiRequest<VerifyEmailResponse>(
        "POST",
        "/auth/verify-email",
        { token },
        { token: session },
      );
      showAnswer(answer, false);
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === "confirm-registration") {
        const question = error.body as Partial<VerifyEmailQuestion> | undefined;
        setStatus({
          kind: "confirm",
          message: error.serverMessage ?? verifyEmailTexts.confirmLead,
          token,
          hasPassword: question?.hasPassword !== false,
        });
        return;
      }
      const known = error instanceof ApiRequestError && (error.status === 404 || error.status === 410);
      setStatus({
        kind: "problem",
        message: known ? (error.serverMessage ?? verifyEmailTexts.failure) : verifyEmailTexts.failure,
        retry: known ? undefined : token,
        linkProblem: known ? linkProblemOf(error) : undefined,
      });
    }
  }

  function showAnswer(answer: VerifyEmailResponse, kept: boolean) {
    setStatus(
      answer.choosePasswordToken
        ? {
            kind: "choose",
            message: answer.message,
            token: answer.choosePasswordToken,
            removed: answer.removed,
          }
        : { kind: "done", message: answer.message, signIn: kept },
    );
  }

  useFragmentToken((token) => {
    setResend({ kind: "idle" });
    if (token) void send(token);
    else setStatus({ kind: "problem", message: verifyEmailTexts.problems.invalid, linkProblem: "invalid" });
  });

  async function askForNewLink() {
    setResend({ kind: "sending" });
    try {
      const token = window.localStorage.getItem(TOKEN_KEY);
      const answer = await apiRequest<VerifyEmailResponse>("POST", "/auth/verify-email/resend", undefined, {
        token,
      });
      setResend({ kind: "sent", message: answer.message, ok: true });
    } catch (error) {
      setResend({ kind: "sent", message: errorMessageFor(error, verifyEmailTexts.failure), ok: false });
    }
  }

  const retry = status.kind === "problem" ? status.retry : undefined;
  const canResend =
    status.kind === "problem" && status.linkProblem !== undefined && status.linkProblem !== "used";
  return (
    // The height of a refused link's answer (banner and button) is kept from the start: the prerendered line that
    // says the link is being read would otherwise grow under the footer (Lighthouse measured CLS 0.07).
    <div className="flex min-h-36 max-w-xl flex-col items-start gap-6" aria-live="polite">
      {!hydrated ? (
        // The island starts at once only for a link with its token or a stored session (ADR 0016): otherwise the
        // prerendered page already says what the island would say.
        <>
          <p className="hidden text-slate-700 session-stored:block url-fragment:block">
            {verifyEmailTexts.busy}
          </p>
          <div className="contents session-stored:hidden url-fragment:hidden">
            <AlertBanner tone="error">{verifyEmailTexts.problems.invalid}</AlertBanner>
            <ButtonLink to="/login?from=%2Fverify-email" variant="secondary">
              {verifyEmailTexts.signInToResend}
            </ButtonLink>
          </div>
        </>
      ) : status.kind === "reading" || status.kind === "sending" ? (
        <p className="text-slate-700">{verifyEmailTexts.busy}</p>
      ) : null}
      {status.kind === "done" ? (
        <div ref={focusAnswer} tabIndex={-1} className="w-full focus:outline-none">
          <AlertBanner tone="success">{status.message}</AlertBanner>
        </div>
      ) : null}
      {status.kind === "done" && status.signIn && !currentUser ? (
        <ButtonLink to="/login">{passwordResetTexts.signIn}</ButtonLink>
      ) : null}
      {status.kind === "confirm" ? (
        <ConfirmRegistrant
          token={status.token}
          message={status.message}
          hasPassword={status.hasPassword}
          onAnswer={(answer, kept) => {
            setAnswered(true);
            showAnswer(answer, kept);
          }}
        />
      ) : null}
      {status.kind === "choose" ? (
        <>
          <div ref={focusAnswer} tabIndex={-1} className="w-full focus:outline-none">
            <AlertBanner tone="success">{status.message}</AlertBanner>
          </div>
          {status.removed ? <RemovedWaysInList removed={status.removed} /> : null}
          <ChoosePasswordForm token={status.token} />
        </>
      ) : null}
      {status.kind === "problem" ? <AlertBanner tone="error">{status.message}</AlertBanner> : null}
      {retry ? (
        <Button type="button" onClick={() => void send(retry)}>
          {verifyEmailTexts.retry}
        </Button>
      ) : null}
      {canResend && currentUser ? (
        <Button type="button" disabled={resend.kind === "sending"} onClick={() => void askForNewLink()}>
          {resend.kind === "sending" ? verifyEmailTexts.resending : verifyEmailTexts.resend}
        </Button>
      ) : null}
      {canResend && !currentUser ? (
        <ButtonLink to="/login?from=%2Fverify-email" variant="secondary">
          {verifyEmailTexts.signInToResend}
        </ButtonLink>
      ) : null}
      {resend.kind === "sent" ? (
        <AlertBanner tone={resend.ok ? "success" : "error"}>{resend.message}</AlertBanner>
      ) : null}
    </div>
  );
}

function linkProblemOf(error: ApiRequestError): VerificationLinkProblem | undefined {
  return verificationLinkProblems.find((problem) => problem === error.code);
}
