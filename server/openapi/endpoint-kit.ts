import {
  accountApplicationsSchema,
  accountDataErrorSchema,
  accountDataExportSchema,
  accountDeletedSchema,
  accountSubscriptionsSchema,
  changedSubscriptionSchema,
  withdrawnApplicationSchema,
} from "../../contract/account-data-schemas.ts";
import { assigneeListSchema, assignmentFilterSchema } from "../../contract/team-schemas.ts";
import { inboxViewCountsSchema, inboxViewSchema } from "../../contract/inbox-views-schemas.ts";
import { apiErrorSchema, apiMessages } from "../../contract/api.ts";
import { errorExamples } from "../../contract/examples.ts";
import {
  accountConnectionsSchema,
  accountProfileSchema,
  connectionStartSchema,
  emailChangeConfirmedSchema,
  emailChangeLinkErrorSchema,
  emailChangeRequestedSchema,
  nameChangedSchema,
  accountSessionsSchema,
  authSessionSchema,
  authUserSchema,
  changePasswordResponseSchema,
  endedSessionsSchema,
  currentUserSchema,
  healthStatusSchema,
  submissionAcceptedSchema,
  subscriptionLinkAnswerSchema,
  subscriptionLinkErrorSchema,
  subscriptionResponseSchema,
  passwordResetAnswerSchema,
  verifyEmailAnswerSchema,
  verifyEmailErrorSchema,
  verifyEmailQuestionSchema,
  verifyEmailWrongPasswordSchema,
} from "../../contract/responses.ts";
import { inboundFiledSchema } from "../../contract/inbound.ts";
import {
  filledReplyListSchema,
  pipelineCountsSchema,
  savedReplyListSchema,
  savedReplySchema,
  stageEmailsSchema,
  stageMovedSchema,
} from "../../contract/pipeline-schemas.ts";
import {
  auditPageSchema,
  enrolmentSchema,
  entryStatuses,
  inboxDetailSchema,
  threadMessageSchema,
  inboxItemAnswerSchema,
  inboxKinds,
  inboxNoteSchema,
  inboxPageSchema,
  secondFactorStateSchema,
  staffAccountsSchema,
  staffErrorSchema,
  staffMessages,
  verdictFilters,
  type InboxItem,
} from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";
import { sharedHeaders, type SharedHeaderName } from "../http/route-schema.ts";
import { tags } from "./document-info.ts";
import {
  passkeyAnswerSchema,
  passkeyListSchema,
  passkeyRegistrationOptionsSchema,
  passkeyConfirmOptionsSchema,
  passkeySignInOptionsSchema,
} from "../../contract/passkey-responses.ts";
import { analyticsDashboardSchema } from "../../contract/analytics-schemas.ts";
import { encodeAuditCursor, encodeInboxCursor } from "../staff/cursors.ts";

// What each domain's OpenAPI description (server/<domain>/<domain>.openapi.ts) is written with: the endpoint's
// shape, the named response schemas, the answers and parameters several domains share. Schemas come from the zod
// contract; documenting a new endpoint means adding one entry to its domain's description (and its example to
// contract/examples.ts).

export type Schema = z.core.$ZodType;
export { tags };

/** Answer bodies, shared between endpoints, listed under components.schemas by these names. */
export const responseSchemas = {
  ApiError: apiErrorSchema,
  SubmissionAccepted: submissionAcceptedSchema,
  SubscriptionAccepted: subscriptionResponseSchema,
  SubscriptionLinkAnswer: subscriptionLinkAnswerSchema,
  SubscriptionLinkError: subscriptionLinkErrorSchema,
  HealthStatus: healthStatusSchema,
  AuthUser: authUserSchema,
  AuthSession: authSessionSchema,
  CurrentUser: currentUserSchema,
  VerifyEmailAnswer: verifyEmailAnswerSchema,
  PasswordResetAnswer: passwordResetAnswerSchema,
  VerifyEmailError: verifyEmailErrorSchema,
  VerifyEmailQuestion: verifyEmailQuestionSchema,
  VerifyEmailWrongPassword: verifyEmailWrongPasswordSchema,
  StaffError: staffErrorSchema,
  SecondFactorState: secondFactorStateSchema,
  Enrolment: enrolmentSchema,
  InboxPage: inboxPageSchema,
  InboxDetail: inboxDetailSchema,
  InboxItemAnswer: inboxItemAnswerSchema,
  InboxNote: inboxNoteSchema,
  StaffAccounts: staffAccountsSchema,
  AuditPage: auditPageSchema,
  AccountSessions: accountSessionsSchema,
  EndedSessions: endedSessionsSchema,
  PasswordChanged: changePasswordResponseSchema,
  PasskeyList: passkeyListSchema,
  PasskeyAnswer: passkeyAnswerSchema,
  PasskeyRegistrationOptions: passkeyRegistrationOptionsSchema,
  PasskeySignInOptions: passkeySignInOptionsSchema,
  PasskeyConfirmOptions: passkeyConfirmOptionsSchema,
  AccountProfile: accountProfileSchema,
  NameChanged: nameChangedSchema,
  EmailChangeRequested: emailChangeRequestedSchema,
  EmailChangeConfirmed: emailChangeConfirmedSchema,
  EmailChangeLinkError: emailChangeLinkErrorSchema,
  AccountConnections: accountConnectionsSchema,
  ConnectionStart: connectionStartSchema,
  AccountData: accountDataExportSchema,
  AccountDeleted: accountDeletedSchema,
  AccountApplications: accountApplicationsSchema,
  WithdrawnApplication: withdrawnApplicationSchema,
  AccountSubscriptions: accountSubscriptionsSchema,
  ChangedSubscription: changedSubscriptionSchema,
  AccountDataError: accountDataErrorSchema,
  InboundFiled: inboundFiledSchema,
  ThreadMessage: threadMessageSchema,
  StageMoved: stageMovedSchema,
  StageEmails: stageEmailsSchema,
  PipelineCounts: pipelineCountsSchema,
  SavedReply: savedReplySchema,
  SavedReplyList: savedReplyListSchema,
  FilledReplyList: filledReplyListSchema,
  AnalyticsDashboard: analyticsDashboardSchema,
  AssigneeList: assigneeListSchema,
  InboxViewCounts: inboxViewCountsSchema,
};
export type ResponseSchemaName = keyof typeof responseSchemas;

/** Headers, listed under components.headers (server/http/route-schema.ts). */
export const responseHeaders = sharedHeaders;
export type ResponseHeaderName = SharedHeaderName;

export interface RequestBody {
  /** Its name under components.schemas. */
  name: string;
  schema: Schema;
  example: unknown;
}

export interface Answer {
  description: string;
  /** Absent when the answer has no body. */
  schema?: ResponseSchemaName;
  /** A body that is not JSON: its media type and an example. */
  text?: { mediaType: string; example: string };
  /** A body of bytes (a stored file), one of these media types. */
  binary?: readonly string[];
  example?: unknown;
  headers?: readonly ResponseHeaderName[];
}

export interface PathParameter {
  description: string;
  schema: Schema;
  example: string;
}

export interface Endpoint {
  method: "get" | "post";
  /** OpenAPI path: `{name}` for a path parameter. */
  path: string;
  operationId: string;
  tag: keyof typeof tags;
  summary: string;
  description?: string;
  pathParameters?: Record<string, PathParameter>;
  /** Query parameters; `required` ones must be sent. */
  queryParameters?: Record<string, PathParameter & { required: boolean }>;
  /** Optional request headers the operation reads (other than Authorization and Content-Type). */
  headerParameters?: Record<string, PathParameter>;
  request?: RequestBody;
  /** The same operation also takes an `application/x-www-form-urlencoded` body, described here. */
  formBody?: { description: string; example: string };
  /** Needs `Authorization: Bearer <token>`. */
  bearerAuth?: boolean;
  answers: Record<number, Answer>;
}

/** A request body whose example is checked against its schema by the compiler. */
export function body<S extends Schema>(name: string, schema: S, example: z.input<S>): RequestBody {
  return { name, schema, example };
}

/** An answer with a body whose example is checked against its schema by the compiler. */
export function answer<N extends ResponseSchemaName>(
  description: string,
  schema: N,
  example: z.output<(typeof responseSchemas)[N]>,
  headers?: readonly ResponseHeaderName[],
): Answer {
  return { description, schema, example, ...(headers ? { headers } : {}) };
}

/** Answers several endpoints give alike, listed once under components.responses by these names. */
/** The per-network limit of the pages that follow an emailed link (verify, reset, confirm a new email). */
export const tooManyFromNetwork = answer(
  "Too many attempts from this network. Try again after Retry-After seconds.",
  "ApiError",
  errorExamples.tooManyRequests,
  ["Retry-After"],
);

export const sharedAnswers = {
  InvalidAccountRequest: answer(
    "The body is not valid: `message` is the first problem, `details` lists them all. Also for malformed JSON, " +
      "and for a body sent as text/plain.",
    "ApiError",
    errorExamples.invalidAccountInput,
  ),
  BodyTooLarge: answer("The body is over 100 KB.", "ApiError", errorExamples.bodyTooLarge),
  UnreadableBody: answer(
    "The body could not be read: malformed or empty JSON, or JSON nested too deeply. This operation needs no " +
      "body: send none (or, with `Content-Type: application/json`, a JSON object).",
    "ApiError",
    errorExamples.malformedJson,
  ),
  UnsupportedMediaType: answer(
    "The body is not JSON: send it with `Content-Type: application/json`.",
    "ApiError",
    errorExamples.unsupportedMediaType,
  ),
  ServiceUnavailable: answer(
    "The database cannot be reached right now; nothing was stored. Try again after Retry-After seconds.",
    "ApiError",
    errorExamples.unavailable,
    ["Retry-After"],
  ),
} satisfies Record<string, Answer>;

// ---- The staff console (/api/staff, /api/auth/2fa) ----

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
  status: "in-progress",
  verdict: "clean",
  spamReason: "",
  assignee: null,
  claimedReference: null,
  acknowledgementWithheld: false,
};

export const staffUnauthorized = answer(
  "No token, or a token that is unknown, expired or signed out. Nothing else is said.",
  "ApiError",
  errorExamples.sessionExpired,
  ["WWW-Authenticate"],
);

export const staffForbidden = answer(
  "The account is a visitor's (`code` staff-only), or this session has not yet proved the account's second " +
    "factor (`code` second-factor-required: set it up with POST /api/staff/2fa/enrol and /confirm, or send a " +
    "code to POST /api/auth/2fa). Nothing else is said.",
  "StaffError",
  { message: staffMessages.secondFactorRequired, code: "second-factor-required" },
);

export const adminForbidden = answer(
  "As for every staff route (`code` staff-only or second-factor-required), and `code` admin-only for a staff " +
    "account that is not an admin.",
  "StaffError",
  { message: staffMessages.adminOnly, code: "admin-only" },
);

export const staffInvalid = answer(
  "The body or the query breaks a rule (one sentence per problem in `details`).",
  "ApiError",
  { message: apiMessages.invalidInput, details: ["status must be new, in-progress or done"] },
);

export const entryNotFound = answer("No entry of this kind has this id.", "ApiError", {
  message: staffMessages.entryNotFound,
});

export const staffCommon = {
  401: staffUnauthorized,
  403: staffForbidden,
  503: sharedAnswers.ServiceUnavailable,
};
export const staffBodyErrors = {
  400: staffInvalid,
  413: sharedAnswers.BodyTooLarge,
  415: sharedAnswers.UnsupportedMediaType,
};

export const entryPath = {
  kind: {
    description: "The kind of entry.",
    schema: z.enum(inboxKinds),
    example: "application",
  },
  id: { description: "The entry's id.", schema: z.uuid(), example: exampleItem.id },
};

export const query = (description: string, schema: Schema, example: string | number) => ({
  description,
  schema,
  example: example as string,
  required: false,
});

export const inboxFilters = {
  kind: query("Only this kind of entry.", z.enum(inboxKinds), "application"),
  category: query(
    "The contact message's category, the application's position or the subscription's list.",
    z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)),
    "ai-researcher",
  ),
  status: query(
    "Only entries with this status: a handling status (new, in-progress, done) for messages and subscriptions, " +
      "a pipeline stage (received, in-review, interview, offer, hired, declined, withdrawn) for applications.",
    z.enum(entryStatuses),
    "in-review",
  ),
  verdict: query(
    "The spam verdict: clean, spam (kept aside by the spam signals or by staff), released; not-spam (the " +
      "default) or any.",
    z.enum(verdictFilters),
    "not-spam",
  ),
  from: query("Received on or after this UTC day.", z.iso.date(), "2026-11-01"),
  to: query("Received on or before this UTC day.", z.iso.date(), "2026-11-30"),
  q: query(
    "Words to find in names, addresses, subjects and texts; each word also matches as the start of a word. A " +
      "reference alone (VC-7K3Q9M, in any case, with or without brackets) finds the entry it names.",
    z.string().check(z.maxLength(200)),
    "grace",
  ),
  assigned: query(
    "mine: messages and applications assigned to whoever asks; unassigned: those assigned to nobody.",
    assignmentFilterSchema,
    "mine",
  ),
  view: query(
    "One of the inbox's views (their counts: GET /api/staff/inbox/views): new, mine, unassigned, waiting, " +
      "applications (open ones; with `category`, for one position) or spam. The other filters narrow it; `verdict` " +
      "is then left to the view unless given.",
    inboxViewSchema,
    "unassigned",
  ),
};

// Cursors the server accepts (a documented example is valid input): the page after the examples' entry, made by the
// routes' own encoders.
export const inboxCursorExample = encodeInboxCursor({ t: "2026-11-20T09:30:00.000000Z", i: exampleItem.id });
export const auditCursorExample = encodeAuditCursor(
  "2026-11-21T08:00:00.000000Z",
  "9a0b7d4e-1c2f-4e3a-8b5d-6f7e8a9b0c1d",
);

export const exampleCode = { code: "492039" };

export const invalidCode = answer("The code is wrong, already used, or malformed.", "ApiError", {
  message: staffMessages.invalidCode,
  details: [staffMessages.invalidCode],
});

/** The second-factor set-up answers accounts that have not proved it yet, so only visitors are refused. */
export const visitorForbidden = answer("A visitor's account.", "StaffError", {
  message: staffMessages.staffOnly,
  code: "staff-only",
});

export const tooManyCodes = answer(
  "Too many codes tried for this account.",
  "ApiError",
  { message: staffMessages.tooManyCodes },
  ["Retry-After"],
);

export const accountUnauthorized = answer(
  "No token, or a token that is unknown, expired or signed out.",
  "ApiError",
  errorExamples.sessionExpired,
  ["WWW-Authenticate"],
);
export const exampleSessionId = "3f2b8c1e-5d4a-4b6e-9a7c-2e1f0d9b8a76";
