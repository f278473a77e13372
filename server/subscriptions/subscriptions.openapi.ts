// The OpenAPI description of the subscriptions routes (server/openapi/endpoints.ts gathers every domain's).
import { answerExamples, requestExamples } from "../../contract/examples.ts";
import { subscriptionLinkSchema } from "../../contract/subscription.ts";
import {
  type Endpoint,
  body,
  answer,
  formErrors,
  formNote,
  plainForm,
  subscriptionRequest,
  linkToken,
  linkErrors,
  subscriptionNote,
} from "../openapi/endpoint-kit.ts";

export const subscriptionEndpoints: Endpoint[] = [
  {
    method: "post",
    path: "/api/newsletter",
    operationId: "subscribeToNewsletter",
    tag: "Subscriptions",
    summary: "Subscribe to the newsletter",
    description: `${subscriptionNote} ${formNote}`,
    request: body("Subscription", subscriptionRequest, requestExamples.subscription),
    formBody: plainForm({ email: requestExamples.subscription.email, website: "" }),
    idempotencyKey: true,
    answers: {
      201: answer("Accepted.", "SubscriptionAccepted", answerExamples.newsletterAccepted),
      ...formErrors,
    },
  },
  {
    method: "post",
    path: "/api/events/subscribe",
    operationId: "subscribeToEvents",
    tag: "Subscriptions",
    summary: "Subscribe to event announcements",
    description: `${subscriptionNote} ${formNote}`,
    request: body("Subscription", subscriptionRequest, requestExamples.subscription),
    formBody: plainForm({ email: requestExamples.subscription.email, website: "" }),
    idempotencyKey: true,
    answers: {
      201: answer("Accepted.", "SubscriptionAccepted", answerExamples.eventsAccepted),
      ...formErrors,
    },
  },
  {
    method: "post",
    path: "/api/subscriptions/confirm",
    operationId: "confirmSubscription",
    tag: "Subscriptions",
    summary: "Confirm a subscription from the emailed link",
    description:
      "The confirmation email links to /subscriptions/confirm#token=…; the page sends the token here. A link " +
      "works once, within 48 hours. Only confirmed addresses receive emails.",
    request: body("SubscriptionLink", subscriptionLinkSchema, requestExamples.subscriptionLink),
    answers: {
      200: answer("Confirmed.", "SubscriptionLinkAnswer", answerExamples.subscriptionConfirmed),
      ...linkErrors,
    },
  },
  {
    method: "post",
    path: "/api/subscriptions/unsubscribe",
    operationId: "unsubscribe",
    tag: "Subscriptions",
    summary: "Unsubscribe with the link from any email",
    description:
      "Every email to a subscriber links to /subscriptions/unsubscribe#token=…, whose page sends the token here " +
      "as JSON. The same address is the email's `List-Unsubscribe` URL, with `?token=…`: mail providers post " +
      "`List-Unsubscribe=One-Click` to it as a form (RFC 8058). Subscribing again later works as the first time.",
    queryParameters: { token: linkToken },
    request: body("SubscriptionLink", subscriptionLinkSchema, requestExamples.subscriptionLink),
    formBody: {
      description: "RFC 8058 one-click: the token comes from the query.",
      example: "List-Unsubscribe=One-Click",
    },
    answers: {
      200: answer("Unsubscribed.", "SubscriptionLinkAnswer", answerExamples.unsubscribed),
      ...linkErrors,
    },
  },
  {
    method: "get",
    path: "/api/subscriptions/unsubscribe",
    operationId: "openUnsubscribeLink",
    tag: "Subscriptions",
    summary: "Open the List-Unsubscribe address in a browser",
    description:
      "Changes nothing (a link scanner may open it): sends the browser to the unsubscribe page, with the token " +
      "moved into the URL fragment.",
    queryParameters: { token: linkToken },
    answers: {
      303: {
        description:
          "Redirect to the unsubscribe page (without a token, the page says the link is incomplete).",
        headers: ["Location"],
      },
    },
  },
];
