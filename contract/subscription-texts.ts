// The subscriptions' lists and wording, apart from their schemas (subscription.ts): the pages that only show them (the
// confirm and unsubscribe pages' island) load none of zod.

import type { SubscriptionList } from "./subscription-lists.ts";

export { subscriptionLists, type SubscriptionList } from "./subscription-lists.ts";

export const subscriptionTexts = {
  newsletter: {
    name: "our newsletter",
    success: "Almost done: please check your inbox and confirm your subscription with the link we sent you.",
    failure: "Sorry, we could not subscribe you. Please try again.",
    submit: "Subscribe",
    sending: "Subscribing...",
    subscribeAgainPath: "/insights",
    browse: "Read our latest insights",
  },
  events: {
    name: "event announcements",
    success: "Almost done: please check your inbox and confirm your subscription with the link we sent you.",
    failure: "Sorry, we could not subscribe you. Please try again.",
    submit: "Subscribe to Events",
    sending: "Subscribing...",
    subscribeAgainPath: "/events",
    browse: "See upcoming events",
  },
} as const;

/** Why a link did nothing: unknown (forged or cut short), already used, or past its lifetime. */
export const subscriptionLinkProblems = ["invalid", "used", "expired"] as const;
export type SubscriptionLinkProblem = (typeof subscriptionLinkProblems)[number];

export const subscriptionLinkTexts = {
  confirm: {
    title: "Confirm your subscription",
    lead: "One click and you're on the list. You can unsubscribe at any time from any email we send.",
    submit: "Confirm subscription",
    busy: "Confirming...",
    done: (list: SubscriptionList) => `You're subscribed to ${subscriptionTexts[list].name}. Thank you!`,
  },
  unsubscribe: {
    title: "Unsubscribe",
    lead: "Stop receiving our emails at this address.",
    submit: "Unsubscribe",
    busy: "Unsubscribing...",
    done: (list: SubscriptionList) =>
      `You're unsubscribed from ${subscriptionTexts[list].name}. We won't email you about it again.`,
  },
  problems: {
    invalid: "This link is not valid. Please check that you opened the whole link from the email.",
    used: "This link has already been used, so nothing was changed.",
    expired: "This link has expired, so nothing was changed. Please subscribe again to get a new one.",
  } satisfies Record<SubscriptionLinkProblem, string>,
  failure: "Sorry, something went wrong. Please try again.",
  subscribeAgain: "Subscribe again",
} as const;
