import { subscriptionLinkTexts } from "../../../contract/subscription.ts";
import { PageHero } from "../../components/ui/page-hero.tsx";
import { Section } from "../../components/ui/section.tsx";
import { Island } from "../../islands/island.tsx";
import { SubscriptionLinkActions } from "./subscription-link-actions.tsx";

/**
 * Where the links in subscription emails lead. The token sits in the URL fragment, which never reaches a server
 * or a log; nothing changes until the visitor presses the button, so a mail scanner opening the link does nothing.
 * Only the button and its answer are interactive: an island, hydrated without React Router (app/islands).
 */
export function SubscriptionLinkPage({ action }: { action: "confirm" | "unsubscribe" }) {
  const texts = subscriptionLinkTexts[action];
  return (
    <>
      <PageHero title={texts.title} lead={texts.lead} />
      <Section>
        <Island
          name="subscription-link"
          component={SubscriptionLinkActions}
          props={{ action }}
          start={["fragment"]}
        />
      </Section>
    </>
  );
}
