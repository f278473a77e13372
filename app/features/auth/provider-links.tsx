import { useId } from "react";
import { buttonClasses } from "../../components/ui/button.tsx";

export const PROVIDER_RETURN_KEY = "authReturnTo";
export const PROVIDER_REMEMBER_KEY = "authRememberMe";
/** Set when this tab starts a provider sign-in: the login page exchanges a returning code only if it is there. */
export const PROVIDER_STARTED_KEY = "authProviderStarted";

/**
 * Two 'Or continue with' links, for a Google-type and a Facebook-type provider: plain navigations (not fetches) to
 * /api/auth/google and /api/auth/facebook.
 * Before leaving, the page remembers where to return and the remember-me choice for when the visitor comes back,
 * and that this tab started the sign-in. A press made before the island has started is held until it has
 * (data-hold-press, app/islands/interaction-directive.ts), so the first one signs in too.
 */
export function ProviderLinks({ returnTo, rememberMe }: { returnTo: string; rememberMe: boolean }) {
  const labelId = useId();
  const remember = () => {
    try {
      window.sessionStorage.setItem(PROVIDER_RETURN_KEY, returnTo);
      window.sessionStorage.setItem(PROVIDER_REMEMBER_KEY, String(rememberMe));
      window.sessionStorage.setItem(PROVIDER_STARTED_KEY, "true");
    } catch {
      // Without session storage the visitor simply lands on the home page afterwards.
    }
  };
  return (
    <div role="group" aria-labelledby={labelId} className="mt-8">
      <div className="flex items-center gap-3 text-sm text-slate-600">
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
        <span id={labelId}>Or continue with</span>
        <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <a
          href="/api/auth/google"
          onClick={remember}
          data-hold-press=""
          className={buttonClasses("secondary", "w-full")}
        >
          <GoogleMark />
          Google
        </a>
        <a
          href="/api/auth/facebook"
          onClick={remember}
          data-hold-press=""
          className={buttonClasses("secondary", "w-full")}
        >
          <FacebookMark />
          Facebook
        </a>
      </div>
    </div>
  );
}

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6H1.3a12 12 0 0 0 0 10.8l4-3.1z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.4.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
      />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <path
        fill="#1877F2"
        d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      />
    </svg>
  );
}
