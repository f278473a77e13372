import { useRef, useState } from "react";
import type { ChangePasswordResponse } from "../../../contract/account.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { ApiRequestError, apiRequest, errorMessageFor } from "../../lib/api-client.ts";
import { checkChangePassword, type ChangePasswordValues } from "./account-password-checks.ts";
import { passkeyConfirmation, passkeyProblem, passkeysSupported } from "../../lib/passkey-browser.ts";

const initialValues: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };
const failed = "Sorry, we could not change your password.";

/**
 * Changes the password with the current one; the other sessions end (the list below is reloaded). An account
 * without a password sets its first one after a sign-in minutes old; when the server says this one is older (403),
 * the form offers to confirm with one of the account's passkeys instead, which any account may use.
 */
export function ChangePasswordForm({ token, onChanged }: { token: string; onChanged: () => void }) {
  const [offerPasskey, setOfferPasskey] = useState(false);
  // Set by the passkey button for the submission it starts: that one asks the passkey first.
  const withPasskey = useRef(false);
  const form = useForm({
    initialValues,
    validate: checkChangePassword,
    submit: async (data) => {
      const proof = withPasskey.current ? { passkey: await passkeyConfirmation(token) } : {};
      const answer = await apiRequest<ChangePasswordResponse>(
        "POST",
        "/account/password",
        { ...data, ...proof },
        { token },
      );
      setOfferPasskey(false);
      onChanged();
      return answer.message;
    },
    failure: (error) => {
      const viaPasskey = withPasskey.current;
      withPasskey.current = false;
      if (error instanceof ApiRequestError && error.status === 403) setOfferPasskey(true);
      return { message: viaPasskey ? passkeyProblem(error) : errorMessageFor(error, failed) };
    },
  });
  return (
    <form
      method="post"
      {...form.formProps}
      className="flex max-w-md flex-col gap-5"
      aria-label="Change your password"
    >
      <FormStatus status={form.status} element={form.statusElement} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        hint="Leave empty if your account has no password yet (you sign in with Google, Facebook or a passkey)."
        {...form.field("currentPassword")}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        required
        {...form.field("newPassword")}
      />
      <TextField
        label="Repeat the new password"
        type="password"
        autoComplete="new-password"
        required
        {...form.field("confirmPassword")}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.submitting}>
          {form.submitting ? "Saving..." : "Change password"}
        </Button>
        {offerPasskey && passkeysSupported() ? (
          <Button
            variant="secondary"
            disabled={form.submitting}
            onClick={(event) => {
              withPasskey.current = true;
              event.currentTarget.form?.requestSubmit();
            }}
          >
            Confirm with a passkey
          </Button>
        ) : null}
      </div>
    </form>
  );
}
