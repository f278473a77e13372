import { useState } from "react";
import {
  accountDataTexts,
  listTexts,
  subscriptionStateWords,
  type AccountSubscriptions,
  type ChangedSubscription,
} from "../../../../contract/account-data.ts";
import type { SubscriptionList } from "../../../../contract/subscription-texts.ts";
import { AlertBanner } from "../../../components/ui/alert-banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { apiRequest, errorMessageFor } from "../../../lib/api-client.ts";
import { unverifiedText, useAccountList } from "./account-data-load.ts";

/** The newsletter and event announcements of the verified address: each list's state, changed at once. */
export function SubscriptionsPanel({ token }: { token: string }) {
  const [state, setState] = useAccountList<AccountSubscriptions>(
    "/account/subscriptions",
    token,
    accountDataTexts.subscriptionsFailed,
  );
  const [saving, setSaving] = useState<SubscriptionList | null>(null);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  async function change(list: SubscriptionList, subscribed: boolean) {
    setSaving(list);
    setMessage(null);
    try {
      const answer = await apiRequest<ChangedSubscription>(
        "POST",
        "/account/subscriptions",
        { list, subscribed },
        { token },
      );
      setState({ kind: "ready", data: { subscriptions: answer.subscriptions } });
      setMessage({ text: answer.message, ok: true });
    } catch (error) {
      setMessage({ text: errorMessageFor(error, accountDataTexts.subscriptionFailed), ok: false });
    } finally {
      setSaving(null);
    }
  }

  if (state.kind === "loading") return <p className="text-slate-700">Loading...</p>;
  if (state.kind === "unverified") return <p className="max-w-xl text-slate-700">{unverifiedText}</p>;
  if (state.kind === "failed") return <AlertBanner tone="error">{state.message}</AlertBanner>;
  return (
    <div className="flex flex-col gap-4">
      <div aria-live="polite" className="empty:hidden">
        {message ? <AlertBanner tone={message.ok ? "success" : "error"}>{message.text}</AlertBanner> : null}
      </div>
      <ul
        aria-label={accountDataTexts.subscriptionsTitle}
        className="divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200"
      >
        {state.data.subscriptions.map(({ list, state: listState }) => {
          const subscribed = listState === "subscribed";
          const name = listTexts[list].name;
          return (
            <li key={list} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="max-w-xl">
                <p className="font-semibold text-slate-900">{name}</p>
                <p className="text-sm text-slate-700">{listTexts[list].description}</p>
                <p className="mt-1 text-sm font-semibold text-slate-800">
                  {subscriptionStateWords[listState]}
                </p>
              </div>
              <Button
                variant="secondary"
                aria-label={`${subscribed ? accountDataTexts.unsubscribe : accountDataTexts.subscribe}: ${name}`}
                disabled={saving !== null}
                onClick={() => void change(list, !subscribed)}
              >
                {saving === list
                  ? accountDataTexts.saving
                  : subscribed
                    ? accountDataTexts.unsubscribe
                    : accountDataTexts.subscribe}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
