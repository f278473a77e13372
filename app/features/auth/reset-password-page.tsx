import { passwordResetTexts } from "../../../contract/password-reset-texts.ts";
import { ChoosePasswordForm } from "./choose-password-form.tsx";

/**
 * The form of /reset-password (app/pages/reset-password.astro, as an island). The emailed link's token is already in
 * an HttpOnly cookie (server/auth/reset-link-handover.ts), so the form needs none of its own, and works as a plain
 * form without JavaScript.
 */
export function ResetPasswordForm() {
  return (
    <div className="flex flex-col gap-5">
      <ChoosePasswordForm />
      <p className="text-sm text-slate-700">
        Link not working?{" "}
        <a href="/forgot-password" className="font-semibold text-brand-700 underline underline-offset-4">
          {passwordResetTexts.askAgain}
        </a>
      </p>
    </div>
  );
}
