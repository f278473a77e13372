import { authMessages } from "../../../contract/auth-texts.ts";
import { changePasswordRequestSchema } from "../../../contract/account.ts";
import { checkWithSchema } from "../../components/forms/check.ts";
import type { FormCheck } from "../../components/forms/use-form.ts";

export interface ChangePasswordValues extends Record<string, string | boolean> {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The contract's rules for the new password, then the new password typed twice. */
export function checkChangePassword(values: ChangePasswordValues) {
  type Check = FormCheck<ChangePasswordValues, { currentPassword?: string; newPassword: string }>;
  const checked = checkWithSchema(changePasswordRequestSchema, {
    newPassword: values.newPassword,
    ...(values.currentPassword ? { currentPassword: values.currentPassword } : {}),
  });
  if (!checked.ok) return checked as Check;
  if (values.confirmPassword !== values.newPassword) {
    return { ok: false, errors: { confirmPassword: authMessages.passwordsDoNotMatch } } as Check;
  }
  return checked as Check;
}
