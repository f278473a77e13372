import { useEffect } from "react";
import { Link, useNavigate } from "../../lib/navigation.tsx";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField, TextField } from "../../components/ui/form-field.tsx";
import { checkRegistration, type RegistrationValues } from "./account-checks.ts";
import { AuthProvider, useAuth } from "../../lib/auth-context.tsx";
import { rememberJustRegistered } from "./just-registered.ts";
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
 * checks email, password length, confirmation and terms in that order, flags every failure (the first comes first)
 * and sends nothing while any fails; the button reads 'Signing up...' while busy; success stores the session (the
 * the auth state the site keeps) and replaces history with /login, which says the account is created (ADR 0041). On an island
 * page that is a page load, so the header's script finds the new session.
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
      // The required redirect to /login; /login then says the account is created (ADR 0041).
      if (await register(payload)) {
        rememberJustRegistered(payload.email);
        void navigate("/login", { replace: true });
      }
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
        <FormStatus status={form.status} element={form.statusElement} />
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
        {/* A plain button until the island has started, ready for a press (it is held and replayed, ADR 0016). */}
        <Button type={form.hydrated ? "submit" : "button"} disabled={form.submitting} className="w-full">
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
