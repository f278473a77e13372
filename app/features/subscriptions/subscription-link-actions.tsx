import { useState } from "react";
import type { SubscriptionLinkResponse } from "../../../contract/subscription.ts";
// The texts alone: the schemas' module would bring zod into a page that checks nothing.
import {
  subscriptionLinkTexts,
  subscriptionTexts,
  type SubscriptionList,
} from "../../../contract/subscription-texts.ts";
import { AlertBanner } from "../../components/ui/alert-banner.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { apiRequest, ApiRequestError } from "../../lib/api-client.ts";
import { useFragmentToken } from "../../lib/use-fragment-token.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";

type Status =
  | { kind: "reading" }
  | { kind: "ready"; token: string }
  | { kind: "sending"; token: string }
  | { kind: "done"; list: SubscriptionList; message: string }
  | { kind: "problem"; message: string; retry?: string; used?: boolean };

/**
 * The interactive part of the pages the links in subscription emails lead to (subscription-link-page.tsx): reads
 * the token from the URL fragment, which never reaches a server or a log, and sends it only when the visitor presses
 * the button, so a mail scanner opening the link does nothing. Their island (app/pages/subscriptions/).
 */
export function SubscriptionLinkActions({ action }: { action: "confirm" | "unsubscribe" }) {
  const texts = subscriptionLinkTexts[action];
  const [status, setStatus] = useState<Status>({ kind: "reading" });
  const hydrated = useHydrated();

  useFragmentToken((token) =>
    setStatus(
      token ? { kind: "ready", token } : { kind: "problem", message: subscriptionLinkTexts.problems.invalid },
    ),
  );

  async function send(token: string) {
    setStatus({ kind: "sending", token });
    try {
      const answer = await apiRequest<SubscriptionLinkResponse>("POST", `/subscriptions/${action}`, {
        token,
      });
      setStatus({ kind: "done", list: answer.list, message: answer.message });
    } catch (error) {
      const known = error instanceof ApiRequestError && (error.status === 404 || error.status === 410);
      setStatus({
        kind: "problem",
        message: known
          ? (error.serverMessage ?? subscriptionLinkTexts.failure)
          : subscriptionLinkTexts.failure,
        retry: known ? undefined : token,
        used: known && error.code === "used",
      });
    }
  }

  const token =
    status.kind === "ready" || status.kind === "sending"
      ? status.token
      : status.kind === "problem"
        ? status.retry
        : undefined;
  const subscribeAgain = (
    <ButtonLink to={subscriptionTexts.newsletter.subscribeAgainPath} variant="secondary">
      {subscriptionLinkTexts.subscribeAgain}
    </ButtonLink>
  );
  return (
    // Room for the answer to a link without its token, so the footer does not move when it replaces the button.
    <div className="flex min-h-20 max-w-xl flex-col items-start gap-6">
      {!hydrated ? (
        // The island starts at once only for a link with its token (ADR 0016): without one, the prerendered page
        // already says what the island would say.
        <div className="contents url-fragment:hidden">
          <AlertBanner tone="error">{subscriptionLinkTexts.problems.invalid}</AlertBanner>
        </div>
      ) : null}
      {status.kind === "done" ? <AlertBanner tone="success">{status.message}</AlertBanner> : null}
      {status.kind === "problem" ? <AlertBanner tone="error">{status.message}</AlertBanner> : null}
      {!hydrated ? (
        <div className="hidden url-fragment:contents">
          <Button type="button" disabled>
            {texts.submit}
          </Button>
        </div>
      ) : token !== undefined || status.kind === "reading" ? (
        <Button
          type="button"
          disabled={token === undefined || status.kind === "sending"}
          onClick={() => token && void send(token)}
        >
          {status.kind === "sending" ? texts.busy : texts.submit}
        </Button>
      ) : null}
      {/* A link that is not valid or has expired leaves a way on: a new email comes from subscribing again. */}
      {!hydrated ? <div className="contents url-fragment:hidden">{subscribeAgain}</div> : null}
      {status.kind === "problem" && status.retry === undefined && !status.used ? subscribeAgain : null}
      {status.kind === "done" && action === "unsubscribe" ? (
        <ButtonLink to={subscriptionTexts[status.list].subscribeAgainPath} variant="secondary">
          {subscriptionLinkTexts.subscribeAgain}
        </ButtonLink>
      ) : null}
      {status.kind === "done" && action === "confirm" ? (
        <ButtonLink to={subscriptionTexts[status.list].subscribeAgainPath} variant="secondary">
          {subscriptionTexts[status.list].browse}
        </ButtonLink>
      ) : null}
    </div>
  );
}
