import { apiMessages } from "../../contract/api.ts";
import { errorExamples } from "../../contract/examples.ts";
import {
  inboxItemAnswerSchema,
  staffErrorSchema,
  staffMessages,
  type InboxItem,
} from "../../contract/staff-schemas.ts";
import { apiError, bodyAnswers, serviceUnavailable } from "../http/common-answers.ts";
import { answer, component } from "../http/route-schema.ts";

// What the staff console's routes answer alike (ADR 0044): the refusals of the access hook, a body or a query
// that breaks a rule, an entry that does not exist, and the examples of an entry.

export const staffError = component("StaffError", staffErrorSchema);
export const inboxItemAnswer = component("InboxItemAnswer", inboxItemAnswerSchema);

export const exampleItem: InboxItem = {
  kind: "application",
  id: "0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10",
  reference: "VC-7K3Q9M",
  receivedAt: "2026-11-20T09:30:00.000Z",
  name: "Grace Hopper",
  email: "grace@example.org",
  about: "AI Researcher",
  category: "ai-researcher",
  status: "in-review",
  verdict: "clean",
  spamReason: "",
  assignee: null,
  claimedReference: null,
  acknowledgementWithheld: false,
  marker: null,
  snoozedUntil: null,
  statusSince: "2026-11-21T08:00:00.000Z",
};

export const exampleContactItem: InboxItem = {
  kind: "contact",
  id: "4c2a7e91-6b3d-4f8a-9e15-7d0b2c8f3a64",
  reference: "VC-2HX8PD",
  receivedAt: "2026-11-19T14:05:00.000Z",
  name: "Ada Lovelace",
  email: "ada@example.org",
  about: "A data partnership",
  category: "partnerships",
  status: "open",
  verdict: "clean",
  spamReason: "",
  assignee: null,
  claimedReference: null,
  acknowledgementWithheld: false,
  marker: "new-reply",
  snoozedUntil: null,
  statusSince: "2026-11-22T10:15:00.000Z",
};

export const staffUnauthorized = answer(
  "No token, or a token that is unknown, expired or signed out. Nothing else is said.",
  apiError,
  errorExamples.sessionExpired,
  ["WWW-Authenticate"],
);

export const staffForbidden = answer(
  "The account is a visitor's (`code` staff-only), or this session has not yet proved the account's second " +
    "factor (`code` second-factor-required: set it up with POST /api/staff/2fa/enrol and /confirm, or send a " +
    "code to POST /api/auth/2fa). Nothing else is said.",
  staffError,
  { message: staffMessages.secondFactorRequired, code: "second-factor-required" },
);

export const adminForbidden = answer(
  "As for every staff route (`code` staff-only or second-factor-required), and `code` admin-only for a staff " +
    "account that is not an admin.",
  staffError,
  { message: staffMessages.adminOnly, code: "admin-only" },
);

export const staffInvalid = answer(
  "The body or the query breaks a rule (one sentence per problem in `details`).",
  apiError,
  {
    message: apiMessages.invalidInput,
    details: ["status must be one of new, open, waiting-for-sender, snoozed, done"],
  },
);

export const entryNotFound = answer("No entry of this kind has this id.", apiError, {
  message: staffMessages.entryNotFound,
});

/** The answers of every staff route to a caller who may not use it, and when the database is out of reach. */
export const staffCommon = {
  401: staffUnauthorized,
  403: staffForbidden,
  503: serviceUnavailable,
};

/** The answers about a body of every staff route that takes one. */
export const staffBodyErrors = {
  400: staffInvalid,
  413: bodyAnswers[413],
  415: bodyAnswers[415],
};

/** A limit per account: 429 with Retry-After. */
export const tooManyFromAccount = (description: string, message: string) =>
  answer(description, apiError, { message }, ["Retry-After"]);
