import { emailProblem, hasControlCharacters, nameProblem } from "../../../contract/auth-input.ts";
import { authMessages, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../../../contract/auth-messages.ts";

export interface FieldProblem<Field extends string> {
  field: Field;
  message: string;
}

export interface RegistrationValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}
export type RegistrationField = keyof RegistrationValues;

/** SPEC §5: the checks run in order (name present, then email, length, match, terms); the first failure is reported. */
export function validateRegistration(
  values: RegistrationValues,
): FieldProblem<RegistrationField> | undefined {
  if (values.name.trim() === "") return { field: "name", message: authMessages.nameRequired };
  const badName = nameProblem(values.name);
  if (badName) return { field: "name", message: badName };
  const badEmail = emailProblem(values.email);
  if (badEmail) return { field: "email", message: badEmail };
  if (hasControlCharacters(values.password)) {
    return { field: "password", message: authMessages.passwordControlCharacters };
  }
  if (values.password.length < MIN_PASSWORD_LENGTH) {
    return { field: "password", message: authMessages.passwordTooShort };
  }
  if (values.password.length > MAX_PASSWORD_LENGTH) {
    return { field: "password", message: authMessages.passwordTooLong };
  }
  if (values.confirmPassword !== values.password) {
    return { field: "confirmPassword", message: authMessages.passwordsDoNotMatch };
  }
  if (!values.acceptTerms) return { field: "acceptTerms", message: authMessages.termsRequired };
  return undefined;
}

export type LoginField = "email" | "password";

export function validateLogin(values: {
  email: string;
  password: string;
}): FieldProblem<LoginField> | undefined {
  const badEmail = emailProblem(values.email);
  if (badEmail) return { field: "email", message: badEmail };
  if (values.password === "") return { field: "password", message: authMessages.passwordRequired };
  if (hasControlCharacters(values.password)) {
    return { field: "password", message: authMessages.passwordControlCharacters };
  }
  return undefined;
}
