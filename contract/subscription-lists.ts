// The subscriptions' lists and their names, alone: the staff console's filters name them without loading the rest of
// the subscriptions' wording (subscription-texts.ts) or the account page's (account-data.ts).

// Newsletter (Insights) and event announcements (Events): one subscription per list and address, confirmed by an
// emailed link (double opt-in) and cancelled by the unsubscribe link every email to a subscriber carries.
export const subscriptionLists = ["newsletter", "events"] as const;
export type SubscriptionList = (typeof subscriptionLists)[number];

/** Each list's name as a title (the account page's list, the staff console's). */
export const subscriptionListNames: Record<SubscriptionList, string> = {
  newsletter: "Newsletter",
  events: "Event announcements",
};
