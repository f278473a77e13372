import type { AccountSubscription } from "../../contract/account-data.ts";
import { subscriptionLists, type SubscriptionList } from "../../contract/subscription.ts";
import type { Db } from "../db/client.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import { setOwnSubscription, subscriptionStatuses } from "../subscriptions/subscriptions.service.ts";

// The account's own subscriptions, through the subscriptions service: no emailed link, the address is proven.

/** Each list's state for the (verified) address. */
export async function listStates(db: Db, email: string): Promise<AccountSubscription[]> {
  const statuses = await subscriptionStatuses(db, email);
  return subscriptionLists.map((list) => {
    const status = statuses[list];
    return {
      list,
      state: status === "confirmed" ? "subscribed" : status === "pending" ? "pending" : "not-subscribed",
    };
  });
}

/** Subscribes or unsubscribes at once, in one transaction; whether anything changed. */
export async function changeOwnSubscription(
  db: Db,
  forms: FormsConfig,
  list: SubscriptionList,
  email: string,
  subscribed: boolean,
): Promise<boolean> {
  return db.transaction((tx) => setOwnSubscription(tx, forms, list, email, subscribed));
}
