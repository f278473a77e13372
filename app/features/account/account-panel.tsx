import { useState } from "react";
import { AuthProvider, TOKEN_KEY, useAuth } from "../../lib/auth-context.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import {
  AccountActivitySections,
  AccountDataSection,
  AccountDeleted,
  signOutDeleted,
  wasJustDeleted,
} from "./account-data/account-data-sections.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { accountTexts } from "../../../contract/account.ts";
import { AccountSection } from "./account-section.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { PasskeySection } from "./passkey-section.tsx";
import { passkeyTexts } from "../../../contract/passkeys-texts.ts";
import { SessionList } from "./session-list.tsx";
import { TwoStepSection } from "./two-step-section.tsx";
import { twoStepSectionTexts } from "../../../contract/two-step.ts";
import { ConnectionsSection } from "./connections-section.tsx";
import { ProfileSection, useAccountProfile } from "./profile-section.tsx";
import { VerifyEmailBanner } from "./verify-email-banner.tsx";
import type { ReactNode } from "react";
import { accountDataTexts } from "../../../contract/account-data.ts";

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
    <SignedIn token={token} onPasswordChanged={() => setVersion((value) => value + 1)} version={version} />
  );
}

/** The sections, grouped in panels, in this order; the side navigation lists them by group. */
const groups = [
  {
    label: accountTexts.profileGroup,
    sections: [{ id: "account-profile", title: accountTexts.profileTitle }],
  },
  {
    label: accountTexts.securityGroup,
    sections: [
      { id: "account-password", title: accountTexts.passwordTitle },
      { id: "account-connections", title: accountTexts.connectionsTitle },
      { id: "account-passkeys", title: passkeyTexts.heading },
      { id: "account-two-step", title: twoStepSectionTexts.heading },
      { id: "account-sessions", title: accountTexts.sessionsTitle },
    ],
  },
  {
    label: accountTexts.activityGroup,
    sections: [
      { id: "account-applications", title: accountDataTexts.applicationsTitle },
      { id: "account-subscriptions", title: accountDataTexts.subscriptionsTitle },
    ],
  },
  { label: accountTexts.dataGroup, sections: [{ id: "account-data", title: accountDataTexts.dataTitle }] },
] as const;

function SignedIn({
  token,
  version,
  onPasswordChanged,
}: {
  token: string;
  version: number;
  onPasswordChanged: () => void;
}) {
  const profile = useAccountProfile(token);
  const unverified = profile.profile !== null && !profile.profile.emailVerified;
  return (
    // From lg, a side navigation beside the panels, so the page uses its width and every section is one jump away.
    <div className="lg:grid lg:grid-cols-[13rem_minmax(0,1fr)] lg:gap-12">
      <nav aria-label={accountTexts.navLabel} className="hidden lg:block">
        <div className="sticky top-24 flex flex-col gap-6 text-sm">
          {groups.map((group) => (
            <div key={group.label}>
              <p className="font-semibold tracking-wide text-brand-800 uppercase">{group.label}</p>
              <ul className="mt-2 flex flex-col border-l border-slate-200">
                {group.sections.map((section) => (
                  <li key={section.id}>
                    <a
                      href={`#${section.id}`}
                      className="-ml-px block border-l-2 border-transparent py-1.5 pl-3 text-slate-700 hover:border-brand-700 hover:text-slate-900"
                    >
                      {section.title}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className="flex min-w-0 flex-col gap-8">
        {unverified ? <VerifyEmailBanner token={token} /> : null}
        <AccountPanelGroup label={groups[0].label}>
          <ProfileSection token={token} {...profile} />
        </AccountPanelGroup>
        <AccountPanelGroup label={groups[1].label}>
          <AccountSection
            id="account-password"
            title={accountTexts.passwordTitle}
            lead={
              <>
                {accountTexts.passwordLead}{" "}
                <a
                  href="/forgot-password"
                  className="font-semibold text-brand-700 underline underline-offset-4"
                >
                  {accountTexts.passwordForgotLink}
                </a>
                .
              </>
            }
          >
            <ChangePasswordForm token={token} onChanged={onPasswordChanged} />
          </AccountSection>
          <ConnectionsSection token={token} version={version} />
          <AccountSection id="account-passkeys" title={passkeyTexts.heading} lead={passkeyTexts.lead}>
            <PasskeySection token={token} />
          </AccountSection>
          <AccountSection
            id="account-two-step"
            title={twoStepSectionTexts.heading}
            lead={twoStepSectionTexts.lead}
          >
            <TwoStepSection token={token} hasPassword={profile.profile?.hasPassword ?? true} />
          </AccountSection>
          <AccountSection
            id="account-sessions"
            title={accountTexts.sessionsTitle}
            lead={accountTexts.sessionsLead}
          >
            <SessionList token={token} version={version} />
          </AccountSection>
        </AccountPanelGroup>
        <AccountPanelGroup label={groups[2].label}>
          <AccountActivitySections token={token} />
        </AccountPanelGroup>
        <AccountPanelGroup label={groups[3].label}>
          <AccountDataSection token={token} onDeleted={signOutDeleted} />
        </AccountPanelGroup>
      </div>
    </div>
  );
}

/** One panel of related sections, under a small label, the sections divided by rules. */
function AccountPanelGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{label}</p>
      <div className="flex flex-col divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 bg-surface px-5 shadow-(--shadow-raised) sm:px-8 [&>section]:py-8">
        {children}
      </div>
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
