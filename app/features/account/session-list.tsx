import { useEffect, useState } from "react";
import type { AccountSession, AccountSessions, EndedSessions } from "../../../contract/account.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button } from "../../components/ui/button.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) +
  " UTC";

/** The account's sessions, each with its browser and times; end one, or every other. `version` reloads it. */
export function SessionList({ token, version }: { token: string; version: number }) {
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    apiRequest<AccountSessions>("GET", "/account/sessions", undefined, { token })
      .then((answer) => {
        if (live) setSessions(answer.sessions);
      })
      .catch((error: unknown) => {
        if (live)
          setMessage({ text: errorMessageFor(error, "Sorry, we could not load your sessions."), ok: false });
      });
    return () => {
      live = false;
    };
  }, [token, version, reload]);

  async function act(path: string, done: (ended: number) => string) {
    setBusy(true);
    try {
      const answer = await apiRequest<EndedSessions | undefined>("POST", path, undefined, { token });
      setMessage({ text: done(answer?.ended ?? 1), ok: true });
      setReload((value) => value + 1);
    } catch (error) {
      setMessage({ text: errorMessageFor(error, "Sorry, that did not work. Please try again."), ok: false });
    } finally {
      setBusy(false);
    }
  }

  const others = sessions?.filter((session) => !session.current) ?? [];
  return (
    <div className="flex flex-col gap-4" aria-live="polite">
      {message ? <AlertBanner tone={message.ok ? "success" : "error"}>{message.text}</AlertBanner> : null}
      {sessions === null ? (
        <p className="text-slate-700">Loading...</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <p className="font-semibold text-slate-900">
                  {session.device ?? "Unknown browser"}
                  {session.current ? (
                    <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                      This device
                    </span>
                  ) : null}
                </p>
                <p className="text-sm text-slate-700">
                  Signed in {when(session.signedInAt)}; last seen {when(session.lastSeenAt)}
                </p>
              </div>
              {session.current ? null : (
                <Button
                  type="button"
                  variant="secondary"
                  disabled={busy}
                  aria-label={`Sign out ${session.device ?? "the unknown browser"}, signed in ${when(session.signedInAt)}`}
                  onClick={() =>
                    void act(`/account/sessions/${session.id}/end`, () => "That device is signed out.")
                  }
                >
                  Sign out
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {others.length > 0 ? (
        <Button
          type="button"
          variant="secondary"
          className="self-start"
          disabled={busy}
          onClick={() =>
            void act("/account/sessions/end-others", (ended) =>
              ended === 1 ? "1 other device is signed out." : `${ended} other devices are signed out.`,
            )
          }
        >
          Sign out everywhere else
        </Button>
      ) : null}
    </div>
  );
}
