import { accountMessages, changePasswordRequestSchema } from "../../contract/account.ts";
import {
  changeEmailRequestSchema,
  connectionTexts,
  emailChangeSent,
  EMAIL_CHANGE_LINK_MINUTES,
  FRESH_SIGN_IN_MINUTES,
  nameRequestSchema,
  profileTexts,
  providerUnavailableMessage,
  tooManyEmailChanges,
} from "../../contract/account-profile.ts";
import {
  confirmEmailChangeRequestSchema,
  confirmEmailTexts,
  emailChanged,
} from "../../contract/confirm-email.ts";
import { accountDataMessages, applicationStatusWords } from "../../contract/account-data.ts";
import {
  accountApplicationsSchema,
  accountDataErrorSchema,
  accountDataExportSchema,
  accountDeletedSchema,
  accountSubscriptionsSchema,
  changedSubscriptionSchema,
  deleteAccountRequestSchema,
  subscriptionChangeSchema,
  withdrawnApplicationSchema,
} from "../../contract/account-data-schemas.ts";
import { apiErrorSchema, apiMessages } from "../../contract/api.ts";
import { applicationSchema } from "../careers/job-ids.ts";
import {
  codeExchangeRequestSchema,
  loginRequestSchema,
  oauthProviders,
  registerRequestSchema,
  verifyEmailRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from "../../contract/auth.ts";
import { contactMessageSchema } from "../../contract/contact.ts";
import {
  answerExamples,
  errorExamples,
  linkErrorExamples,
  requestExamples,
  verificationLinkErrorExamples,
  resetLinkErrorExamples,
} from "../../contract/examples.ts";
import { withSpamSignals } from "../../contract/form-signals.ts";
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
} from "../../contract/responses.ts";
import { subscriptionLinkSchema, subscriptionSchema } from "../../contract/subscription.ts";
import {
  auditPageSchema,
  codeRequestSchema,
  enrolmentSchema,
  handlingStatuses,
  inboxDetailSchema,
  inboxItemAnswerSchema,
  inboxKinds,
  inboxNoteSchema,
  inboxPageSchema,
  noteRequestSchema,
  roleRequestSchema,
  secondFactorStateSchema,
  staffAccountsSchema,
  staffErrorSchema,
  staffMessages,
  statusRequestSchema,
  verdictFilters,
  type InboxItem,
} from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";
import {
  passkeyRegistrationRequestSchema,
  passkeyRenameRequestSchema,
  passkeySignInRequestSchema,
} from "../../contract/passkeys.ts";
import {
  passkeyAnswerExamples,
  passkeyErrorExamples,
  passkeyRequestExamples,
} from "../../contract/passkey-examples.ts";
import {
  passkeyAnswerSchema,
  passkeyListSchema,
  passkeyRegistrationOptionsSchema,
  passkeyConfirmOptionsSchema,
  passkeySignInOptionsSchema,
} from "../../contract/passkey-responses.ts";
import { KEY_PATTERN } from "../forms/idempotency.ts";
import { encodeAuditCursor, encodeInboxCursor } from "../staff/cursors.ts";

// Every public endpoint of the API, one entry each: GET /api/openapi.json is built from this table
// (openapi-document.ts), and tests/api/openapi.test.ts calls every entry with its example. Schemas come from the zod
// contract; documenting a new endpoint means adding one entry here (and its example to contract/examples.ts).

export type Schema = z.core.$ZodType;

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
};
export type ResponseSchemaName = keyof typeof responseSchemas;

/** Headers, listed under components.headers; `required` ones are sent with every answer that names them. */
export const responseHeaders = {
  "Retry-After": {
    description: "Seconds to wait before trying again.",
    schema: z.int().check(z.minimum(1)),
    required: true,
  },
  "WWW-Authenticate": {
    description: 'The authentication scheme the endpoint expects: `Bearer realm="api"`.',
    schema: z.string(),
    required: true,
  },
  Location: {
    description: "Where the browser goes next.",
    schema: z.string(),
    required: true,
  },
} satisfies Record<string, { description: string; schema: Schema; required: boolean }>;
export type ResponseHeaderName = keyof typeof responseHeaders;

/** The optional Idempotency-Key request header of the public forms (server/forms/idempotency.ts). */
export const idempotencyKeyHeader = {
  description:
    "Makes a retry safe: the first answer to a key is stored for a day and sent again for the same body, so a " +
    "submission sent twice is stored once. The same key with a different body is refused.",
  schema: z.string().check(z.regex(KEY_PATTERN)),
  example: "3b241101-e2bb-4255-8caf-4136c566a962",
};

export const tags = {
  Forms: "Public forms: messages and job applications, stored and sent on to staff by email.",
  Subscriptions: "Newsletter and event announcements (double opt-in).",
  Accounts: "Registration, sign-in (password or an identity provider) and sessions with bearer tokens.",
  Account:
    "The signed-in person's own account: the sessions on each device, the password, their data (download it, " +
    "delete the account), the applications and subscriptions of their verified address. Every operation needs " +
    "the bearer token of a live session.",
  Service: "The state of the service.",
  Staff:
    "The staff console: the inbox of messages, applications and subscribers, roles and the audit log. Staff and " +
    "admin accounts only (roles are given with `npm run staff` or by an admin), each session verified with the " +
    "account's second factor (TOTP).",
};

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
  request?: RequestBody;
  /** The same operation also takes an `application/x-www-form-urlencoded` body, described here. */
  formBody?: { description: string; example: string };
  /** Accepts the optional Idempotency-Key header. */
  idempotencyKey?: boolean;
  /** Needs `Authorization: Bearer <token>`. */
  bearerAuth?: boolean;
  answers: Record<number, Answer>;
}

/** A request body whose example is checked against its schema by the compiler. */
function body<S extends Schema>(name: string, schema: S, example: z.input<S>): RequestBody {
  return { name, schema, example };
}

/** An answer with a body whose example is checked against its schema by the compiler. */
function answer<N extends ResponseSchemaName>(
  description: string,
  schema: N,
  example: z.output<(typeof responseSchemas)[N]>,
  headers?: readonly ResponseHeaderName[],
): Answer {
  return { description, schema, example, ...(headers ? { headers } : {}) };
}

/** Answers several endpoints give alike, listed once under components.responses by these names. */
export const sharedAnswers = {
  InvalidSubmission: answer(
    "The body is not valid: malformed JSON, not an object, or fields that break their rules (one sentence per " +
      "problem in `details`); or the Idempotency-Key header is malformed. Nothing was stored.",
    "ApiError",
    errorExamples.invalidInput,
  ),
  InvalidAccountRequest: answer(
    "The body is not valid: `message` is the first problem, `details` lists them all. Also for malformed JSON, " +
      "and for a body sent as text/plain.",
    "ApiError",
    errorExamples.invalidAccountInput,
  ),
  BodyTooLarge: answer("The body is over 100 KB.", "ApiError", errorExamples.bodyTooLarge),
  UnsupportedMediaType: answer(
    "The body is not JSON: send it with `Content-Type: application/json`.",
    "ApiError",
    errorExamples.unsupportedMediaType,
  ),
  IdempotencyKeyReused: answer(
    "This Idempotency-Key was already used (within a day) for a different body. Nothing was stored.",
    "ApiError",
    errorExamples.idempotencyKeyReused,
  ),
  TooManySubmissions: answer(
    "Too many submissions of this form from this network. Try again after Retry-After seconds.",
    "ApiError",
    errorExamples.tooManyRequests,
    ["Retry-After"],
  ),
  ServiceUnavailable: answer(
    "The database cannot be reached right now; nothing was stored. Try again after Retry-After seconds.",
    "ApiError",
    errorExamples.unavailable,
    ["Retry-After"],
  ),
} satisfies Record<string, Answer>;

/** What every public form may answer besides its success (server/forms/submission.ts, server/forms/form-post.ts). */
const formErrors: Record<number, Answer> = {
  303: {
    description:
      "Sent as a plain HTML form (`application/x-www-form-urlencoded`, the site's pages without JavaScript): stored, " +
      "`Location` is the form's thank-you page; refused (invalid fields, too many submissions), `Location` is the " +
      "form's page, and a short-lived HttpOnly `vc_form` cookie lets that page show the problems and the values. " +
      "No field is ever put in the URL.",
    headers: ["Location"],
  },
  403: answer(
    "A plain form body from another site (`Sec-Fetch-Site` other than same-origin, or a foreign `Origin`). " +
      "Nothing was stored.",
    "ApiError",
    errorExamples.crossSiteForm,
  ),
  400: sharedAnswers.InvalidSubmission,
  413: sharedAnswers.BodyTooLarge,
  409: sharedAnswers.IdempotencyKeyReused,
  415: sharedAnswers.UnsupportedMediaType,
  429: sharedAnswers.TooManySubmissions,
  503: sharedAnswers.ServiceUnavailable,
};

const formNote =
  "Besides its fields, the body may carry the optional spam signals the site's forms send (`website`, " +
  "`formStartedAt`, `formSentAt`); other unknown fields are ignored. Text fields are cleaned (control characters " +
  "removed, spaces trimmed) before their limits are checked.";

/** The plain HTML form body of a public form (ADR 0007), answered 303. */
function plainForm(fields: Record<string, string>, checkbox?: string) {
  return {
    description:
      "The same fields as the JSON body, as a browser posts the site's form without JavaScript; only from this " +
      "site's pages (else 403). Answered 303." +
      (checkbox ? ` An absent \`${checkbox}\` (an unticked checkbox) is false.` : ""),
    example: new URLSearchParams(fields).toString(),
  };
}

// One object per schema, so both subscription endpoints share one component.
const subscriptionRequest = withSpamSignals(subscriptionSchema);

const linkToken = {
  description:
    "The secret of an emailed link, for clients that cannot send a body of their own (RFC 8058 one-click).",
  schema: z.string().check(z.minLength(1), z.maxLength(200)),
  example: requestExamples.subscriptionLink.token,
  required: false,
};

/** What both emailed-link endpoints may answer besides their success. */
const linkErrors: Record<number, Answer> = {
  400: answer(
    "No token in the body (or, for a form body, in the query).",
    "ApiError",
    errorExamples.linkMissing,
  ),
  404: answer(
    "The token is unknown: a forged or cut-short link. Nothing changed.",
    "SubscriptionLinkError",
    linkErrorExamples.invalid,
  ),
  410: answer(
    "The link was already used, or is past its lifetime (`code` says which). Nothing changed.",
    "SubscriptionLinkError",
    linkErrorExamples.used,
  ),
  413: sharedAnswers.BodyTooLarge,
  415: sharedAnswers.UnsupportedMediaType,
  429: sharedAnswers.TooManySubmissions,
  503: sharedAnswers.ServiceUnavailable,
};

const subscriptionNote =
  "Double opt-in: the answer is the same whether or not the address was already on the list, so it tells nobody " +
  "which addresses are known.";

// ---- The staff console (/api/staff, /api/auth/2fa) ----

const exampleItem: InboxItem = {
  kind: "application",
  id: "0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10",
  receivedAt: "2026-11-20T09:30:00.000Z",
  name: "Grace Hopper",
  email: "grace@example.org",
  about: "ai-researcher",
  category: "ai-researcher",
  status: "in-progress",
  verdict: "clean",
  spamReason: "",
};

const staffUnauthorized = answer(
  "No token, or a token that is unknown, expired or signed out. Nothing else is said.",
  "ApiError",
  errorExamples.sessionExpired,
  ["WWW-Authenticate"],
);

const staffForbidden = answer(
  "The account is a visitor's (`code` staff-only), or this session has not yet proved the account's second " +
    "factor (`code` second-factor-required: set it up with POST /api/staff/2fa/enrol and /confirm, or send a " +
    "code to POST /api/auth/2fa). Nothing else is said.",
  "StaffError",
  { message: staffMessages.secondFactorRequired, code: "second-factor-required" },
);

const adminForbidden = answer(
  "As for every staff route (`code` staff-only or second-factor-required), and `code` admin-only for a staff " +
    "account that is not an admin.",
  "StaffError",
  { message: staffMessages.adminOnly, code: "admin-only" },
);

const staffInvalid = answer(
  "The body or the query breaks a rule (one sentence per problem in `details`).",
  "ApiError",
  { message: apiMessages.invalidInput, details: ["status must be new, in-progress or done"] },
);

const entryNotFound = answer("No entry of this kind has this id.", "ApiError", {
  message: staffMessages.entryNotFound,
});

const staffCommon = { 401: staffUnauthorized, 403: staffForbidden, 503: sharedAnswers.ServiceUnavailable };
const staffBodyErrors = {
  400: staffInvalid,
  413: sharedAnswers.BodyTooLarge,
  415: sharedAnswers.UnsupportedMediaType,
};

const entryPath = {
  kind: {
    description: "The kind of entry.",
    schema: z.enum(inboxKinds),
    example: "application",
  },
  id: { description: "The entry's id.", schema: z.uuid(), example: exampleItem.id },
};

const query = (description: string, schema: Schema, example: string | number) => ({
  description,
  schema,
  example: example as string,
  required: false,
});

const inboxFilters = {
  kind: query("Only this kind of entry.", z.enum(inboxKinds), "application"),
  category: query(
    "The contact message's category, the application's position or the subscription's list.",
    z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/)),
    "ai-researcher",
  ),
  status: query("Only entries with this handling status.", z.enum(handlingStatuses), "in-progress"),
  verdict: query(
    "The spam verdict: clean, spam (kept aside by the spam signals or by staff), released; not-spam (the " +
      "default) or any.",
    z.enum(verdictFilters),
    "not-spam",
  ),
  from: query("Received on or after this UTC day.", z.iso.date(), "2026-11-01"),
  to: query("Received on or before this UTC day.", z.iso.date(), "2026-11-30"),
  q: query(
    "Words to find in names, addresses, subjects and texts; each word also matches as the start of a word.",
    z.string().check(z.maxLength(200)),
    "grace",
  ),
};

// Cursors the server accepts (a documented example is valid input): the page after the examples' entry, made by the
// routes' own encoders.
const inboxCursorExample = encodeInboxCursor({ t: "2026-11-20T09:30:00.000000Z", i: exampleItem.id });
const auditCursorExample = encodeAuditCursor(
  "2026-11-21T08:00:00.000000Z",
  "9a0b7d4e-1c2f-4e3a-8b5d-6f7e8a9b0c1d",
);

const exampleCode = { code: "492039" };

const invalidCode = answer("The code is wrong, already used, or malformed.", "ApiError", {
  message: staffMessages.invalidCode,
  details: [staffMessages.invalidCode],
});

/** The second-factor set-up answers accounts that have not proved it yet, so only visitors are refused. */
const visitorForbidden = answer("A visitor's account.", "StaffError", {
  message: staffMessages.staffOnly,
  code: "staff-only",
});

const tooManyCodes = answer(
  "Too many codes tried for this account.",
  "ApiError",
  { message: staffMessages.tooManyCodes },
  ["Retry-After"],
);

const accountUnauthorized = answer(
  "No token, or a token that is unknown, expired or signed out.",
  "ApiError",
  errorExamples.sessionExpired,
  ["WWW-Authenticate"],
);
const exampleSessionId = "3f2b8c1e-5d4a-4b6e-9a7c-2e1f0d9b8a76";

const accountEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/account/sessions",
    operationId: "listAccountSessions",
    tag: "Account",
    summary: "The places the account is signed in",
    description:
      "Every live session of the account, the most recently used first: the browser and system it said it was " +
      "(never the User-Agent itself), when it signed in and when it was last used; `current` marks the caller's.",
    bearerAuth: true,
    answers: {
      200: answer("The sessions.", "AccountSessions", {
        sessions: [
          {
            id: exampleSessionId,
            device: "Firefox on Windows",
            signedInAt: "2026-11-20T09:30:00Z",
            lastSeenAt: "2026-11-26T08:12:45Z",
            current: true,
          },
        ],
      }),
      401: accountUnauthorized,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/sessions/{id}/end",
    operationId: "endAccountSession",
    tag: "Account",
    summary: "Sign out one session",
    description: "Ends one of the account's own sessions (the caller's too, if it names it). No body.",
    bearerAuth: true,
    pathParameters: {
      id: { description: "The session's id, from the list.", schema: z.string(), example: exampleSessionId },
    },
    answers: {
      204: { description: "Signed out." },
      401: accountUnauthorized,
      404: answer("No live session of this account has this id.", "ApiError", {
        message: accountMessages.sessionNotFound,
      }),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/sessions/end-others",
    operationId: "endOtherAccountSessions",
    tag: "Account",
    summary: "Sign out every other session",
    description: "Ends every session of the account but the caller's. No body.",
    bearerAuth: true,
    answers: {
      200: answer("How many sessions ended.", "EndedSessions", { ended: 2 }),
      401: accountUnauthorized,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/password",
    operationId: "changePassword",
    tag: "Account",
    summary: "Change the password",
    description:
      "With the current password (an account made through Google or Facebook sets its first one without it); the " +
      "new one follows the registration rules. Every other session ends, this one stays, and a notice goes to the " +
      "account's address. At most 5 attempts per account in 15 minutes.",
    bearerAuth: true,
    request: body("ChangePasswordRequest", changePasswordRequestSchema, {
      currentPassword: "analytical-engine-1843",
      newPassword: "difference-engine-1822",
    }),
    answers: {
      200: answer("Changed.", "PasswordChanged", { message: accountMessages.passwordChanged }),
      400: answer(
        "The current password is missing or wrong, or the new one breaks a registration rule.",
        "ApiError",
        { message: accountMessages.currentPasswordWrong, details: [accountMessages.currentPasswordWrong] },
      ),
      401: accountUnauthorized,
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many attempts for this account. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyRequests,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
];

// ---- The person's data: download, deletion, applications, subscriptions (/api/account) ----

const exampleApplicationId = "0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10";
const exampleAccountApplication = {
  id: exampleApplicationId,
  position: "ai-researcher",
  positionTitle: "AI Researcher",
  appliedAt: "2026-11-20T09:30:00Z",
  status: "in-progress" as const,
  statusLabel: applicationStatusWords["in-progress"].label,
  statusDescription: applicationStatusWords["in-progress"].description,
  canWithdraw: true,
};
const emailUnverified = answer(
  "The account's email address is not verified, so nothing sent from it is shown or changed (`code` " +
    "email-unverified).",
  "AccountDataError",
  { message: accountDataMessages.emailUnverified, code: "email-unverified" },
);
const accountTooMany = (what: string) =>
  answer(
    `Too many ${what} for this account. Try again after Retry-After seconds.`,
    "ApiError",
    errorExamples.tooManyRequests,
    ["Retry-After"],
  );

const accountDataEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/account/data",
    operationId: "downloadAccountData",
    tag: "Account",
    summary: "Download everything stored about you",
    description:
      "One JSON file (`Content-Disposition: attachment`, named with the day): the account (whether a password is " +
      "set, never its hash), live sessions, sign-in methods, the emails kept about the account (subjects and " +
      "times), and, once the address is verified, the messages, job applications (with their status) and " +
      "subscriptions sent from it, and the audit log's lines about all of these (staff named as `staff`). " +
      "Applications hold the link to the CV the applicant gave; the server stores no CV file. At most 10 " +
      "downloads per account in 15 minutes.",
    bearerAuth: true,
    answers: {
      200: answer("The data.", "AccountData", {
        exportedAt: "2026-11-26T08:12:45Z",
        account: {
          id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
          name: "Grace Hopper",
          email: "grace@example.org",
          emailVerified: true,
          emailVerifiedAt: "2026-11-19T10:00:00Z",
          role: "visitor",
          passwordSet: true,
          createdAt: "2026-11-19T09:58:00Z",
        },
        sessions: [
          {
            id: exampleSessionId,
            device: "Firefox on Windows",
            rememberMe: false,
            signedInAt: "2026-11-26T08:00:00Z",
            lastSeenAt: "2026-11-26T08:12:45Z",
            expiresAt: "2026-11-26T20:12:45Z",
            current: true,
          },
        ],
        signInMethods: {
          password: true,
          providers: [{ provider: "google", connectedAt: "2026-11-20T09:00:00Z" }],
          passkeys: [],
          recognisedBrowsers: [
            {
              firstSignedInAt: "2026-11-19T09:58:00Z",
              lastSignedInAt: "2026-11-26T08:00:00Z",
              expiresAt: "2027-11-26T08:00:00Z",
            },
          ],
          twoStepVerification: null,
        },
        emails: [
          {
            kind: "email-verification",
            subject: "Verify your email address",
            queuedAt: "2026-11-19T09:58:00Z",
            sentAt: "2026-11-19T09:58:02Z",
          },
        ],
        messages: [],
        applications: [
          {
            id: exampleApplicationId,
            appliedAt: "2026-11-20T09:30:00Z",
            position: "ai-researcher",
            positionTitle: "AI Researcher",
            status: "in-progress",
            statusLabel: applicationStatusWords["in-progress"].label,
            statusChangedAt: "2026-11-21T08:00:00Z",
            name: "Grace Hopper",
            email: "grace@example.org",
            phone: "",
            experience: "senior",
            location: "Lisbon",
            remoteWork: true,
            availability: "1-month",
            coverLetter: "Compilers and climate models.",
            resumeLink: "https://example.org/grace-hopper-cv.pdf",
            portfolio: "",
            linkedIn: "",
            github: "",
          },
        ],
        subscriptions: [
          {
            id: "5d1f0c7a-8f0e-4a52-9b7b-3c2f1e0d9a88",
            list: "newsletter",
            email: "grace@example.org",
            status: "confirmed",
            requestedAt: "2026-11-20T09:40:00Z",
            confirmedAt: "2026-11-20T09:41:00Z",
            unsubscribedAt: null,
          },
        ],
        auditLog: [
          {
            at: "2026-11-21T08:00:00Z",
            by: "staff",
            action: "status",
            targetKind: "application",
            targetId: exampleApplicationId,
            detail: "new → in-progress",
          },
        ],
      }),
      401: accountUnauthorized,
      429: answer(
        "Too many downloads for this account. Try again after Retry-After seconds.",
        "ApiError",
        { message: accountDataMessages.tooManyDownloads },
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/delete",
    operationId: "deleteAccount",
    tag: "Account",
    summary: "Delete the account",
    description:
      "Confirmed with the password (`method` password), or, for an account without one (made through Google or " +
      "Facebook), by typing its email address (`method` email), or by any account with one of its passkeys " +
      "(`method` passkey: the browser's answer to POST /api/account/passkeys/confirm/options). Removes the account at once with its sessions, " +
      "sign-in methods and tokens, signs out every device, and emails a notice to the address. Messages, " +
      "applications and subscriptions sent from the address stay for their retention periods (docs/privacy.md). " +
      "At most 5 attempts per account in 15 minutes.",
    bearerAuth: true,
    request: body("DeleteAccountRequest", deleteAccountRequestSchema, {
      method: "password",
      password: "analytical-engine-1843",
    }),
    answers: {
      200: answer("Deleted; the token no longer works.", "AccountDeleted", {
        message: accountDataMessages.deleted,
      }),
      400: answer(
        "The password is missing or wrong, the typed address is not the account's, or the method does not fit " +
          "the account (an account with a password confirms with it). Nothing was deleted.",
        "ApiError",
        { message: accountDataMessages.passwordWrong, details: [accountDataMessages.passwordWrong] },
      ),
      401: accountUnauthorized,
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: accountTooMany("attempts"),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "get",
    path: "/api/account/applications",
    operationId: "listAccountApplications",
    tag: "Account",
    summary: "The job applications sent from your verified address",
    description:
      "Newest first (at most 100): the position, when it was sent, and the status staff set in the console, in " +
      "an applicant's words (`statusLabel`, `statusDescription`); `canWithdraw` while it is still open.",
    bearerAuth: true,
    answers: {
      200: answer("The applications.", "AccountApplications", { applications: [exampleAccountApplication] }),
      401: accountUnauthorized,
      403: emailUnverified,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/applications/{id}/withdraw",
    operationId: "withdrawAccountApplication",
    tag: "Account",
    summary: "Withdraw one of your applications",
    description:
      "An open application (received or under review) becomes `withdrawn`: staff see it so in the console and " +
      "can no longer change it; the audit log records it. No body. At most 20 per account in 15 minutes.",
    bearerAuth: true,
    pathParameters: {
      id: {
        description: "The application's id, from the list.",
        schema: z.string(),
        example: exampleApplicationId,
      },
    },
    answers: {
      200: answer("Withdrawn.", "WithdrawnApplication", {
        application: {
          ...exampleAccountApplication,
          status: "withdrawn",
          statusLabel: applicationStatusWords.withdrawn.label,
          statusDescription: applicationStatusWords.withdrawn.description,
          canWithdraw: false,
        },
        message: accountDataMessages.withdrawn,
      }),
      401: accountUnauthorized,
      403: emailUnverified,
      404: answer(
        "No application sent from your address has this id (another person's is not yours to see).",
        "ApiError",
        { message: accountDataMessages.applicationNotFound },
      ),
      409: answer(
        "Already withdrawn (`code` already-withdrawn), or closed by staff (`code` application-closed). Nothing " +
          "changed.",
        "AccountDataError",
        { message: accountDataMessages.alreadyWithdrawn, code: "already-withdrawn" },
      ),
      429: accountTooMany("withdrawals"),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "get",
    path: "/api/account/subscriptions",
    operationId: "listAccountSubscriptions",
    tag: "Account",
    summary: "The newsletter and event announcements for your verified address",
    description:
      "Each list's state: subscribed, pending (a confirmation email was sent and not yet followed) or " +
      "not-subscribed.",
    bearerAuth: true,
    answers: {
      200: answer("The lists.", "AccountSubscriptions", {
        subscriptions: [
          { list: "newsletter", state: "subscribed" },
          { list: "events", state: "not-subscribed" },
        ],
      }),
      401: accountUnauthorized,
      403: emailUnverified,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/subscriptions",
    operationId: "changeAccountSubscription",
    tag: "Account",
    summary: "Subscribe to or unsubscribe from a list",
    description:
      "Applies at once, without an emailed link: the address is verified. Subscribing tells staff of the new " +
      "subscriber, as a confirmation link does; unsubscribing also spends any confirmation link still in the " +
      "inbox. Repeating a change changes nothing. At most 20 changes per account in 15 minutes.",
    bearerAuth: true,
    request: body("SubscriptionChangeRequest", subscriptionChangeSchema, {
      list: "newsletter",
      subscribed: true,
    }),
    answers: {
      200: answer("The lists as they are now.", "ChangedSubscription", {
        subscriptions: [
          { list: "newsletter", state: "subscribed" },
          { list: "events", state: "not-subscribed" },
        ],
        message: accountDataMessages.subscribed("newsletter"),
      }),
      400: answer("No list, or `subscribed` is not true or false.", "ApiError", {
        message: "list must be newsletter or events",
        details: ["list must be newsletter or events"],
      }),
      401: accountUnauthorized,
      403: emailUnverified,
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: accountTooMany("changes"),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
];

// The account's name, email and sign-in methods (server/account/profile.routes.ts, connections.routes.ts).
const exampleNewEmail = "katherine.johnson@example.net";
const examplePending = { email: exampleNewEmail, expiresAt: "2026-11-26T09:30:00Z" };
const tooManyEmailChangesAnswer = answer(
  "Too many changes of email asked for by this account, or too many links sent to this new address (whichever " +
    "accounts asked). Try again after Retry-After seconds.",
  "ApiError",
  { message: tooManyEmailChanges(3600) },
  ["Retry-After"],
);
const providerParameter = {
  provider: {
    description: "The identity provider: `google` or `facebook`.",
    schema: z.enum(oauthProviders),
    example: "google",
  },
};

const accountProfileEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/account/profile",
    operationId: "getAccountProfile",
    tag: "Account",
    summary: "The account's name and email",
    description:
      "The name, the email address and whether it is verified, whether the account has a password, and a change " +
      "of email waiting for its link " +
      "(`pendingEmail`, null when none).",
    bearerAuth: true,
    answers: {
      200: answer("The profile.", "AccountProfile", {
        name: "Katherine Johnson",
        email: "katherine@example.org",
        emailVerified: true,
        hasPassword: true,
        pendingEmail: examplePending,
      }),
      401: accountUnauthorized,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/name",
    operationId: "changeAccountName",
    tag: "Account",
    summary: "Change the name",
    description: "The registration's rules for the full name. At most 20 changes per account in an hour.",
    bearerAuth: true,
    request: body("NameRequest", nameRequestSchema, { name: "Katherine Coleman Johnson" }),
    answers: {
      200: answer("Saved; `name` as stored.", "NameChanged", {
        name: "Katherine Coleman Johnson",
        message: profileTexts.nameSaved,
      }),
      400: sharedAnswers.InvalidAccountRequest,
      401: accountUnauthorized,
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many changes for this account. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyRequests,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/email",
    operationId: "requestEmailChange",
    tag: "Account",
    summary: "Ask to change the email address",
    description:
      "Nothing changes yet: the new address gets a link to /confirm-email#token=…, which works once within " +
      `${EMAIL_CHANGE_LINK_MINUTES} minutes, and the current address a notice. With the current password when ` +
      "the account has one; an account without one (made through Google or Facebook) must have signed in within " +
      `the last ${FRESH_SIGN_IN_MINUTES} minutes. The answer is the same whether or not another account has the ` +
      "new address (that address is then told, and gets no link). A newer request replaces a waiting one. At " +
      "most 5 requests (and resends) per account, and 3 links per new address, in an hour.",
    bearerAuth: true,
    request: body("ChangeEmailRequest", changeEmailRequestSchema, {
      email: exampleNewEmail,
      currentPassword: "orbital trajectories 1962",
    }),
    answers: {
      202: answer("The link is on its way.", "EmailChangeRequested", {
        message: emailChangeSent(exampleNewEmail),
        pendingEmail: examplePending,
      }),
      400: answer(
        "The address is not valid or is already the account's, or the current password is missing or wrong.",
        "ApiError",
        { message: accountMessages.currentPasswordWrong, details: [accountMessages.currentPasswordWrong] },
      ),
      401: accountUnauthorized,
      403: answer(
        "The account has no password and this session signed in too long ago: sign in again first.",
        "ApiError",
        { message: profileTexts.signInAgain },
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: tooManyEmailChangesAnswer,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/email/resend",
    operationId: "resendEmailChange",
    tag: "Account",
    summary: "Send the waiting change's link again",
    description:
      "A new link to the waiting change's address; the earlier link stops working. Counts against the same " +
      "limits as asking. No body.",
    bearerAuth: true,
    answers: {
      202: answer("The new link is on its way.", "EmailChangeRequested", {
        message: emailChangeSent(exampleNewEmail),
        pendingEmail: examplePending,
      }),
      401: accountUnauthorized,
      404: answer("No change of email is waiting.", "ApiError", { message: profileTexts.noPendingChange }),
      429: tooManyEmailChangesAnswer,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/email/cancel",
    operationId: "cancelEmailChange",
    tag: "Account",
    summary: "Cancel the waiting change of email",
    description: "Its link stops working; the address stays as it is. No body.",
    bearerAuth: true,
    answers: {
      204: { description: "Cancelled." },
      401: accountUnauthorized,
      404: answer("No change of email is waiting.", "ApiError", { message: profileTexts.noPendingChange }),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/email/confirm",
    operationId: "confirmEmailChange",
    tag: "Account",
    summary: "Make the new address the account's email, with its emailed link",
    description:
      "The /confirm-email page sends the token of the link. No sign-in needed: the token is the proof. The " +
      "address becomes the account's email, verified; links sent to the old one stop working, and the old " +
      "address gets a notice (with the new one masked). Sessions stay.",
    request: body("ConfirmEmailChangeRequest", confirmEmailChangeRequestSchema, {
      token: "Wc2YkP7sHd9fJa4gTe1uRi6oEl3nQq3xLr8Zt0VbN5m",
    }),
    answers: {
      200: answer("Changed.", "EmailChangeConfirmed", {
        message: emailChanged(exampleNewEmail),
        email: exampleNewEmail,
      }),
      400: answer("No token, or not a string.", "ApiError", {
        message: confirmEmailTexts.problems.invalid,
        details: [confirmEmailTexts.problems.invalid],
      }),
      404: answer(
        "The token is unknown: forged, cut short, or replaced by a newer link or a cancellation. Nothing changed.",
        "EmailChangeLinkError",
        { message: confirmEmailTexts.problems.invalid, code: "invalid" },
      ),
      409: answer(
        "Another account took the address since the link was sent. Nothing changed; the link is spent.",
        "EmailChangeLinkError",
        { message: confirmEmailTexts.problems.taken, code: "taken" },
      ),
      410: answer(
        "The link was already used, or is past its lifetime (`code` says which). Nothing changed.",
        "EmailChangeLinkError",
        { message: confirmEmailTexts.problems.expired, code: "expired" },
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many attempts from this network. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyRequests,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "get",
    path: "/api/account/connections",
    operationId: "listAccountConnections",
    tag: "Account",
    summary: "The account's ways to sign in",
    description:
      "Whether the account has a password, each identity provider (configured on this server or not, connected " +
      "or not), and how many ways in the account has: disconnecting never takes the last.",
    bearerAuth: true,
    answers: {
      200: answer("The sign-in methods.", "AccountConnections", {
        hasPassword: true,
        waysIn: 2,
        connections: [
          { provider: "google", available: true, connected: true, connectedAt: "2026-11-20T09:30:00Z" },
          { provider: "facebook", available: true, connected: false, connectedAt: null },
        ],
      }),
      401: accountUnauthorized,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/connections/{provider}/connect",
    operationId: "connectProvider",
    tag: "Account",
    summary: "Start connecting an identity provider",
    description:
      "Answers where to send the browser (the provider's sign-in page) and sets the flow's cookie (`HttpOnly`, " +
      "for the callback's path only, 10 minutes) holding its state and a secret bound to this session. The " +
      "provider's callback (GET /api/auth/{provider}/callback) then links that identity to this account and " +
      "ends on /account?connected={provider}, or on /account?connectError=…&provider=… when the identity " +
      "belongs to another account, the session ended meanwhile, or the flow failed. A notice goes to the " +
      "account's address. At most 10 starts per account in 15 minutes. No body.",
    bearerAuth: true,
    pathParameters: providerParameter,
    answers: {
      200: answer("Send the browser to `location`.", "ConnectionStart", {
        location: "https://accounts.google.com/o/oauth2/v2/auth?client_id=…&state=…&code_challenge=…",
      }),
      401: accountUnauthorized,
      404: answer("Not a provider this site knows.", "ApiError", { message: apiMessages.notFound }),
      409: answer(
        "The provider is already connected to this account, or is not configured on this server.",
        "ApiError",
        { message: providerUnavailableMessage("google") },
      ),
      429: answer(
        "Too many starts for this account. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyRequests,
        ["Retry-After"],
      ),
      503: answer(
        "The provider (or the database) cannot be reached right now. Try again after Retry-After seconds.",
        "ApiError",
        { message: providerUnavailableMessage("google") },
        ["Retry-After"],
      ),
    },
  },
  {
    method: "post",
    path: "/api/account/connections/{provider}/disconnect",
    operationId: "disconnectProvider",
    tag: "Account",
    summary: "Disconnect an identity provider",
    description:
      "Only while the account keeps another way in (its password, another provider, a passkey). No body.",
    bearerAuth: true,
    pathParameters: providerParameter,
    answers: {
      204: { description: "Disconnected: the provider no longer signs in to this account." },
      401: accountUnauthorized,
      404: answer("Not a provider this site knows, or not connected to this account.", "ApiError", {
        message: apiMessages.notFound,
      }),
      409: answer("It is the account's last way in.", "ApiError", { message: connectionTexts.lastWayIn }),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
];

// ---- Passkeys: the account's own (/api/account/passkeys) and signing in with one (/api/auth/passkey) ----

const examplePasskeyId = passkeyAnswerExamples.list.passkeys[0]!.id;
const passkeyPath = {
  id: { description: "The passkey's id, from the list.", schema: z.string(), example: examplePasskeyId },
};
const passkeyChangeLimit = answer(
  "Too many passkey changes on this account (20 in 15 minutes, each step of adding one counted). Try again " +
    "after Retry-After seconds.",
  "ApiError",
  passkeyErrorExamples.tooManyChanges,
  ["Retry-After"],
);
const passkeyNotFound = answer(
  "The account has no passkey with this id.",
  "ApiError",
  passkeyErrorExamples.notFound,
);

const passkeyEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/account/passkeys",
    operationId: "listPasskeys",
    tag: "Account",
    summary: "The account's passkeys",
    description:
      "Each passkey with the name its owner gave it, when it was added and when it last signed in (null: not yet); " +
      "the newest first. Never the key material.",
    bearerAuth: true,
    answers: {
      200: answer("The passkeys.", "PasskeyList", passkeyAnswerExamples.list),
      401: accountUnauthorized,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/registration/options",
    operationId: "passkeyRegistrationOptions",
    tag: "Account",
    summary: "Start adding a passkey",
    description:
      "No body. The options for `navigator.credentials.create()` (WebAuthn, as JSON): a discoverable credential " +
      "with user verification, attestation `none`, the account's passkeys excluded. Its challenge works once, for " +
      "this session, within 5 minutes. A staff or admin account must have proved its second factor in this session.",
    bearerAuth: true,
    answers: {
      200: answer("The options.", "PasskeyRegistrationOptions", passkeyAnswerExamples.registrationOptions),
      401: accountUnauthorized,
      403: answer(
        "A staff or admin session that has not proved the second factor (TOTP).",
        "ApiError",
        passkeyErrorExamples.secondFactorFirst,
      ),
      429: passkeyChangeLimit,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/confirm/options",
    operationId: "passkeyConfirmOptions",
    tag: "Account",
    summary: "Start confirming a step with one of the account's passkeys",
    description:
      "No body. The options for `navigator.credentials.get()` (WebAuthn, as JSON) that list the account's own " +
      "passkeys, with user verification. The answer goes with the step that asks for it (POST /api/account/delete " +
      "with `method` passkey). Its challenge works once, for this session, within 5 minutes.",
    bearerAuth: true,
    answers: {
      200: answer("The options.", "PasskeyConfirmOptions", passkeyAnswerExamples.confirmOptions),
      401: accountUnauthorized,
      409: answer("The account has no passkey.", "ApiError", passkeyErrorExamples.noPasskeyToConfirm),
      429: passkeyChangeLimit,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/registration/verify",
    operationId: "addPasskey",
    tag: "Account",
    summary: "Add a passkey: the authenticator's answer and a name",
    description:
      "`response` is what `navigator.credentials.create()` gave for the options (RegistrationResponseJSON, as " +
      "@simplewebauthn/browser sends it); it must come from this site's origin, with user verification. The " +
      "challenge is used up whatever the outcome. A notice goes to the account's address.",
    bearerAuth: true,
    request: body(
      "PasskeyRegistrationRequest",
      passkeyRegistrationRequestSchema,
      passkeyRequestExamples.registration,
    ),
    answers: {
      201: answer("Added.", "PasskeyAnswer", passkeyAnswerExamples.added),
      400: answer(
        "The body or the name breaks a rule; the challenge is unknown, expired, used or another session's; or the " +
          "answer does not verify (origin, RP id, signature, no user verification). Nothing was added.",
        "ApiError",
        passkeyErrorExamples.registrationExpired,
      ),
      401: accountUnauthorized,
      403: answer(
        "A staff or admin session that has not proved the second factor (TOTP).",
        "ApiError",
        passkeyErrorExamples.secondFactorFirst,
      ),
      409: answer(
        "This credential is registered already.",
        "ApiError",
        passkeyErrorExamples.alreadyRegistered,
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: passkeyChangeLimit,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/{id}/rename",
    operationId: "renamePasskey",
    tag: "Account",
    summary: "Rename a passkey",
    bearerAuth: true,
    pathParameters: passkeyPath,
    request: body("PasskeyRenameRequest", passkeyRenameRequestSchema, passkeyRequestExamples.rename),
    answers: {
      200: answer("Renamed.", "PasskeyAnswer", passkeyAnswerExamples.renamed),
      400: answer("The name is empty or over 60 characters.", "ApiError", passkeyErrorExamples.invalidName),
      401: accountUnauthorized,
      404: passkeyNotFound,
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: passkeyChangeLimit,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/account/passkeys/{id}/remove",
    operationId: "removePasskey",
    tag: "Account",
    summary: "Remove a passkey",
    description:
      "No body. Refused when it is the account's last way in: no password, no Google or Facebook identity and no " +
      "other passkey.",
    bearerAuth: true,
    pathParameters: passkeyPath,
    answers: {
      204: { description: "Removed: it signs nobody in any more." },
      401: accountUnauthorized,
      404: passkeyNotFound,
      409: answer("The account's last way in.", "ApiError", passkeyErrorExamples.lastWayIn),
      429: passkeyChangeLimit,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/passkey/options",
    operationId: "passkeySignInOptions",
    tag: "Accounts",
    summary: "Start signing in with a passkey",
    description:
      "No body, no account named: the options for `navigator.credentials.get()` (WebAuthn, as JSON) accept any " +
      "passkey of this site, so the browser can offer its own (also in the email field's autofill). User " +
      "verification is required. The challenge works once within 5 minutes. Limited per client address.",
    answers: {
      200: answer("The options.", "PasskeySignInOptions", passkeyAnswerExamples.signInOptions),
      429: answer(
        "Too many from this network. Try again after Retry-After seconds.",
        "ApiError",
        passkeyErrorExamples.tooMany,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/passkey/verify",
    operationId: "passkeySignIn",
    tag: "Accounts",
    summary: "Sign in with a passkey",
    description:
      "`response` is what `navigator.credentials.get()` gave for the options (AuthenticationResponseJSON). A session " +
      "starts as with the password: the same token, lifetimes, `rememberMe` and device cookie. For a staff or admin " +
      "account, a passkey added from a session that had proved the second factor counts as that factor: the new " +
      "session needs no TOTP code. Failures are limited like the login's (per device cookie, else per address).",
    request: body("PasskeySignInRequest", passkeySignInRequestSchema, passkeyRequestExamples.signIn),
    answers: {
      200: answer(
        "Signed in: send `token` as `Authorization: Bearer <token>`.",
        "AuthSession",
        passkeyAnswerExamples.session,
      ),
      400: answer(
        "The body is not an authenticator's answer.",
        "ApiError",
        passkeyErrorExamples.invalidSignIn,
      ),
      401: answer(
        "The challenge is unknown, expired or used, or the passkey is unknown (removed) or its answer does not " +
          "verify. The challenge is used up either way.",
        "ApiError",
        passkeyErrorExamples.signInExpired,
        ["WWW-Authenticate"],
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many failed passkey sign-ins from this network (or this device). Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyLoginAttempts,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
];

const staffEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/auth/2fa",
    operationId: "getSecondFactorState",
    tag: "Accounts",
    summary: "The signed-in account's role and second-factor state",
    description:
      "Whether the account is a visitor, staff or admin, has a confirmed second factor, and whether this session " +
      "proved it.",
    bearerAuth: true,
    answers: {
      200: answer("The state.", "SecondFactorState", { role: "staff", enrolled: true, verified: false }),
      401: staffUnauthorized,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/2fa",
    operationId: "verifySecondFactor",
    tag: "Accounts",
    summary: "Prove the second factor for this session",
    description:
      "A staff or admin session sends the 6-digit code of its authenticator app (TOTP, RFC 6238), or one of its " +
      "recovery codes, which then works no more. A code is never accepted twice. Code attempts are limited per " +
      "account.",
    bearerAuth: true,
    request: body("SecondFactorCode", codeRequestSchema, exampleCode),
    answers: {
      204: { description: "This session is verified: the staff routes now answer it." },
      400: invalidCode,
      401: staffUnauthorized,
      409: answer("The account has no confirmed second factor (or is a visitor's).", "ApiError", {
        message: staffMessages.notEnrolled,
      }),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: tooManyCodes,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/staff/2fa/enrol",
    operationId: "enrolSecondFactor",
    tag: "Staff",
    summary: "Start setting up the second factor",
    description:
      "For a staff or admin account without a confirmed second factor (a pending set-up is replaced). The secret " +
      "goes into an authenticator app (or scan `otpauthUrl` as a QR code); keep the recovery codes somewhere safe: " +
      "they are shown only now. No body.",
    bearerAuth: true,
    answers: {
      200: answer("A new secret and recovery codes.", "Enrolment", {
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        otpauthUrl:
          "otpauth://totp/Verdant%20Collective:grace%40example.org?issuer=Verdant%20Collective&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
        recoveryCodes: ["k7m2p-x9q4r", "a3b5c-d7e9f"],
      }),
      401: staffUnauthorized,
      403: visitorForbidden,
      409: answer("The second factor is set up already.", "ApiError", {
        message: staffMessages.alreadyEnrolled,
      }),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/staff/2fa/confirm",
    operationId: "confirmSecondFactor",
    tag: "Staff",
    summary: "Finish setting up the second factor with a first code",
    bearerAuth: true,
    request: body("SecondFactorCode", codeRequestSchema, exampleCode),
    answers: {
      204: { description: "Set up; this session is verified." },
      400: invalidCode,
      401: staffUnauthorized,
      403: visitorForbidden,
      409: answer("No set-up was started, or it is finished already.", "ApiError", {
        message: staffMessages.notEnrolling,
      }),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: tooManyCodes,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "get",
    path: "/api/staff/inbox",
    operationId: "listInbox",
    tag: "Staff",
    summary: "Messages, applications and confirmed subscribers, newest first",
    description:
      "Keyset pages: pass `nextCursor` as `cursor` for the next page; entries that arrive meanwhile never shift " +
      "later pages. Spam is left out unless `verdict` asks for it.",
    bearerAuth: true,
    queryParameters: {
      ...inboxFilters,
      cursor: query(
        "The `nextCursor` of the previous page.",
        z.string().check(z.maxLength(200)),
        inboxCursorExample,
      ),
      limit: query(
        "Entries per page, 1 to 100 (default 25).",
        z.int().check(z.minimum(1), z.maximum(100)),
        25,
      ),
    },
    answers: {
      200: answer("One page.", "InboxPage", { items: [exampleItem], nextCursor: null }),
      400: staffInvalid,
      ...staffCommon,
    },
  },
  {
    method: "get",
    path: "/api/staff/inbox/export",
    operationId: "exportInbox",
    tag: "Staff",
    summary: "Every field of the entries of one kind that match the filters, as CSV",
    description:
      "RFC 4180 CSV with a UTF-8 byte order mark; cells a spreadsheet would run as a formula start with an " +
      "apostrophe. Send the token in the Authorization header like every call (never in the URL).",
    bearerAuth: true,
    queryParameters: { ...inboxFilters, kind: { ...inboxFilters.kind, required: true } },
    answers: {
      200: {
        description: "The CSV file (Content-Disposition: attachment).",
        text: {
          mediaType: "text/csv",
          example:
            "id,received_at,position,name,email\r\n0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10,2026-11-20T09:30:00.000Z,ai-researcher,Grace Hopper,grace@example.org\r\n",
        },
      },
      400: staffInvalid,
      ...staffCommon,
    },
  },
  {
    method: "get",
    path: "/api/staff/inbox/{kind}/{id}",
    operationId: "getInboxEntry",
    tag: "Staff",
    summary: "One entry in full, with its status, notes and history",
    description: "Viewing a job application is recorded in the audit log.",
    bearerAuth: true,
    pathParameters: entryPath,
    answers: {
      200: answer("The entry.", "InboxDetail", {
        item: exampleItem,
        fields: [{ name: "position", value: "ai-researcher" }],
        statusChangedBy: "Ada Lovelace",
        statusChangedAt: "2026-11-21T08:00:00.000Z",
        notes: [
          {
            id: "5d1f0c7a-8f0e-4a52-9b7b-3c2f1e0d9a88",
            author: "Ada Lovelace",
            body: "Call back Monday.",
            createdAt: "2026-11-21T08:01:00.000Z",
          },
        ],
        history: [
          {
            action: "status",
            actor: "Ada Lovelace <ada@example.org>",
            at: "2026-11-21T08:00:00.000Z",
            detail: "new → in-progress",
          },
        ],
      }),
      404: entryNotFound,
      ...staffCommon,
    },
  },
  {
    method: "post",
    path: "/api/staff/inbox/{kind}/{id}/status",
    operationId: "setInboxStatus",
    tag: "Staff",
    summary: "Set an entry's handling status (new, in-progress, done)",
    description:
      "Who set it and when is kept with the entry and in the audit log. An application its applicant withdrew " +
      "(status `withdrawn`, set from their account) keeps that status.",
    bearerAuth: true,
    pathParameters: entryPath,
    request: body("InboxStatusRequest", statusRequestSchema, { status: "in-progress" }),
    answers: {
      200: answer("The entry as it is now.", "InboxItemAnswer", { item: exampleItem }),
      404: entryNotFound,
      409: answer("The applicant withdrew this application; its status stays.", "ApiError", {
        message: staffMessages.withdrawnByApplicant,
      }),
      ...staffBodyErrors,
      ...staffCommon,
    },
  },
  {
    method: "post",
    path: "/api/staff/inbox/{kind}/{id}/notes",
    operationId: "addInboxNote",
    tag: "Staff",
    summary: "Add an internal note to an entry",
    bearerAuth: true,
    pathParameters: entryPath,
    request: body("InboxNoteRequest", noteRequestSchema, { body: "Call back Monday." }),
    answers: {
      201: answer("The note.", "InboxNote", {
        id: "5d1f0c7a-8f0e-4a52-9b7b-3c2f1e0d9a88",
        author: "Ada Lovelace",
        body: "Call back Monday.",
        createdAt: "2026-11-21T08:01:00.000Z",
      }),
      404: entryNotFound,
      ...staffBodyErrors,
      ...staffCommon,
    },
  },
  {
    method: "post",
    path: "/api/staff/inbox/{kind}/{id}/release",
    operationId: "releaseInboxEntry",
    tag: "Staff",
    summary: "Release an entry kept aside as spam",
    description:
      "Like `npm run inbox -- release`: the verdict becomes released and the email it would have sent is queued " +
      "now (the staff notification, or a subscription's confirmation email). No body.",
    bearerAuth: true,
    pathParameters: entryPath,
    answers: {
      200: answer("The entry as it is now.", "InboxItemAnswer", {
        item: { ...exampleItem, verdict: "released" },
      }),
      404: entryNotFound,
      409: answer("The entry is not kept aside as spam.", "ApiError", { message: staffMessages.notSpam }),
      ...staffCommon,
    },
  },
  {
    method: "post",
    path: "/api/staff/inbox/{kind}/{id}/spam",
    operationId: "markInboxEntryAsSpam",
    tag: "Staff",
    summary: "Mark an entry as spam",
    description: "It leaves the default view of the inbox; release it to bring it back. No body.",
    bearerAuth: true,
    pathParameters: entryPath,
    answers: {
      200: answer("The entry as it is now.", "InboxItemAnswer", {
        item: { ...exampleItem, verdict: "spam", spamReason: "marked as spam by staff" },
      }),
      404: entryNotFound,
      409: answer("The entry is spam already.", "ApiError", { message: staffMessages.alreadySpam }),
      ...staffCommon,
    },
  },
  {
    method: "get",
    path: "/api/staff/accounts",
    operationId: "listStaffAccounts",
    tag: "Staff",
    summary: "The staff and admin accounts (admins only)",
    bearerAuth: true,
    answers: {
      200: answer("The accounts.", "StaffAccounts", {
        accounts: [
          {
            id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
            name: "Ada Lovelace",
            email: "ada@example.org",
            role: "admin",
            enrolled: true,
            emailVerified: true,
          },
        ],
      }),
      401: staffUnauthorized,
      403: adminForbidden,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/staff/accounts/role",
    operationId: "setAccountRole",
    tag: "Staff",
    summary: "Grant or revoke a role (admins only)",
    description:
      "Applies to the account's very next request. Revoking (role visitor) also ends its sessions' second-factor " +
      "proof. Admins cannot change their own role. Staff and admin roles go only to accounts whose email is verified.",
    bearerAuth: true,
    request: body("RoleRequest", roleRequestSchema, { email: "grace@example.org", role: "staff" }),
    answers: {
      204: { description: "Done." },
      400: staffInvalid,
      401: staffUnauthorized,
      403: adminForbidden,
      404: answer("No account has this email address.", "ApiError", {
        message: staffMessages.accountNotFound,
      }),
      409: answer(
        "An admin's own role, or a staff or admin role for an account whose email is not verified (anyone can " +
          "register an address they do not hold).",
        "ApiError",
        { message: staffMessages.ownRole },
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "get",
    path: "/api/staff/audit",
    operationId: "readAuditLog",
    tag: "Staff",
    summary: "The audit log, newest first (admins only)",
    description:
      "Every view of a job application and every change (status, notes, spam and release, roles, exports, " +
      "second-factor set-up): who, what, when. Records are named by id.",
    bearerAuth: true,
    queryParameters: {
      cursor: query(
        "The `nextCursor` of the previous page.",
        z.string().check(z.maxLength(200)),
        auditCursorExample,
      ),
      limit: query(
        "Entries per page, 1 to 100 (default 50).",
        z.int().check(z.minimum(1), z.maximum(100)),
        50,
      ),
    },
    answers: {
      200: answer("One page.", "AuditPage", {
        entries: [
          {
            id: "9a0b7d4e-1c2f-4e3a-8b5d-6f7e8a9b0c1d",
            at: "2026-11-21T08:00:00.000Z",
            actor: "Ada Lovelace <ada@example.org>",
            action: "view",
            targetKind: "application",
            targetId: exampleItem.id,
            detail: "",
          },
        ],
        nextCursor: null,
      }),
      400: staffInvalid,
      401: staffUnauthorized,
      403: adminForbidden,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
];

export const endpoints: readonly Endpoint[] = [
  {
    method: "post",
    path: "/api/contact",
    operationId: "sendContactMessage",
    tag: "Forms",
    summary: "Send a message to the collective",
    description: `The message is stored and the department of its category is told by email. ${formNote}`,
    request: body("ContactMessage", withSpamSignals(contactMessageSchema), requestExamples.contactMessage),
    formBody: plainForm({
      name: requestExamples.contactMessage.name,
      email: requestExamples.contactMessage.email,
      subject: requestExamples.contactMessage.subject,
      message: requestExamples.contactMessage.message,
      website: "",
    }),
    idempotencyKey: true,
    answers: {
      201: answer(
        "Stored. `id` is the message's reference.",
        "SubmissionAccepted",
        answerExamples.submissionAccepted,
      ),
      ...formErrors,
    },
  },
  {
    method: "post",
    path: "/api/careers/apply",
    operationId: "applyForJob",
    tag: "Forms",
    summary: "Apply for an open position",
    description: `The application is stored and the careers team is told by email. Links are stored, never fetched. ${formNote}`,
    request: body("JobApplication", withSpamSignals(applicationSchema), requestExamples.application),
    formBody: plainForm(
      {
        name: requestExamples.application.name,
        email: requestExamples.application.email,
        position: requestExamples.application.position,
        experience: requestExamples.application.experience,
        coverLetter: requestExamples.application.coverLetter,
        remoteWork: "true",
        website: "",
      },
      "remoteWork",
    ),
    idempotencyKey: true,
    answers: {
      201: answer(
        "Stored. `id` is the application's reference.",
        "SubmissionAccepted",
        answerExamples.submissionAccepted,
      ),
      ...formErrors,
    },
  },
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
  {
    method: "post",
    path: "/api/auth/register",
    operationId: "register",
    tag: "Accounts",
    summary: "Create an account and sign in",
    description: "Emails are compared trimmed and lower-cased. Very common passwords are refused.",
    request: body("RegisterRequest", registerRequestSchema, requestExamples.register),
    answers: {
      201: answer(
        "Account created and signed in: send `token` as `Authorization: Bearer <token>`.",
        "AuthSession",
        answerExamples.session,
      ),
      400: sharedAnswers.InvalidAccountRequest,
      409: answer("An account with this email already exists.", "ApiError", errorExamples.emailTaken),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many accounts created from this network. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyRegistrations,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/login",
    operationId: "login",
    tag: "Accounts",
    summary: "Sign in with email and password",
    description:
      "Every attempt counts towards the limits, per network and per account, before the password is checked; a " +
      "successful one is given back. One network guessing one account waits longer after each failure. A browser " +
      "that signed in to the account before (its device cookie) is not held back by other networks' failures.",
    request: body("LoginRequest", loginRequestSchema, requestExamples.login),
    answers: {
      200: answer(
        "Signed in: send `token` as `Authorization: Bearer <token>`.",
        "AuthSession",
        answerExamples.session,
      ),
      400: sharedAnswers.InvalidAccountRequest,
      401: answer(
        "Unknown email or wrong password (the answer does not say which).",
        "ApiError",
        errorExamples.invalidCredentials,
        ["WWW-Authenticate"],
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many failed sign-ins for this network or account. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyLoginAttempts,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "get",
    path: "/api/auth/me",
    operationId: "getCurrentUser",
    tag: "Accounts",
    summary: "The signed-in user",
    bearerAuth: true,
    answers: {
      200: answer("The user the token belongs to.", "CurrentUser", answerExamples.currentUser),
      401: answer(
        "No token, or a token that is unknown, expired or signed out.",
        "ApiError",
        errorExamples.sessionExpired,
        ["WWW-Authenticate"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/logout",
    operationId: "logout",
    tag: "Accounts",
    summary: "Sign out",
    description: "Ends the session of the bearer token. No body.",
    bearerAuth: true,
    answers: {
      204: { description: "Signed out: the token no longer works." },
      401: answer(
        "No token, or a token that is unknown, expired or already signed out.",
        "ApiError",
        errorExamples.sessionExpired,
        ["WWW-Authenticate"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/exchange",
    operationId: "exchangeSignInCode",
    tag: "Accounts",
    summary: "Trade a provider sign-in's one-time code for a session",
    description:
      "After a sign-in with an identity provider the browser lands on /login?code=…; the page sends that code " +
      "here, once, so the token never appears in a URL. The code works only with the HttpOnly cookie the callback " +
      "set in the same browser.",
    request: body("CodeExchangeRequest", codeExchangeRequestSchema, requestExamples.codeExchange),
    answers: {
      200: answer(
        "Signed in: send `token` as `Authorization: Bearer <token>`.",
        "AuthSession",
        answerExamples.session,
      ),
      400: sharedAnswers.InvalidAccountRequest,
      401: answer(
        "The code is unknown, expired or already used.",
        "ApiError",
        errorExamples.signInCodeInvalid,
        ["WWW-Authenticate"],
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/verify-email",
    operationId: "verifyEmail",
    tag: "Accounts",
    summary: "Verify an account's email address with the emailed link",
    description:
      "Registration emails a link to /verify-email#token=…; the page sends the token here. A link works once, " +
      "within 48 hours. No sign-in needed: the token is the proof. The first verification ends every other " +
      "session and device of the account. Sent with the bearer token of the account's own session, that session " +
      "and the password stay; without it (whoever registered may not own the address) the password is removed " +
      "too, and the answer carries `choosePasswordToken` for POST /api/auth/reset-password.",
    request: body("VerifyEmailRequest", verifyEmailRequestSchema, requestExamples.verifyEmail),
    answers: {
      200: answer(
        "The address is verified; with `choosePasswordToken`, the account needs a new password.",
        "VerifyEmailAnswer",
        answerExamples.emailVerifiedChoosePassword,
      ),
      400: answer("No token, or not a string.", "ApiError", errorExamples.verificationTokenMissing),
      404: answer(
        "The token is unknown: a forged or cut-short link. Nothing changed.",
        "VerifyEmailError",
        verificationLinkErrorExamples.invalid,
      ),
      410: answer(
        "The link was already used, or is past its lifetime (`code` says which). Nothing changed.",
        "VerifyEmailError",
        verificationLinkErrorExamples.expired,
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many attempts from this network. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyRequests,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/forgot-password",
    operationId: "forgotPassword",
    tag: "Accounts",
    summary: "Email a link to choose a new password",
    description:
      "The same answer, in words and time, whether or not the address has an account; only an account's address " +
      "gets the email, with a link to /reset-password?token=… that works once within 30 minutes. Earlier links " +
      "stop working. Limited per email address and per client address.",
    request: body("ForgotPasswordRequest", forgotPasswordRequestSchema, requestExamples.forgotPassword),
    answers: {
      202: answer(
        "Accepted; an email goes out if the address has an account.",
        "PasswordResetAnswer",
        answerExamples.resetLinkSent,
      ),
      400: answer("Not a valid email address.", "ApiError", errorExamples.invalidAccountInput),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many links asked for this address or from this network. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyResetRequests,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/reset-password",
    operationId: "resetPassword",
    tag: "Accounts",
    summary: "Set a new password with a reset link's token",
    description:
      "The token of a reset link (`/reset-password?token=…`, or a verification's `choosePasswordToken`) and the " +
      "new password. A browser that opened the link may leave `token` out: the link left it in the HttpOnly cookie " +
      "`vc_reset`. The password follows the registration rules. Works once; signs out every session and device of the account, counts the " +
      "address as verified, and emails a notice.",
    request: body("ResetPasswordRequest", resetPasswordRequestSchema, requestExamples.resetPassword),
    answers: {
      200: answer("The password is set.", "PasswordResetAnswer", answerExamples.passwordReset),
      400: answer(
        "A password the registration rules refuse, or no token.",
        "ApiError",
        errorExamples.commonPassword,
      ),
      404: answer(
        "The token is unknown, or a newer link replaced it. Nothing changed.",
        "VerifyEmailError",
        resetLinkErrorExamples.invalid,
      ),
      410: answer(
        "The link was already used, or is past its 30 minutes (`code` says which). Nothing changed.",
        "VerifyEmailError",
        resetLinkErrorExamples.used,
      ),
      413: sharedAnswers.BodyTooLarge,
      415: sharedAnswers.UnsupportedMediaType,
      429: answer(
        "Too many attempts from this network. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyRequests,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "post",
    path: "/api/auth/verify-email/resend",
    operationId: "resendVerificationEmail",
    tag: "Accounts",
    summary: "Email the signed-in person a new verification link",
    description:
      "No body. At most a few emails a day per account; earlier links stay valid until they expire.",
    bearerAuth: true,
    answers: {
      200: answer(
        "Nothing sent: the address is already verified.",
        "VerifyEmailAnswer",
        answerExamples.alreadyVerified,
      ),
      202: answer("A new link is on its way.", "VerifyEmailAnswer", answerExamples.verificationResent),
      401: answer(
        "No token, or a token that is unknown, expired or signed out.",
        "ApiError",
        errorExamples.sessionExpired,
        ["WWW-Authenticate"],
      ),
      429: answer(
        "Today's verification emails for this account are used up. Try again after Retry-After seconds.",
        "ApiError",
        errorExamples.tooManyVerificationEmails,
        ["Retry-After"],
      ),
      503: sharedAnswers.ServiceUnavailable,
    },
  },
  {
    method: "get",
    path: "/api/auth/{provider}",
    operationId: "startProviderSignIn",
    tag: "Accounts",
    summary: "Start signing in with an identity provider",
    description:
      "A browser navigation, not an API call: redirects to the provider's sign-in page (with a short-lived " +
      "HttpOnly cookie for the callback), or to /login?oauthError=unavailable&provider=… when that provider is " +
      "not configured or cannot be reached.",
    pathParameters: {
      provider: { description: "The identity provider.", schema: z.enum(oauthProviders), example: "google" },
    },
    answers: {
      302: { description: "Redirect.", headers: ["Location"] },
      404: answer("No such provider.", "ApiError", errorExamples.notFound),
    },
  },
  {
    method: "get",
    path: "/api/auth/{provider}/callback",
    operationId: "finishProviderSignIn",
    tag: "Accounts",
    summary: "Where the identity provider sends the browser back",
    description:
      "Called by the provider with its own query parameters (`code`, `state` or `error`). Redirects to " +
      "/login?code=… (a one-time code for POST /api/auth/exchange), or to /login?oauthError=<reason>&provider=… " +
      "when the sign-in cannot complete.",
    pathParameters: {
      provider: { description: "The identity provider.", schema: z.enum(oauthProviders), example: "google" },
    },
    answers: {
      302: { description: "Redirect.", headers: ["Location"] },
      404: answer("No such provider.", "ApiError", errorExamples.notFound),
    },
  },
  {
    method: "get",
    path: "/api/health",
    operationId: "getHealth",
    tag: "Service",
    summary: "Whether the service can answer",
    description: "200 only once the database answered a query (within 2 s).",
    answers: {
      200: answer("The service and its database answer.", "HealthStatus", answerExamples.health),
      503: answer("The database did not answer.", "ApiError", errorExamples.unavailable),
    },
  },
  ...accountEndpoints,
  ...accountDataEndpoints,
  ...accountProfileEndpoints,
  ...passkeyEndpoints,
  ...staffEndpoints,
];
