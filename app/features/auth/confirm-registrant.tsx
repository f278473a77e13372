import { useId, useState } from "react";
import { verifyEmailTexts, type VerifyEmailResponse } from "../../../contract/auth-texts.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm, type FormCheck } from "../../components/forms/use-form.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { ApiRequestError, apiRequest, errorMessageFor } from "../../lib/api-client.ts";

interface PasswordValues extends Record<string, string> {
  password: string;
}

function checkPassword(values: PasswordValues): FormCheck<PasswordValues, { password: string }> {
  return values.password
    ? { ok: true, data: { password: values.password } }
    : { ok: false, errors: { password: verifyEmailTexts.registrationPasswordRequired } };
}

/**
 * The question a verification link asks when it is followed in a browser that is not signed in to the account
 * (the server's 409): did you create this account? Typing the password chosen at registration keeps everything;
 * starting over removes every way in set up before, and leads to choosing a new password. `onAnswer` gets the
 * verification's answer either way.
 */
export function ConfirmRegistrant({
  token,
  message,
  hasPassword,
  onAnswer,
}: {
  token: string;
  message: string;
  hasPassword: boolean;
  onAnswer: (answer: VerifyEmailResponse, kept: boolean) => void;
}) {
  const titleId = useId();
  const [startingOver, setStartingOver] = useState(false);
  const [startOverError, setStartOverError] = useState<string>();
  const form = useForm({
    initialValues: { password: "" } as PasswordValues,
    validate: checkPassword,
    submit: async ({ password }) => {
      const answer = await apiRequest<VerifyEmailResponse>("POST", "/auth/verify-email", { token, password });
      onAnswer(answer, true);
      return undefined;
    },
    failure: (error) =>
      error instanceof ApiRequestError && error.code === "wrong-password"
        ? { errors: { password: error.serverMessage ?? verifyEmailTexts.wrongPassword } }
        : { message: errorMessageFor(error, verifyEmailTexts.failure) },
    resetOnSuccess: false,
  });

  async function startOver() {
    setStartingOver(true);
    setStartOverError(undefined);
    try {
      onAnswer(
        await apiRequest<VerifyEmailResponse>("POST", "/auth/verify-email", { token, startOver: true }),
        false,
      );
    } catch (error) {
      setStartOverError(errorMessageFor(error, verifyEmailTexts.failure));
      setStartingOver(false);
    }
  }

  const busy = form.submitting || startingOver;
  return (
    <section aria-labelledby={titleId} className="flex w-full max-w-md flex-col gap-5">
      <h2 id={titleId} className="text-xl font-semibold text-slate-900">
        {verifyEmailTexts.confirmTitle}
      </h2>
      <p className="text-slate-700">{message}</p>
      {hasPassword ? (
        <form
          method="post"
          {...form.formProps}
          className="flex flex-col gap-5"
          aria-label={verifyEmailTexts.keep}
        >
          <FormStatus status={form.status} element={form.statusElement} />
          <TextField
            label={verifyEmailTexts.registrationPassword}
            type="password"
            autoComplete="current-password"
            required
            {...form.field("password")}
          />
          <Button type="submit" disabled={busy} className="w-full">
            {form.submitting ? verifyEmailTexts.keeping : verifyEmailTexts.keep}
          </Button>
        </form>
      ) : null}
      <div
        className={`flex flex-col items-start gap-3 ${hasPassword ? "border-t border-slate-200 pt-5" : ""}`}
      >
        <p className="text-slate-700">
          {hasPassword ? verifyEmailTexts.startOverLead : verifyEmailTexts.startOverLeadNoPassword}
        </p>
        {startOverError ? <AlertBanner tone="error">{startOverError}</AlertBanner> : null}
        <Button
          variant={hasPassword ? "secondary" : "primary"}
          disabled={busy}
          className="w-full"
          onClick={() => void startOver()}
        >
          {startingOver
            ? verifyEmailTexts.startingOver
            : hasPassword
              ? verifyEmailTexts.startOver
              : verifyEmailTexts.startOverNoPassword}
        </Button>
      </div>
    </section>
  );
}
