import { SubscriptionLinkPage } from "../features/subscriptions/subscription-link-page.tsx";
import { pageMeta } from "../lib/seo.ts";
import { hydratedPage } from "../lib/hydration.ts";

// Interactive beyond the header, so React Router hydrates it on load (ADR 0010).
export const handle = hydratedPage;

export const meta = () => pageMeta("subscriptionConfirm");

export default function SubscriptionConfirmRoute() {
  return <SubscriptionLinkPage action="confirm" />;
}
