import type { ReactNode } from "react";
import { subscriptionLinkTexts } from "../../../contract/subscription.ts";
import { CardOnMap } from "../../components/ui/card-on-map.tsx";

/**
 * Where the links in subscription emails lead. The token sits in the URL fragment, which never reaches a server
 * or a log; nothing changes until the visitor presses the button, so a mail scanner opening the link does nothing.
 * Only the button and its answer are interactive: an island.
 */
export function SubscriptionLinkPage({
  action,
  actions,
}: {
  action: "confirm" | "unsubscribe";
  /** The island of SubscriptionLinkActions. */
  actions: ReactNode;
}) {
  const texts = subscriptionLinkTexts[action];
  return (
    <CardOnMap
      hero={action === "confirm" ? "subscriptionConfirm" : "subscriptionUnsubscribe"}
      title={texts.title}
      lead={texts.lead}
    >
      {actions}
    </CardOnMap>
  );
}
