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
// the password typed twice and the terms ticked. One problem is shown at a time, the first in the form's order.

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

function firstOnly<Values>(errors: FieldErrors<Values>, order: readonly (keyof Values & string)[]) {
  const field = order.find((name) => errors[name]);
  return field ? ({ [field]: errors[field] } as FieldErrors<Values>) : errors;
}

export function checkLogin(values: LoginValues) {
  const checked = checkWithSchema(loginRequestSchema, values);
  if (checked.ok) return checked;
  return { ok: false, errors: firstOnly(checked.errors, ["email", "password"]) } as const;
}

/** In order: name present, email, password length, the two passwords match, terms ticked; the first failure stops. */
export function checkRegistration(values: RegistrationValues) {
  const checked = checkWithSchema(registerRequestSchema, values);
  type Check = FormCheck<RegistrationValues, typeof checked extends { data: infer D } ? D : never>;
  if (!checked.ok) {
    return { ok: false, errors: firstOnly(checked.errors, ["name", "email", "password"]) } as Check;
  }
  if (values.confirmPassword !== values.password) {
    return { ok: false, errors: { confirmPassword: authMessages.passwordsDoNotMatch } } as Check;
  }
  if (!values.acceptTerms) return { ok: false, errors: { acceptTerms: authMessages.termsRequired } } as Check;
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
