import { SubscriptionLinkPage } from "../features/subscriptions/subscription-link-page.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("subscriptionConfirm");

export default function SubscriptionConfirmRoute() {
  return <SubscriptionLinkPage action="confirm" />;
}
