import { accountFormAttributes } from "../../../contract/account-forms.ts";
import { passwordResetTexts, type PasswordResetResponse } from "../../../contract/password-reset-texts.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";
import { checkForgot, type ForgotValues } from "./account-checks.ts";

const initialValues: ForgotValues = { email: "" };

/**
 * The form of /forgot-password (app/pages/forgot-password.astro, as an island). The answer is the same whether or not
 * the address has an account, so the page tells nobody who is registered.
 */
export function ForgotPasswordForm() {
  const form = useForm({
    initialValues,
    validate: checkForgot,
    submit: async (data) =>
      (await apiRequest<PasswordResetResponse>("POST", "/auth/forgot-password", data)).message,
    failure: (error) => ({ message: errorMessageFor(error, passwordResetTexts.failure) }),
  });
  return (
    <div className="flex flex-col gap-5">
      <form
        {...accountFormAttributes("forgot-password")}
        {...form.formProps}
        className="flex flex-col gap-5"
        aria-label={passwordResetTexts.forgotTitle}
      >
        <FormStatus status={form.status} element={form.statusElement} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field("email")} />
        <Button type="submit" disabled={form.submitting} className="w-full">
          {form.submitting ? passwordResetTexts.sending : passwordResetTexts.send}
        </Button>
      </form>
      <p className="text-sm text-slate-700">
        Remembered it?{" "}
        <a href="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          Sign in
        </a>
      </p>
    </div>
  );
}
