import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "../../lib/navigation.tsx";
import { authMessages, oauthErrorMessage } from "../../../contract/auth-texts.ts";
import { forgotPasswordLink } from "../../../contract/password-reset-texts.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { CheckboxField, TextField } from "../../components/ui/form-field.tsx";
import { FormStatus } from "../../components/forms/form-status.tsx";
import { useForm } from "../../components/forms/use-form.ts";
import { checkLogin, type LoginValues } from "./account-checks.ts";
import { AuthProvider, useAuth } from "../../lib/auth-context.tsx";
import { PasskeySignInButton, usePasskeySignIn } from "./passkey-sign-in.tsx";
import {
  PROVIDER_REMEMBER_KEY,
  PROVIDER_RETURN_KEY,
  PROVIDER_STARTED_KEY,
  ProviderLinks,
} from "./provider-links.tsx";
import { safeReturnPath } from "./return-path.ts";
import { SignedInNotice, StoredSessionNotice } from "./signed-in-notice.tsx";

// Only accounts with two-step sign-in see the code step: it loads when a sign-in asks for it.
const SecondStepForm = lazy(() =>
  import("./second-step-form.tsx").then((module) => ({ default: module.SecondStepForm })),
);

const initialValues: LoginValues = { email: "", password: "", rememberMe: false };

interface LoginPageState {
  providerError?: string;
  exchanging?: boolean;
}

/**
 * The login form (app/pages/login.astro puts it under the 'Welcome back' heading, as an island): email, password and
 * 'Remember me', then the link to register and the providers' links (which carry the return path and the
 * remember-me choice); the button reads 'Signing in...' while busy; success replaces history with the page the
 * visitor was sent from, or / when there is none. On an island page that is a page load, so the header's script
 * finds the new session.
 */
export function LoginForm() {
  return (
    <AuthProvider>
      <LoginFormBody />
    </AuthProvider>
  );
}

function LoginFormBody() {
  const {
    login,
    completeProviderSignIn,
    secondStep,
    completeSecondStep,
    cancelSecondStep,
    error,
    clearError,
    currentUser,
    loading,
  } = useAuth();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [dismissedAt, setDismissedAt] = useState<string>();
  const location = useLocation();
  const pageState = (location.state ?? {}) as LoginPageState;
  const returnTo = safeReturnPath(searchParams.get("from"));
  const afterSignIn = useCallback(() => void navigate(returnTo, { replace: true }), [navigate, returnTo]);
  // Where a sign-in that asked for a code goes once the code is taken (a provider's sign-in brings its own).
  const stepReturnTo = useRef(returnTo);
  const form = useForm({
    initialValues,
    validate: (values: LoginValues) => {
      setDismissedAt(location.key);
      passkey.clearProblem();
      const checked = checkLogin(values);
      if (!checked.ok) clearError();
      return checked;
    },
    submit: async ({ email, password, rememberMe }) => {
      stepReturnTo.current = returnTo;
      if (await login(email, password, rememberMe)) void navigate(returnTo, { replace: true });
      return undefined;
    },
    // A failed sign-in shows the auth error above the form; what was typed stays.
    resetOnSuccess: false,
    focusStatusOnResult: false,
  });
  const passkey = usePasskeySignIn({ rememberMe: form.values.rememberMe, onSignedIn: afterSignIn });
  const busy = form.submitting || pageState.exchanging === true || passkey.busy;
  const providerError = dismissedAt === location.key ? undefined : pageState.providerError;
  const handledCode = useRef(false);

  // Coming back from Google or Facebook: a one-time code to trade for a session, or the reason it failed. The
  // outcome travels in the history entry's state, so the prerendered page and its first client render agree.
  useEffect(() => {
    const code = searchParams.get("code");
    const reason = searchParams.get("oauthError");
    if (reason) {
      const message = oauthErrorMessage(reason, searchParams.get("provider"));
      void navigate("/login", { replace: true, state: { providerError: message } satisfies LoginPageState });
      return;
    }
    if (!code || handledCode.current) return;
    handledCode.current = true;
    const saved = takeProviderReturn();
    // A code this tab did not ask for (a link someone sent, another browser's flow) is never exchanged: it would
    // sign the visitor in to somebody else's account. The server also checks the code's binding cookie.
    if (!saved.started) {
      void navigate("/login", {
        replace: true,
        state: { providerError: authMessages.signInNotStartedHere } satisfies LoginPageState,
      });
      return;
    }
    void navigate("/login", { replace: true, state: { exchanging: true } satisfies LoginPageState });
    stepReturnTo.current = saved.returnTo;
    void completeProviderSignIn(code, saved.rememberMe).then((ok) =>
      navigate(ok ? saved.returnTo : "/login", { replace: true }),
    );
  }, [searchParams, navigate, completeProviderSignIn]);

  // The auth error belongs to this visit of the page.
  useEffect(() => clearError, [clearError]);

  const shownError = error ?? passkey.problem ?? providerError;
  return (
    <>
      {!form.hydrated || loading ? (
        <StoredSessionNotice />
      ) : currentUser && !busy ? (
        <SignedInNotice email={currentUser.email} />
      ) : null}
      {shownError ? (
        <div className="mb-6">
          <AlertBanner tone="error">{shownError}</AlertBanner>
        </div>
      ) : null}
      {secondStep ? (
        <Suspense fallback={<p className="text-slate-700">Loading...</p>}>
          <SecondStepForm
            send={async (code) => {
              if (await completeSecondStep(code)) void navigate(stepReturnTo.current, { replace: true });
            }}
            onCancel={() => {
              cancelSecondStep();
              form.setValue("password", "");
            }}
          />
        </Suspense>
      ) : (
        renderPasswordStep()
      )}
    </>
  );

  // Called, not rendered as a component: a component made inside this one would be a new type each render.
  function renderPasswordStep() {
    return (
      <>
        {/* No plain-form fallback: the session is kept by the page's script (ADR 0004), so the button waits for it. */}
        <form method="post" {...form.formProps} className="flex flex-col gap-5" aria-label="Sign in">
          <FormStatus status={form.status} element={form.statusElement} />
          {/* "webauthn": the browser may offer the site's passkeys in this field's autofill (usePasskeySignIn). */}
          <TextField
            label="Email"
            type="email"
            autoComplete="username webauthn"
            required
            {...form.field("email")}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            {...form.field("password")}
          />
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <CheckboxField label="Remember me" {...form.checkbox("rememberMe")} />
            <Link
              to="/forgot-password"
              className="text-sm font-semibold text-brand-700 underline underline-offset-4"
            >
              {forgotPasswordLink}
            </Link>
          </div>
          {/* Until the island has started, the button is a plain button (a press is held and replayed once it has,
            ADR 0016): it is ready for a press from the first paint, so it neither looks nor says disabled. */}
          <Button
            type={form.hydrated ? "submit" : "button"}
            // Signed in already: the notice's way on is the page's one primary action, this form the other way.
            variant={form.hydrated && !loading && currentUser ? "secondary" : "primary"}
            disabled={busy}
            className="w-full"
          >
            {busy ? "Signing in..." : "Sign in"}
          </Button>
        </form>
        <PasskeySignInButton
          supported={passkey.supported}
          hydrated={form.hydrated}
          busy={passkey.busy}
          disabled={busy}
          onPress={() => void passkey.signInWithPasskey()}
        />
        <p className="mt-6 text-sm text-slate-700">
          Don&apos;t have an account?{" "}
          <Link to="/register" className="font-semibold text-brand-700 underline underline-offset-4">
            Register
          </Link>
        </p>
        <ProviderLinks returnTo={returnTo} rememberMe={form.values.rememberMe} />
      </>
    );
  }
}

function takeProviderReturn(): { returnTo: string; rememberMe: boolean; started: boolean } {
  try {
    const returnTo = safeReturnPath(window.sessionStorage.getItem(PROVIDER_RETURN_KEY));
    const rememberMe = window.sessionStorage.getItem(PROVIDER_REMEMBER_KEY) === "true";
    const started = window.sessionStorage.getItem(PROVIDER_STARTED_KEY) === "true";
    window.sessionStorage.removeItem(PROVIDER_RETURN_KEY);
    window.sessionStorage.removeItem(PROVIDER_REMEMBER_KEY);
    window.sessionStorage.removeItem(PROVIDER_STARTED_KEY);
    return { returnTo, rememberMe, started };
  } catch {
    return { returnTo: "/", rememberMe: false, started: false };
  }
}
