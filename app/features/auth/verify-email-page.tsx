import { useEffect, useRef, useState } from "react";
import {
  verifyEmailTexts,
  type VerificationLinkProblem,
  type VerifyEmailResponse,
} from "../../../contract/auth-messages.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { Section } from "../../components/ui/section.tsx";
import { apiRequest, ApiRequestError, errorMessageFor } from "../../lib/api-client.ts";
import { TOKEN_KEY, useAuth } from "./auth-context.tsx";

type Status =
  | { kind: "reading" }
  | { kind: "sending" }
  | { kind: "done"; message: string }
  | { kind: "problem"; message: string; retry?: string; linkProblem?: VerificationLinkProblem };

type Resend = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; message: string; ok: boolean };

/**
 * Where the link in the verification email leads. The token sits in the URL fragment, which never reaches a server
 * or a log; the page drops it from the address bar, then posts it. A signed-in person whose link no longer works
 * can ask for a new one here.
 */
export function VerifyEmailPage() {
  const { currentUser } = useAuth();
  const [status, setStatus] = useState<Status>({ kind: "reading" });
  const [resend, setResend] = useState<Resend>({ kind: "idle" });
  const started = useRef(false);

  async function send(token: string) {
    setStatus({ kind: "sending" });
    try {
      const answer = await apiRequest<VerifyEmailResponse>("POST", "/auth/verify-email", { token });
      setStatus({ kind: "done", message: answer.message });
    } catch (error) {
      const known = error instanceof ApiRequestError && (error.status === 404 || error.status === 410);
      const code = known ? linkProblemOf(error) : undefined;
      setStatus({
        kind: "problem",
        message: known ? (error.serverMessage ?? verifyEmailTexts.failure) : verifyEmailTexts.failure,
        retry: known ? undefined : token,
        linkProblem: code,
      });
    }
  }

  useEffect(() => {
    function readToken(initial: boolean) {
      const token = new URLSearchParams(window.location.hash.slice(1)).get("token");
      if (!token && !initial) return;
      // Drop the secret from the address bar and history once it is read.
      window.history.replaceState(window.history.state, "", window.location.pathname);
      setResend({ kind: "idle" });
      if (token) void send(token);
      else setStatus({ kind: "problem", message: verifyEmailTexts.problems.invalid, linkProblem: "invalid" });
    }
    if (!started.current) {
      started.current = true;
      readToken(true);
    }
    // Opening a second link while this page is shown changes only the fragment, which reloads nothing.
    const onHashChange = () => readToken(false);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

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
    <>
      <PageHero title={verifyEmailTexts.title} lead={verifyEmailTexts.lead} />
      <Section>
        <div className="flex max-w-xl flex-col items-start gap-6" aria-live="polite">
          {status.kind === "reading" || status.kind === "sending" ? (
            <p className="text-slate-700">{verifyEmailTexts.busy}</p>
          ) : null}
          {status.kind === "done" ? <AlertBanner tone="success">{status.message}</AlertBanner> : null}
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
      </Section>
    </>
  );
}

function linkProblemOf(error: ApiRequestError): VerificationLinkProblem | undefined {
  const entries = Object.entries(verifyEmailTexts.problems) as [VerificationLinkProblem, string][];
  return entries.find(([, message]) => message === error.serverMessage)?.[0];
}
