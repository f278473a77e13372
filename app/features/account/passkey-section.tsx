import { useEffect, useRef, useState } from "react";
import { passkeyTexts, type Passkey, type PasskeyList } from "../../../contract/passkeys-texts.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { apiRequest, errorMessageFor } from "../../lib/api-client.ts";
import { passkeysSupported } from "../../lib/passkey-browser.ts";
import { AddPasskeyForm } from "./add-passkey-form.tsx";
import { PasskeyItem, type PasskeyOutcome } from "./passkey-item.tsx";

/** The account page's "Passkeys" section: the list (rename, remove) and the form that adds one. */
export function PasskeySection({ token }: { token: string }) {
  const [passkeys, setPasskeys] = useState<Passkey[] | null>(null);
  const [outcome, setOutcome] = useState<PasskeyOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);
  const status = useRef<HTMLDivElement>(null);
  // Rendered only once the account page's island has hydrated, so the browser can be asked directly.
  const supported = passkeysSupported();

  useEffect(() => {
    let live = true;
    apiRequest<PasskeyList>("GET", "/account/passkeys", undefined, { token })
      .then((answer) => {
        if (live) setPasskeys(answer.passkeys);
      })
      .catch((error: unknown) => {
        if (live) setOutcome({ text: errorMessageFor(error, passkeyTexts.loadFailed), ok: false });
      });
    return () => {
      live = false;
    };
  }, [token, reload]);

  return (
    <div className="flex flex-col gap-6">
      {/* Rename and remove answer here (the add form has its own status); focus moves here when a row goes away. */}
      <div ref={status} tabIndex={-1} aria-live="polite" className="empty:hidden focus:outline-none">
        {outcome ? <AlertBanner tone={outcome.ok ? "success" : "error"}>{outcome.text}</AlertBanner> : null}
      </div>
      {passkeys === null ? (
        <p className="text-slate-700">Loading...</p>
      ) : passkeys.length === 0 ? (
        <p className="text-slate-700">{passkeyTexts.none}</p>
      ) : (
        <ul
          aria-label={passkeyTexts.heading}
          className="divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200"
        >
          {passkeys.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              token={token}
              busy={busy}
              onBusy={setBusy}
              onDone={(result, change) => {
                setOutcome(result);
                if (change) setReload((value) => value + 1);
                // A removed row takes its focused button with it: the answer gets the focus instead.
                if (change === "removed") status.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
      {supported ? (
        <AddPasskeyForm
          token={token}
          onAdded={() => {
            setOutcome(null);
            setReload((value) => value + 1);
          }}
        />
      ) : (
        <p className="text-slate-700">{passkeyTexts.unsupported}</p>
      )}
    </div>
  );
}
