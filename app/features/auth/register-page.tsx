import { useEffect } from "react";
import { Link, useNavigate } from "../../lib/navigation.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField, TextField } from "../../components/ui/form-field.tsx";
import { checkRegistration, type RegistrationValues } from "./account-checks.ts";
import { AuthProvider, useAuth } from "./auth-context.tsx";
import { ProviderLinks } from "./provider-links.tsx";

const initialValues: RegistrationValues = {
  name: "",
  email: "",
  password: "",
  confirmPassword: "",
  acceptTerms: false,
  rememberMe: false,
};

/**
 * The registration form (app/pages/register.astro puts it under the 'Create an account today' heading, as an island):
 * checks email, password length, confirmation and terms in that order and stops at the first failure; the button
 * reads 'Signing up...' while busy; success replaces history with /login. On an island page that is a page load, so
 * the header's script finds the new session.
 */
export function RegisterForm() {
  return (
    <AuthProvider>
      <RegisterFormBody />
    </AuthProvider>
  );
}

function RegisterFormBody() {
  const { register, error, clearError } = useAuth();
  const navigate = useNavigate();
  const form = useForm({
    initialValues,
    validate: checkRegistration,
    submit: async (payload) => {
      if (await register(payload)) void navigate("/login", { replace: true });
      return undefined;
    },
    // A failed registration shows the auth error above the form; what was typed stays.
    resetOnSuccess: false,
    focusStatusOnResult: false,
  });

  useEffect(() => clearError, [clearError]);

  return (
    <>
      {error ? (
        <div className="mb-6">
          <AlertBanner tone="error">{error}</AlertBanner>
        </div>
      ) : null}
      {/* No plain-form fallback: the session is kept by the page's script (ADR 0004), so the button waits for it. */}
      <form method="post" {...form.formProps} className="flex flex-col gap-5" aria-label="Create an account">
        <TextField label="Full name" autoComplete="name" required {...form.field("name")} />
        <TextField label="Email" type="email" autoComplete="email" required {...form.field("email")} />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters."
          required
          {...form.field("password")}
        />
        <TextField
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          required
          {...form.field("confirmPassword")}
        />
        <CheckboxField
          label={
            <>
              I agree to the{" "}
              <Link to="/terms" className="font-semibold text-brand-700 underline underline-offset-4">
                Terms and Conditions
              </Link>
            </>
          }
          {...form.checkbox("acceptTerms")}
        />
        <CheckboxField label="Remember me" {...form.checkbox("rememberMe")} />
        {/* A plain button that looks ready until the island has started (a press is held and replayed, ADR 0016). */}
        <Button
          type={form.hydrated ? "submit" : "button"}
          disabled={form.submitting}
          aria-disabled={form.hydrated ? undefined : true}
          className="w-full"
        >
          {form.submitting ? "Signing up..." : "Create account"}
        </Button>
      </form>
      <p className="mt-6 text-sm text-slate-700">
        Already have an account?{" "}
        <Link to="/login" className="font-semibold text-brand-700 underline underline-offset-4">
          Sign in
        </Link>
      </p>
      <ProviderLinks returnTo="/" rememberMe={form.values.rememberMe} />
    </>
  );
}
