import { useState } from "react";
import { AuthProvider, TOKEN_KEY, useAuth } from "./auth-context.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import {
  AccountDataSections,
  AccountDeleted,
  signOutDeleted,
  wasJustDeleted,
} from "./account-data/account-data-sections.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { PasskeySection } from "./passkey-section.tsx";
import { passkeyTexts } from "../../../contract/passkey-texts.ts";
import { SessionList } from "./session-list.tsx";
import { ConnectionsSection } from "./connections-section.tsx";
import { ProfileSection } from "./profile-section.tsx";

/**
 * What /account shows the signed-in person (app/pages/account.astro, as an island): their name and email (changed
 * here), their password, their sign-in methods, and where they are signed in. Signed out, a way to sign in and come back.
 */
export function AccountPanel() {
  return (
    <AuthProvider>
      <AccountPanelBody />
    </AuthProvider>
  );
}

function AccountPanelBody() {
  const { currentUser, loading } = useAuth();
  const hydrated = useHydrated();
  const [version, setVersion] = useState(0);
  // Kept once seen: the deleted page drops the fragment from the address.
  const [deleted, setDeleted] = useState(false);
  if (hydrated && !deleted && wasJustDeleted()) setDeleted(true);
  if (deleted) return <AccountDeleted />;
  if (!hydrated || loading) {
    return (
      <>
        <p className="hidden text-slate-700 session-stored:block url-fragment:block">
          Loading your account...
        </p>
        <SignedOut className="session-stored:hidden url-fragment:hidden" />
      </>
    );
  }
  const token = window.localStorage.getItem(TOKEN_KEY);
  if (!currentUser || !token) return <SignedOut />;
  return (
    <div className="flex flex-col gap-12">
      <ProfileSection token={token} />
      <section aria-labelledby="account-password">
        <h2 id="account-password" className="text-2xl">
          Password
        </h2>
        <p className="mt-2 mb-4 max-w-xl text-slate-700">
          Changing it signs you out on every other device. Forgot it?{" "}
          <a href="/forgot-password" className="font-semibold text-brand-700 underline underline-offset-4">
            Get a link by email
          </a>
          .
        </p>
        <ChangePasswordForm token={token} onChanged={() => setVersion((value) => value + 1)} />
      </section>
      <ConnectionsSection token={token} version={version} />
      <section aria-labelledby="account-passkeys">
        <h2 id="account-passkeys" className="text-2xl">
          {passkeyTexts.heading}
        </h2>
        <p className="mt-2 mb-4 max-w-xl text-slate-700">{passkeyTexts.lead}</p>
        <PasskeySection token={token} />
      </section>
      <section aria-labelledby="account-sessions">
        <h2 id="account-sessions" className="text-2xl">
          Where you are signed in
        </h2>
        <p className="mt-2 mb-4 max-w-xl text-slate-700">
          Sign out any device you do not recognise, then change your password.
        </p>
        <SessionList token={token} version={version} />
      </section>
      <AccountDataSections token={token} onDeleted={signOutDeleted} />
    </div>
  );
}

function SignedOut({ className = "" }: { className?: string }) {
  return (
    <div className={`flex flex-col items-start gap-4 ${className}`}>
      <p className="text-slate-700">Sign in to see and change your account.</p>
      <ButtonLink to="/login?from=%2Faccount">Sign in</ButtonLink>
    </div>
  );
}
