import MailWarning from "lucide-react/icons/mail-warning";
import { useState } from "react";
import { accountDataMessages } from "../../../contract/account-data.ts";
import { accountTexts } from "../../../contract/account.ts";
import { verifyEmailTexts, type VerifyEmailResponse } from "../../../contract/auth-texts.ts";
import { Button } from "../../components/ui/button.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";

type Resend = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; message: string; ok: boolean };

/**
 * The one place /account says the address is not verified yet, at the top of the page: why it matters (the lists of
 * what was sent from the address wait for it) and a new link to ask for. The lists themselves only point here.
 */
export function VerifyEmailBanner({ token }: { token: string }) {
  const [resend, setResend] = useState<Resend>({ kind: "idle" });

  async function askForNewLink() {
    setResend({ kind: "sending" });
    try {
      const answer = await apiRequest<VerifyEmailResponse>("POST", "/auth/verify-email/resend", undefined, {
        token,
      });
      setResend({ kind: "sent", message: answer.message, ok: true });
    } catch (error) {
      setResend({ kind: "sent", message: errorMessageFor(error, verifyEmailTexts.failure), ok: false });
    }
  }

  return (
    <section
      aria-labelledby="account-verify"
      className="flex flex-col gap-3 rounded-(--radius-card) border border-accent-400 bg-amber-50 p-5 text-amber-950 sm:flex-row sm:items-start sm:gap-4"
    >
      <MailWarning aria-hidden="true" className="size-6 shrink-0" />
      <div className="flex flex-col items-start gap-3">
        <h2 id="account-verify" className="font-sans text-lg text-amber-950">
          {accountTexts.verifyTitle}
        </h2>
        <p className="max-w-2xl">{accountDataMessages.emailUnverified}</p>
        <Button
          type="button"
          variant="secondary"
          disabled={resend.kind === "sending"}
          onClick={() => void askForNewLink()}
        >
          {resend.kind === "sending" ? verifyEmailTexts.resending : verifyEmailTexts.resend}
        </Button>
        <p aria-live="polite" className="text-sm font-semibold empty:hidden">
          {resend.kind === "sent" ? resend.message : ""}
        </p>
      </div>
    </section>
  );
}
