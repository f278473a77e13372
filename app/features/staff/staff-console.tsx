import { lazy, Suspense, useState, type ReactNode } from "react";
import { staffConsoleTexts, type SecondFactorState } from "../../../contract/staff.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { ButtonLink } from "../../components/ui/button.tsx";
import { MapCard } from "../../components/ui/map-card.tsx";
import { Tabs } from "../../components/ui/tabs.tsx";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { InboxPanel } from "./inbox-panel.tsx";
import { analyticsTexts } from "../../../contract/analytics.ts";
import { useStaffData } from "./use-staff-data.ts";

// The second factor's panels show once a session at most: their code loads when they do, not with every visit. They
// import nothing of the console that the page's own files do not hold, so loading them adds no file to the page.
const secondFactor = () => import("./second-factor.tsx");
const EnrolPanel = lazy(() => secondFactor().then((module) => ({ default: module.EnrolPanel })));
const VerifyPanel = lazy(() => secondFactor().then((module) => ({ default: module.VerifyPanel })));
// The tabs besides the inbox load when first chosen: the inbox, where staff spend the day, loads alone. What they share
// with the inbox is one file more (app/islands/island-chunks.ts), loaded with it.
const PipelinePanel = lazy(() => import("./pipeline-panel.tsx").then((m) => ({ default: m.PipelinePanel })));
const SavedRepliesPanel = lazy(() =>
  import("./saved-replies-panel.tsx").then((m) => ({ default: m.SavedRepliesPanel })),
);
const NewslettersPanel = lazy(() =>
  import("./newsletters-panel.tsx").then((m) => ({ default: m.NewslettersPanel })),
);
const AnalyticsPanel = lazy(() =>
  import("./analytics-panel.tsx").then((m) => ({ default: m.AnalyticsPanel })),
);
const adminPanels = () => import("./admin-panels.tsx");
const AccountsPanel = lazy(() => adminPanels().then((m) => ({ default: m.AccountsPanel })));
const AuditPanel = lazy(() => adminPanels().then((m) => ({ default: m.AuditPanel })));
const later = (panel: ReactNode) => (
  <Suspense fallback={<p className="text-slate-700">Loading...</p>}>{panel}</Suspense>
);

/**
 * The staff console at /staff, under the page's heading (app/pages/staff.astro; app/views/staff-console-island.tsx gives it
 * the session, as an island). The page is a prerendered shell; everything in it comes from the API with the session's
 * token, and the server checks the role and the second factor on every call.
 */
export function StaffConsole({ token, authLoading }: { token: string | null; authLoading: boolean }) {
  const [tab, setTab] = useState("inbox");
  const hydrated = useHydrated();
  const session = useStaffData<SecondFactorState>(
    authLoading ? null : token,
    "/auth/2fa",
    "Your session could not be checked.",
  );
  const factor = session.data;

  const signIn = (className: string) => (
    <div className={`flex flex-col items-start gap-4 ${className}`}>
      <p className="text-slate-700">{staffConsoleTexts.signInLead}</p>
      <ButtonLink to="/login?from=%2Fstaff" className="w-full">
        {staffConsoleTexts.signIn}
      </ButtonLink>
    </div>
  );
  // Until the console itself shows, the page is its gate: the console's name on a card over the page's map
  // (app/views/staff.tsx draws the map).
  const gate = (body: ReactNode, wide = false) => (
    <MapCard title={staffConsoleTexts.title} lead={staffConsoleTexts.lead} wide={wide}>
      {body}
    </MapCard>
  );
  if (!hydrated) {
    // The island starts at once only when a session is stored (ADR 0016): without one, the prerendered page already
    // says what the console would say.
    return gate(
      <>
        <p className="hidden text-slate-700 session-stored:block">{staffConsoleTexts.checking}</p>
        {signIn("session-stored:hidden")}
      </>,
    );
  }
  if (authLoading || (token && !factor && !session.error)) {
    return gate(<p className="text-slate-700">{staffConsoleTexts.checking}</p>);
  }
  if (!token) return gate(signIn(""));
  if (session.error || !factor) return gate(<AlertBanner tone="error">{session.error}</AlertBanner>);
  if (factor.role === "visitor") {
    return gate(
      <div className="flex flex-col items-start gap-4">
        <AlertBanner tone="error">{staffConsoleTexts.staffOnly}</AlertBanner>
        <ButtonLink to="/" variant="secondary">
          {staffConsoleTexts.home}
        </ButtonLink>
      </div>,
    );
  }
  if (!factor.enrolled) return gate(later(<EnrolPanel token={token} onVerified={session.reload} />), true);
  if (!factor.verified) return gate(later(<VerifyPanel token={token} onVerified={session.reload} />), true);
  const tabs: { id: string; label: string; panel: ReactNode }[] = [
    { id: "inbox", label: "Inbox", panel: <InboxPanel token={token} /> },
    // Mounted when selected, so each visit shows the latest state.
    {
      id: "pipeline",
      label: "Pipeline",
      panel: tab === "pipeline" ? later(<PipelinePanel token={token} />) : null,
    },
    {
      id: "saved-replies",
      label: "Saved replies",
      panel:
        tab === "saved-replies"
          ? later(<SavedRepliesPanel token={token} isAdmin={factor.role === "admin"} />)
          : null,
    },
    {
      id: "newsletters",
      label: "Newsletters",
      panel: tab === "newsletters" ? later(<NewslettersPanel token={token} />) : null,
    },
    {
      id: "analytics",
      label: analyticsTexts.tab,
      panel: tab === "analytics" ? later(<AnalyticsPanel token={token} />) : null,
    },
  ];
  if (factor.role === "admin") {
    tabs.push(
      // Mounted when selected, so each visit shows the latest state.
      {
        id: "accounts",
        label: "Accounts",
        panel: tab === "accounts" ? later(<AccountsPanel token={token} />) : null,
      },
      {
        id: "audit",
        label: "Audit log",
        panel: tab === "audit" ? later(<AuditPanel token={token} />) : null,
      },
    );
  }
  return (
    // Wider than the site's text column: the inbox sets its views, its list and an entry side by side.
    <div data-staff-console="" className="mx-auto w-full max-w-[90rem] px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-2xl sm:text-3xl">{staffConsoleTexts.title}</h1>
      <p className="mt-1 mb-4 text-sm text-slate-700 sm:mt-2 sm:mb-8 sm:text-base">
        {staffConsoleTexts.lead}
      </p>
      {tabs.length === 1 ? (
        tabs[0]!.panel
      ) : (
        <Tabs label="Staff console" tabs={tabs} selected={tab} onSelect={setTab} />
      )}
    </div>
  );
}
