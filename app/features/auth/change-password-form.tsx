import type { ChangePasswordResponse } from "../../../contract/account.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/form-field.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";
import { checkChangePassword, type ChangePasswordValues } from "./account-password-checks.ts";

const initialValues: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Changes the password with the current one; the other sessions end (the list below is reloaded). */
export function ChangePasswordForm({ token, onChanged }: { token: string; onChanged: () => void }) {
  const form = useForm({
    initialValues,
    validate: checkChangePassword,
    submit: async (data) => {
      const answer = await apiRequest<ChangePasswordResponse>("POST", "/account/password", data, { token });
      onChanged();
      return answer.message;
    },
    failure: (error) => ({ message: errorMessageFor(error, "Sorry, we could not change your password.") }),
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
        hint="Leave empty if you have only signed in with Google or Facebook."
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
      <Button type="submit" disabled={form.submitting} className="self-start">
        {form.submitting ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
