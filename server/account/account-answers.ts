import { accountDataMessages, applicationStatusWords } from "../../contract/account-data.ts";
import { accountDataErrorSchema } from "../../contract/account-data-schemas.ts";
import { errorExamples } from "../../contract/examples.ts";
import { apiError } from "../http/common-answers.ts";
import { answer, component } from "../http/route-schema.ts";

// What several /api/account routes say alike in their schemas (ADR 0044); the 401 of a missing or dead session is
// the accounts API's `accountUnauthorized` (server/auth/auth-answers.ts).

export const exampleSessionId = "3f2b8c1e-5d4a-4b6e-9a7c-2e1f0d9b8a76";

export const accountDataError = component("AccountDataError", accountDataErrorSchema);

/** What was sent from an address is shown and changed only once the account has verified it. */
export const emailUnverified = answer(
  "The account's email address is not verified, so nothing sent from it is shown or changed (`code` " +
    "email-unverified).",
  accountDataError,
  { message: accountDataMessages.emailUnverified, code: "email-unverified" },
);

export const accountTooMany = (what: string) =>
  answer(
    `Too many ${what} for this account. Try again after Retry-After seconds.`,
    apiError,
    errorExamples.tooManyRequests,
    ["Retry-After"],
  );

export const exampleApplicationId = "0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10";
export const exampleAccountApplication = {
  id: exampleApplicationId,
  position: "ai-researcher",
  positionTitle: "AI Researcher",
  appliedAt: "2026-11-20T09:30:00Z",
  status: "in-review" as const,
  statusLabel: applicationStatusWords["in-review"].label,
  statusDescription: applicationStatusWords["in-review"].description,
  canWithdraw: true,
};
