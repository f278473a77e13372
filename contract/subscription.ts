import { z } from "./zod.ts";
import { bodyMessage, emailField } from "./form-text.ts";

// Newsletter (Insights) and event announcements (Events): one subscription per list and address.
export const subscriptionLists = ["newsletter", "events"] as const;
export type SubscriptionList = (typeof subscriptionLists)[number];

export const subscriptionSchema = z.object({ email: emailField }, { error: bodyMessage });
export type SubscriptionInput = z.input<typeof subscriptionSchema>;

/** The answer of both endpoints: 201 for a new subscription, 200 when the address was already on the list. */
export interface SubscriptionResponse {
  id: string;
  message: string;
}

export const subscriptionTexts = {
  newsletter: {
    success: "Thanks, you're subscribed to our newsletter.",
    failure: "Sorry, we could not subscribe you. Please try again.",
    submit: "Subscribe",
    sending: "Subscribing...",
  },
  events: {
    success: "Thanks, you're subscribed to event announcements.",
    failure: "Sorry, we could not subscribe you. Please try again.",
    submit: "Subscribe to Events",
    sending: "Subscribing...",
  },
} as const;
