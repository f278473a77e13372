import {
  authMessages,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  newPasswordSchema,
  registerRequestSchema,
} from "../../../contract/auth.ts";
import { checkWithSchema } from "../../components/forms/check.ts";
import type { FieldErrors, FormCheck } from "../../components/forms/use-form.ts";

// The account forms check with the contract's schemas (the server's own rules), plus what only the page asks:
// the password typed twice and the terms ticked. Every field that needs fixing is flagged at once (the form kit's
// error summary lists them in the form's order); nothing is sent while any check fails.

export interface LoginValues extends Record<string, string | boolean> {
  email: string;
  password: string;
  rememberMe: boolean;
}

export interface RegistrationValues extends Record<string, string | boolean> {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  rememberMe: boolean;
}

export function checkLogin(values: LoginValues) {
  return checkWithSchema(loginRequestSchema, values);
}

/**
 * The required checks, in their order (email, password length, the two passwords match, terms ticked), after the name:
 * the first failure stops submission and is the first problem shown, and the others are shown with it, so one pass
 * fixes them all.
 */
export function checkRegistration(values: RegistrationValues) {
  const checked = checkWithSchema(registerRequestSchema, values);
  type Check = FormCheck<RegistrationValues, Extract<typeof checked, { ok: true }>["data"]>;
  const errors: FieldErrors<RegistrationValues> = checked.ok ? {} : { ...checked.errors };
  if (values.confirmPassword !== values.password) errors.confirmPassword = authMessages.passwordsDoNotMatch;
  if (!values.acceptTerms) errors.acceptTerms = authMessages.termsRequired;
  if (!checked.ok || Object.keys(errors).length > 0) return { ok: false, errors } as Check;
  return checked as Check;
}

export interface ForgotValues extends Record<string, string | boolean> {
  email: string;
}

export function checkForgot(values: ForgotValues) {
  return checkWithSchema(forgotPasswordRequestSchema, values);
}

export interface NewPasswordValues extends Record<string, string | boolean> {
  password: string;
  confirmPassword: string;
}

/** The registration's password rules, then the password typed twice. */
export function checkNewPassword(values: NewPasswordValues) {
  const checked = checkWithSchema(newPasswordSchema, values);
  type Check = FormCheck<NewPasswordValues, { password: string }>;
  if (!checked.ok) return checked as Check;
  if (values.confirmPassword !== values.password) {
    return { ok: false, errors: { confirmPassword: authMessages.passwordsDoNotMatch } } as Check;
  }
  return { ok: true, data: { password: values.password } } as Check;
}
