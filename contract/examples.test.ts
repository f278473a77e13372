import { describe, expect, it } from "vitest";
import { apiErrorSchema } from "./api.ts";
import { applicationSchemaFor } from "./application.ts";
import { codeExchangeRequestSchema, loginRequestSchema, registerRequestSchema } from "./auth.ts";
import { contactMessageSchema } from "./contact.ts";
import { answerExamples, errorExamples, linkErrorExamples, requestExamples } from "./examples.ts";
import { withSpamSignals } from "./form-signals.ts";
import {
  authSessionSchema,
  currentUserSchema,
  healthStatusSchema,
  submissionAcceptedSchema,
  subscriptionLinkAnswerSchema,
  subscriptionLinkErrorSchema,
  subscriptionResponseSchema,
} from "./responses.ts";
import { subscriptionLinkSchema, subscriptionSchema } from "./subscription.ts";
import type { z } from "./zod.ts";

// The open positions are the job files (content/jobs/); the example names one of them.
const applicationSchema = applicationSchemaFor([requestExamples.application.position]);

function expectParses(schema: z.ZodMiniType, value: unknown) {
  const result = schema.safeParse(value);
  expect(result.error?.issues ?? []).toEqual([]);
}

describe("the OpenAPI examples", () => {
  const requests: [string, z.ZodMiniType, unknown][] = [
    ["contact message", contactMessageSchema, requestExamples.contactMessage],
    ["application", applicationSchema, requestExamples.application],
    ["subscription", subscriptionSchema, requestExamples.subscription],
    ["registration", registerRequestSchema, requestExamples.register],
    ["login", loginRequestSchema, requestExamples.login],
    ["code exchange", codeExchangeRequestSchema, requestExamples.codeExchange],
    ["subscription link", subscriptionLinkSchema, requestExamples.subscriptionLink],
  ];
  for (const [label, schema, example] of requests) {
    it(`the ${label} example is a body the server's schema accepts`, () => {
      expectParses(schema, example);
    });
  }

  it("form examples are also valid with the optional spam signals added", () => {
    const signals = { website: "", formStartedAt: 1_700_000_000_000, formSentAt: 1_700_000_010_000 };
    expectParses(withSpamSignals(contactMessageSchema), { ...requestExamples.contactMessage, ...signals });
    expectParses(withSpamSignals(applicationSchema), { ...requestExamples.application, ...signals });
    expectParses(withSpamSignals(subscriptionSchema), { ...requestExamples.subscription, ...signals });
    // A filled honeypot is documented as accepted: such a submission is kept aside, not refused.
    expectParses(withSpamSignals(subscriptionSchema), { email: "a@example.org", website: "x" });
  });

  const answers: [string, z.ZodMiniType, unknown][] = [
    ["submission", submissionAcceptedSchema, answerExamples.submissionAccepted],
    ["newsletter", subscriptionResponseSchema, answerExamples.newsletterAccepted],
    ["events", subscriptionResponseSchema, answerExamples.eventsAccepted],
    ["health", healthStatusSchema, answerExamples.health],
    ["session", authSessionSchema, answerExamples.session],
    ["current user", currentUserSchema, answerExamples.currentUser],
    ["subscription confirmed", subscriptionLinkAnswerSchema, answerExamples.subscriptionConfirmed],
    ["unsubscribed", subscriptionLinkAnswerSchema, answerExamples.unsubscribed],
    ["invalid link", subscriptionLinkErrorSchema, linkErrorExamples.invalid],
    ["used link", subscriptionLinkErrorSchema, linkErrorExamples.used],
  ];
  for (const [label, schema, example] of answers) {
    it(`the ${label} answer example parses with its schema`, () => {
      expectParses(schema, example);
    });
  }

  for (const [label, example] of Object.entries(errorExamples)) {
    it(`the ${label} error example is an API error`, () => {
      expectParses(apiErrorSchema, example);
    });
  }
});
