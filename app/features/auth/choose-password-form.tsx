import { accountFormAttributes } from "../../../contract/account-forms.ts";
import { passwordResetTexts, type PasswordResetResponse } from "../../../contract/password-reset-texts.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";
import { checkNewPassword, type NewPasswordValues } from "./account-checks.ts";

const initialValues: NewPasswordValues = { password: "", confirmPassword: "" };

/**
 * Sets the account's password with a one-time token. On /verify-email the token comes from the verification's answer.
 * On /reset-password there is none here: the emailed link left it in an HttpOnly cookie that the endpoint reads, and
 * the form is a plain form before (and without) JavaScript (ADR 0017). Once set, the form gives way to the answer and
 * a way to sign in.
 */
export function ChoosePasswordForm({ token }: { token?: string }) {
  const form = useForm({
    initialValues,
    validate: checkNewPassword,
    submit: async ({ password }) =>
      (
        await apiRequest<PasswordResetResponse>(
          "POST",
          "/auth/reset-password",
          token ? { token, password } : { password },
        )
      ).message,
    failure: (error) => ({ message: errorMessageFor(error, passwordResetTexts.failure) }),
  });
  const done = form.status.kind === "success";
  if (done) {
    return (
      <div className="flex w-full max-w-md flex-col items-start gap-5">
        <FormStatus status={form.status} element={form.statusElement} />
        <ButtonLink to="/login">{passwordResetTexts.signIn}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="w-full max-w-md">
      <form
        {...(token ? { method: "post" } : accountFormAttributes("reset-password"))}
        {...form.formProps}
        className="flex flex-col gap-5"
        aria-label={passwordResetTexts.resetTitle}
      >
        <FormStatus status={form.status} element={form.statusElement} />
        <TextField
          label={passwordResetTexts.newPassword}
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          required
          {...form.field("password")}
        />
        <TextField
          label={passwordResetTexts.confirmPassword}
          type="password"
          autoComplete="new-password"
          required
          {...form.field("confirmPassword")}
        />
        <Button type="submit" disabled={form.submitting} className="w-full">
          {form.submitting ? passwordResetTexts.saving : passwordResetTexts.save}
        </Button>
      </form>
    </div>
  );
}
