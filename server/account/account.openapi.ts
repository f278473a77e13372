// The OpenAPI description of the account routes: sessions and password, the person's data, name, email and sign-in methods.
import { accountMessages } from "../../contract/account.ts";
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
import { deleteAccountRequestSchema, subscriptionChangeSchema } from "../../contract/account-data-schemas.ts";
import { apiMessages } from "../../contract/api.ts";
import { oauthProviders } from "../../contract/auth.ts";
import { errorExamples } from "../../contract/examples.ts";
import { changePasswordWithProofSchema } from "../../contract/owner-proof-schemas.ts";
import { z } from "../../contract/zod.ts";
import {
  accountUnauthorized,
  answer,
  body,
  type Endpoint,
  exampleSessionId,
  sharedAnswers,
  tooManyFromNetwork,
} from "../openapi/endpoint-kit.ts";

export const accountEndpoints: Endpoint[] = [
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
      "With the current password. An account without one (made through Google or Facebook) sets its first one " +
      `only from a session signed in within the last ${FRESH_SIGN_IN_MINUTES} minutes. Instead of either, any ` +
      "account may confirm with one of its passkeys: `passkey` is the browser's answer to " +
      "POST /api/account/passkeys/confirm/options. The new password follows the registration rules. Every other " +
      "session ends, this one stays, and a notice goes to the account's address. At most 5 attempts per account " +
      "in 15 minutes.",
    bearerAuth: true,
    request: body("ChangePasswordRequest", changePasswordWithProofSchema, {
      currentPassword: "analytical-engine-1843",
      newPassword: "difference-engine-1822",
    }),
    answers: {
      200: answer("Changed.", "PasswordChanged", { message: accountMessages.passwordChanged }),
      400: answer(
        "The current password is missing or wrong, the passkey did not confirm, or the new one breaks a " +
          "registration rule.",
        "ApiError",
        { message: accountMessages.currentPasswordWrong, details: [accountMessages.currentPasswordWrong] },
      ),
      401: accountUnauthorized,
      403: answer(
        "The account has no password yet and this session signed in too long ago: sign in again, or confirm " +
          "with a passkey.",
        "ApiError",
        { message: accountMessages.signInAgainToSetPassword },
      ),
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
  status: "in-review" as const,
  statusLabel: applicationStatusWords["in-review"].label,
  statusDescription: applicationStatusWords["in-review"].description,
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

export const accountDataEndpoints: Endpoint[] = [
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
            status: "in-review",
            statusLabel: applicationStatusWords["in-review"].label,
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
            files: [
              {
                id: "8b0f6a52-3c1d-4e7a-9f21-6d5c4b3a2e10",
                field: "resumeFile",
                name: "grace-hopper-cv.pdf",
                mediaType: "application/pdf",
                bytes: 48213,
                sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
                uploadedAt: "2026-11-20T09:14:03.120Z",
              },
            ],
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
            action: "stage",
            targetKind: "application",
            targetId: exampleApplicationId,
            detail: "received → in-review; no email",
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
      "Facebook), by typing its email address (`method` email) from a session signed in within the last " +
      `${FRESH_SIGN_IN_MINUTES} minutes, or by any account with one of its passkeys (\`method\` passkey: the ` +
      "browser's answer to POST /api/account/passkeys/confirm/options). The only admin account cannot be deleted " +
      "until another account is made admin. Removes the account at once with its sessions, " +
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
      403: answer(
        "The account has no password and this session signed in too long ago: sign in again, or confirm with a " +
          "passkey. Nothing was deleted.",
        "ApiError",
        { message: accountDataMessages.signInAgain },
      ),
      409: answer(
        "This is the only admin account: make another account admin first. Nothing was deleted.",
        "ApiError",
        { message: accountDataMessages.lastAdmin },
      ),
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
      "Newest first (at most 100): the position, when it was sent, and its stage in the pipeline (`status`), in " +
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
      "An open application (received, in review, interview or offer) becomes `withdrawn`: staff see it so in the console and " +
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

export const accountProfileEndpoints: Endpoint[] = [
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
        "The account has no password and this session signed in too long ago: sign in again (Google, Facebook " +
          "or a passkey) first.",
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
      429: tooManyFromNetwork,
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
