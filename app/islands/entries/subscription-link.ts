import { SubscriptionLinkActions } from "../../features/subscriptions/subscription-link-actions.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("subscription-link", SubscriptionLinkActions);
