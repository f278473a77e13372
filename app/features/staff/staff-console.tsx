import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Link } from "../../lib/navigation.tsx";
import type { SecondFactorState } from "../../../contract/staff.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Tabs } from "../../components/ui/tabs.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { AccountsPanel, AuditPanel } from "./admin-panels.tsx";
import { InboxPanel } from "./inbox-panel.tsx";
import { EnrolPanel, VerifyPanel } from "./second-factor.tsx";
import { staffRequest } from "./staff-api.ts";

type State =
  | { kind: "checking" }
  | { kind: "signed-out" }
  | { kind: "ready"; factor: SecondFactorState }
  | { kind: "failed"; message: string };

/**
 * The staff console at /staff, under the page's heading (app/pages/staff.astro; app/views/staff-console-island.tsx gives it
 * the session, as an island). The page is a prerendered shell; everything in it comes from the API with the session's
 * token, and the server checks the role and the second factor on every call.
 */
export function StaffConsole({ token, authLoading }: { token: string | null; authLoading: boolean }) {
  const [state, setState] = useState<State>({ kind: "checking" });
  const [tab, setTab] = useState("inbox");
  const hydrated = useHydrated();

  const check = useCallback(async () => {
    if (!token) {
      setState({ kind: "signed-out" });
      return;
    }
    try {
      setState({ kind: "ready", factor: await staffRequest<SecondFactorState>(token, "GET", "/auth/2fa") });
    } catch (failure) {
      setState({ kind: "failed", message: errorMessageFor(failure, "Your session could not be checked.") });
    }
  }, [token]);

  useEffect(() => {
    if (authLoading) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void check();
  }, [authLoading, check]);

  const signIn = (className: string) => (
    <p className={`text-slate-700 ${className}`}>
      Please{" "}
      <Link to="/login?from=%2Fstaff" className="font-semibold text-brand-700 underline">
        sign in
      </Link>{" "}
      with a staff account.
    </p>
  );
  let body;
  if (!hydrated) {
    // The island starts at once only when a session is stored (ADR 0016): without one, the prerendered page already
    // says what the console would say.
    body = (
      <>
        <p className="hidden text-slate-700 session-stored:block">Checking your session...</p>
        {signIn("session-stored:hidden")}
      </>
    );
  } else if (state.kind === "checking" || authLoading) {
    body = <p className="text-slate-700">Checking your session...</p>;
  } else if (state.kind === "signed-out" || !token) {
    body = signIn("");
  } else if (state.kind === "failed") {
    body = <AlertBanner tone="error">{state.message}</AlertBanner>;
  } else if (state.factor.role === "visitor") {
    body = <AlertBanner tone="error">This page is for staff of the collective only.</AlertBanner>;
  } else if (!state.factor.enrolled) {
    body = <EnrolPanel token={token} onVerified={() => void check()} />;
  } else if (!state.factor.verified) {
    body = <VerifyPanel token={token} onVerified={() => void check()} />;
  } else {
    const tabs: { id: string; label: string; panel: ReactNode }[] = [
      { id: "inbox", label: "Inbox", panel: <InboxPanel token={token} /> },
    ];
    if (state.factor.role === "admin") {
      tabs.push(
        // Mounted when selected, so each visit shows the latest state.
        {
          id: "accounts",
          label: "Accounts",
          panel: tab === "accounts" ? <AccountsPanel token={token} /> : null,
        },
        { id: "audit", label: "Audit log", panel: tab === "audit" ? <AuditPanel token={token} /> : null },
      );
    }
    body =
      tabs.length === 1 ? (
        tabs[0]!.panel
      ) : (
        <Tabs label="Staff console" tabs={tabs} selected={tab} onSelect={setTab} />
      );
  }

  return body;
}
