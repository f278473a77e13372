import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField, TextField } from "../../components/ui/form-field.tsx";
import { useAuth } from "./auth-context.tsx";
import { useHydrated } from "./use-hydrated.ts";
import { AuthCard } from "./auth-card.tsx";
import { focusField } from "./login-page.tsx";
import { ProviderLinks } from "./provider-links.tsx";
import {
  validateRegistration,
  type FieldProblem,
  type RegistrationField,
  type RegistrationValues,
} from "./validation.ts";

const empty: RegistrationValues = {
  name: "",
  email: "",
  password: "",
  confirmPassword: "",
  acceptTerms: false,
};

/**
 * The registration page: heading 'Create an account today'; checks email, password length, confirmation and terms in
 * that order and stops at the first failure; the button reads 'Signing up...' while busy; success replaces history
 * with /login.
 */
export function RegisterPage() {
  const { register, error, clearError } = useAuth();
  const navigate = useNavigate();
  const [values, setValues] = useState(empty);
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FieldProblem<RegistrationField>>();
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();

  useEffect(() => clearError, [clearError]);

  const set = (field: RegistrationField) => (event: { target: HTMLInputElement }) =>
    setValues((current) => ({
      ...current,
      [field]: event.target.type === "checkbox" ? event.target.checked : event.target.value,
    }));
  const errorFor = (field: RegistrationField) => (problem?.field === field ? problem.message : undefined);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const found = validateRegistration(values);
    setProblem(found);
    if (found) {
      focusField(formRef.current, found.field);
      return;
    }
    setBusy(true);
    const ok = await register({
      name: values.name.trim(),
      email: values.email.trim(),
      password: values.password,
      rememberMe,
    });
    setBusy(false);
    if (ok) void navigate("/login", { replace: true });
  }

  return (
    <AuthCard title="Create an account today" lead="Join the Verdant Collective community.">
      {error ? (
        <div className="mb-6">
          <AlertBanner tone="error">{error}</AlertBanner>
        </div>
      ) : null}
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-5"
        aria-label="Create an account"
      >
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={set("name")}
          error={errorFor("name")}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={set("email")}
          error={errorFor("email")}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          required
          value={values.password}
          onChange={set("password")}
          error={errorFor("password")}
        />
        <TextField
          label="Confirm password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirmPassword}
          onChange={set("confirmPassword")}
          error={errorFor("confirmPassword")}
        />
        <CheckboxField
          name="acceptTerms"
          label={
            <>
              I agree to the{" "}
              <Link to="/terms" className="font-semibold text-brand-700 underline underline-offset-4">
                Terms and Conditions
              </Link>
            </>
          }
          checked={values.acceptTerms}
          onChange={set("acceptTerms")}
          error={errorFor("acceptTerms")}
        />
        <CheckboxField
          label="Remember me"
          name="rememberMe"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
        />
        <Button type="submit" disabled={busy || !hydrated} className="w-full">
          {busy ? "Signing up..." : "Create account"}
        </Button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          Sign in
        </Link>
      </p>
      <ProviderLinks returnTo="/" rememberMe={rememberMe} />
    </AuthCard>
  );
}
