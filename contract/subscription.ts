import { z } from "./zod.ts";
import { bodyMessage, emailField } from "./form-text.ts";
import type { SubscriptionLinkProblem, SubscriptionList } from "./subscription-texts.ts";

export {
  subscriptionLinkProblems,
  subscriptionLinkTexts,
  subscriptionLists,
  subscriptionTexts,
  type SubscriptionLinkProblem,
  type SubscriptionList,
} from "./subscription-texts.ts";

export const subscriptionSchema = z.object({ email: emailField }, { error: bodyMessage });
export type SubscriptionInput = z.input<typeof subscriptionSchema>;

/**
 * The answer of both endpoints, always 201: the same whether the address is new, waiting for its confirmation,
 * already subscribed or kept aside as likely spam, so it reveals nothing about who is subscribed. `id` is a
 * reference for this request.
 */
export interface SubscriptionResponse {
  id: string;
  message: string;
}

/** The body of POST /api/subscriptions/confirm and /unsubscribe: the secret from the emailed link. */
export const subscriptionLinkSchema = z.object(
  {
    token: z
      .string({ error: "The link is missing its token." })
      .check(
        z.minLength(1, "The link is missing its token."),
        z.maxLength(200, "The link's token is too long."),
      ),
  },
  { error: bodyMessage },
);

/** 200 answer of confirm and unsubscribe. */
export interface SubscriptionLinkResponse {
  list: SubscriptionList;
  message: string;
}

/** 404 (invalid) or 410 (used, expired) answer of confirm and unsubscribe. */
export interface SubscriptionLinkError {
  message: string;
  code: SubscriptionLinkProblem;
}
