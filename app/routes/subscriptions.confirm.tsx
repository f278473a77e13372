import { SubscriptionLinkPage } from "../features/subscriptions/subscription-link-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import { islandsPage } from "../lib/hydration.ts";

// Only the button and its answer are interactive: an island, hydrated without React Router (app/islands).
export const handle = islandsPage;

export const meta = () => pageMeta("subscriptionConfirm");

export default function SubscriptionConfirmRoute() {
  return <SubscriptionLinkPage action="confirm" />;
}
