import { useEffect, useState } from "react";
import { accountTexts } from "../../../contract/account.ts";
import { AccountSection } from "./account-section.tsx";
import {
  connectedMessage,
  connectErrorMessage,
  connectionTexts,
  disconnectedMessage,
  type AccountConnection,
  type AccountConnections,
  type ConnectionStart,
} from "../../../contract/account-profile.ts";
import { oauthProviderNames, oauthProviders, type OAuthProvider } from "../../../contract/auth-texts.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";

const since = (iso: string) =>
  new Date(iso).toLocaleDateString("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** What a finished connection flow left in the address: /account?connected=google, or ?connectError=…&provider=…. */
function flowOutcome(): { text: string; ok: boolean } | null {
  const params = new URLSearchParams(window.location.search);
  const connected = params.get("connected");
  const failed = connectErrorMessage(params.get("connectError"), params.get("provider"));
  if (failed) return { text: failed, ok: false };
  const provider = oauthProviders.find((name) => name === connected);
  return provider ? { text: connectedMessage(provider), ok: true } : null;
}

/**
 * "Sign-in methods" on /account: the password's state, and Google and Facebook, each connected (disconnect it) or
 * not (connect it: the browser goes through the provider and comes back here). The server refuses to take the
 * last way in.
 */
export function ConnectionsSection({ token, version }: { token: string; version: number }) {
  const [state, setState] = useState<AccountConnections | null>(null);
  // The panel renders this only once hydrated, so the address can be read at once.
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(flowOutcome);
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);

  // Shown once: a reload does not show it again.
  useEffect(() => {
    if (window.location.search) {
      window.history.replaceState(window.history.state, "", window.location.pathname);
    }
  }, []);

  useEffect(() => {
    let live = true;
    apiRequest<AccountConnections>("GET", "/account/connections", undefined, { token })
      .then((answer) => {
        if (live) setState(answer);
      })
      .catch((error: unknown) => {
        if (live) setMessage({ text: errorMessageFor(error, "Sorry, we could not load them."), ok: false });
      });
    return () => {
      live = false;
    };
  }, [token, version, reload]);

  async function connect(provider: OAuthProvider) {
    setBusy(true);
    setMessage(null);
    try {
      const { location } = await apiRequest<ConnectionStart>(
        "POST",
        `/account/connections/${provider}/connect`,
        undefined,
        { token },
      );
      window.location.assign(location);
    } catch (error) {
      setMessage({ text: errorMessageFor(error, "Sorry, that did not work. Please try again."), ok: false });
      setBusy(false);
    }
  }

  async function disconnect(provider: OAuthProvider) {
    setBusy(true);
    setMessage(null);
    try {
      await apiRequest("POST", `/account/connections/${provider}/disconnect`, undefined, { token });
      setMessage({ text: disconnectedMessage(provider), ok: true });
      setReload((value) => value + 1);
    } catch (error) {
      setMessage({ text: errorMessageFor(error, "Sorry, that did not work. Please try again."), ok: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountSection
      id="account-connections"
      title={accountTexts.connectionsTitle}
      lead={
        state ? (
          <>
            {state.hasPassword ? connectionTexts.hasPassword : connectionTexts.noPassword}{" "}
            {connectionTexts.notificationNote}
          </>
        ) : null
      }
    >
      <div className="flex flex-col gap-4" aria-live="polite">
        {message ? <AlertBanner tone={message.ok ? "success" : "error"}>{message.text}</AlertBanner> : null}
        {state === null ? (
          <p className="text-slate-700">{accountTexts.loading}</p>
        ) : (
          <ul className="max-w-xl divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200">
            {state.connections.map((connection) => (
              <ProviderRow
                key={connection.provider}
                connection={connection}
                onlyWayIn={connection.connected && state.waysIn <= 1}
                busy={busy}
                onConnect={() => void connect(connection.provider)}
                onDisconnect={() => void disconnect(connection.provider)}
              />
            ))}
          </ul>
        )}
      </div>
    </AccountSection>
  );
}

function ProviderRow({
  connection,
  onlyWayIn,
  busy,
  onConnect,
  onDisconnect,
}: {
  connection: AccountConnection;
  onlyWayIn: boolean;
  busy: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
}) {
  const name = oauthProviderNames[connection.provider];
  const status = connection.connected
    ? `Connected${connection.connectedAt ? ` since ${since(connection.connectedAt)}` : ""}${
        onlyWayIn ? ". It is your only way to sign in." : ""
      }`
    : connection.available
      ? connectionTexts.notConnected
      : connectionTexts.unavailable;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div>
        <p className="font-semibold text-slate-900">{name}</p>
        <p className="text-sm text-slate-700">{status}</p>
      </div>
      {connection.connected ? (
        <Button type="button" variant="secondary" disabled={busy} onClick={onDisconnect}>
          Disconnect {name}
        </Button>
      ) : connection.available ? (
        <Button type="button" variant="secondary" disabled={busy} onClick={onConnect}>
          Connect {name}
        </Button>
      ) : null}
    </li>
  );
}
