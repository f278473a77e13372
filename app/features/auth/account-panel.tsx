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
import { accountTexts } from "../../../contract/account.ts";
import { AccountSection } from "./account-section.tsx";
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
      <AccountSection
        id="account-password"
        title={accountTexts.passwordTitle}
        lead={
          <>
            {accountTexts.passwordLead}{" "}
            <a href="/forgot-password" className="font-semibold text-brand-700 underline underline-offset-4">
              {accountTexts.passwordForgotLink}
            </a>
            .
          </>
        }
      >
        <ChangePasswordForm token={token} onChanged={() => setVersion((value) => value + 1)} />
      </AccountSection>
      <ConnectionsSection token={token} version={version} />
      <AccountSection id="account-passkeys" title={passkeyTexts.heading} lead={passkeyTexts.lead}>
        <PasskeySection token={token} />
      </AccountSection>
      <AccountSection
        id="account-sessions"
        title={accountTexts.sessionsTitle}
        lead={accountTexts.sessionsLead}
      >
        <SessionList token={token} version={version} />
      </AccountSection>
      <AccountDataSections token={token} onDeleted={signOutDeleted} />
    </div>
  );
}

function SignedOut({ className = "" }: { className?: string }) {
  return (
    <div
      className={`flex max-w-md flex-col items-start gap-4 rounded-(--radius-card) border border-slate-200 bg-surface p-6 shadow-(--shadow-raised) ${className}`}
    >
      <p className="text-slate-700">Sign in to see and change your account.</p>
      <ButtonLink to="/login?from=%2Faccount">Sign in</ButtonLink>
    </div>
  );
}
