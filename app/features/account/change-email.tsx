import { useState } from "react";
import { accountMessages } from "../../../contract/account.ts";
import {
  changeEmailRequestSchema,
  emailChangeSent,
  profileTexts,
  type AccountProfile,
  type EmailChangeRequested,
  type PendingEmailChange,
} from "../../../contract/account-profile.ts";
import { checkWithSchema } from "../../components/forms/check.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm, type FormCheck } from "../../components/forms/use-form.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";

interface EmailValues extends Record<string, string> {
  email: string;
  currentPassword: string;
}
type EmailData = { email: string; currentPassword?: string };

/**
 * The email address: the current one, a change waiting for its link (send it again, or cancel), and the form that
 * asks for a change. Nothing changes until the link sent to the new address is followed.
 */
export function ChangeEmail({
  token,
  profile,
  onPending,
}: {
  token: string;
  profile: AccountProfile;
  onPending: (pending: PendingEmailChange | null) => void;
}) {
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useForm<EmailValues, EmailData>({
    initialValues: { email: "", currentPassword: "" },
    validate: (values) => {
      const checked = checkWithSchema(changeEmailRequestSchema, {
        email: values.email,
        ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
      }) as FormCheck<EmailValues, EmailData>;
      if (checked.ok && profile.hasPassword && !values.currentPassword) {
        return { ok: false, errors: { currentPassword: accountMessages.currentPasswordRequired } };
      }
      return checked;
    },
    submit: async (data) => {
      setResult(null);
      const answer = await apiRequest<EmailChangeRequested>("POST", "/account/email", data, { token });
      onPending(answer.pendingEmail);
      return undefined;
    },
    failure: (error) => ({ message: errorMessageFor(error, "Sorry, we could not ask for the change.") }),
  });

  async function act(path: "/account/email/resend" | "/account/email/cancel") {
    setBusy(true);
    try {
      const answer = await apiRequest<EmailChangeRequested | undefined>("POST", path, undefined, { token });
      if (answer) {
        onPending(answer.pendingEmail);
        setResult({ text: profileTexts.linkResent, ok: true });
      } else {
        onPending(null);
        setResult({ text: profileTexts.changeCancelled, ok: true });
      }
    } catch (error) {
      setResult({ text: errorMessageFor(error, "Sorry, that did not work. Please try again."), ok: false });
    } finally {
      setBusy(false);
    }
  }

  const pending = profile.pendingEmail;
  return (
    <div className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-slate-900">Email address</h3>
      <p className="text-slate-700">
        <span className="font-semibold break-all text-slate-900">{profile.email}</span>{" "}
        {profile.emailVerified ? "(verified)" : "(not verified yet)"}
      </p>
      <div aria-live="polite" className="flex max-w-xl flex-col gap-3">
        {pending ? (
          <div className="flex flex-col gap-3 rounded-(--radius-card) border border-slate-300 bg-slate-50 p-4">
            <p className="[overflow-wrap:anywhere] text-slate-800">
              <span className="font-semibold">Change waiting.</span> {emailChangeSent(pending.email)}
            </p>
            <div className="flex flex-wrap gap-3">
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                onClick={() => void act("/account/email/resend")}
              >
                Send the link again
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={busy}
                onClick={() => void act("/account/email/cancel")}
              >
                Cancel the change
              </Button>
            </div>
          </div>
        ) : null}
        {result ? <AlertBanner tone={result.ok ? "success" : "error"}>{result.text}</AlertBanner> : null}
      </div>
      <form
        method="post"
        {...form.formProps}
        className="flex max-w-md flex-col gap-5"
        aria-label="Change your email address"
      >
        <FormStatus status={form.status} element={form.statusElement} />
        <TextField
          label={profileTexts.newEmailLabel}
          type="email"
          autoComplete="email"
          hint={profileTexts.newEmailHint}
          required
          {...form.field("email")}
        />
        {profile.hasPassword ? (
          <TextField
            label={profileTexts.currentPasswordLabel}
            type="password"
            autoComplete="current-password"
            hint={profileTexts.currentPasswordHint}
            required
            {...form.field("currentPassword")}
          />
        ) : null}
        <Button type="submit" variant="secondary" disabled={form.submitting} className="self-start">
          {form.submitting ? profileTexts.sendingLink : profileTexts.sendLink}
        </Button>
      </form>
    </div>
  );
}
