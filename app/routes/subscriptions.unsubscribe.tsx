import { SubscriptionLinkPage } from "../features/subscriptions/subscription-link-page.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("subscriptionUnsubscribe");

export default function SubscriptionUnsubscribeRoute() {
  return <SubscriptionLinkPage action="unsubscribe" />;
}
