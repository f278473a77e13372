// The OpenAPI description of the staff console's routes.
import {
  codeRequestSchema,
  noteRequestSchema,
  roleRequestSchema,
  staffMessages,
  statusRequestSchema,
} from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";
import { exampleThread } from "../conversations/thread-example.ts";
import {
  type Endpoint,
  body,
  answer,
  sharedAnswers,
  exampleContactItem,
  exampleItem,
  staffUnauthorized,
  adminForbidden,
  staffInvalid,
  entryNotFound,
  staffCommon,
  staffBodyErrors,
  entryPath,
  query,
  inboxFilters,
  inboxCursorExample,
  auditCursorExample,
  exampleCode,
  invalidCode,
  visitorForbidden,
  tooManyCodes,
} from "../openapi/endpoint-kit.ts";

export const exampleApplicationFile = {
  id: "8b0f6a52-3c1d-4e7a-9f21-6d5c4b3a2e10",
  field: "resumeFile",
  name: "grace-hopper-cv.pdf",
  mediaType: "application/pdf",
  bytes: 48213,
  sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  uploadedAt: "2026-11-20T09:14:03.120Z",
} as const;

export const staffEndpoints: Endpoint[] = [
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
            "id,reference,received_at,position,name,email\r\n0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10,VC-7K3Q9M,2026-11-20T09:30:00.000Z,ai-researcher,Grace Hopper,grace@example.org\r\n",
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
    description:
      "Viewing a job application is recorded in the audit log. `reference` is what the sender was given; " +
      "`thread` holds the acknowledgement emailed to the sender (with its delivery state) and the emails that " +
      "came back to it through POST /api/inbound/email (`raw` is set on one whose text could not be read: its " +
      "original is kept for download). `claim` is set on a message made from an email that named another entry " +
      "from a different address (`item.claimedReference` until it is attached). `files` lists the files sent " +
      "with an application (name, type read from the bytes, size, SHA-256), each downloaded with " +
      "GET /api/staff/inbox/application/{id}/files/{fileId}.",
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
            action: "stage",
            actor: "Ada Lovelace <ada@example.org>",
            at: "2026-11-21T08:00:00.000Z",
            detail: "received → in-review; no email",
          },
        ],
        reference: "VC-7K3Q9M",
        thread: exampleThread,
        claim: null,
        files: [exampleApplicationFile],
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
    summary: "Set a message's or a subscription's handling status (new, in-progress, done)",
    description:
      "Who set it and when is kept with the entry and in the audit log. An application's status is its stage " +
      "in the pipeline, moved with POST /api/staff/inbox/application/{id}/stage (409 here).",
    bearerAuth: true,
    pathParameters: {
      ...entryPath,
      kind: { ...entryPath.kind, example: "contact" },
      id: { ...entryPath.id, example: exampleContactItem.id },
    },
    request: body("InboxStatusRequest", statusRequestSchema, { status: "in-progress" }),
    answers: {
      200: answer("The entry as it is now.", "InboxItemAnswer", { item: exampleContactItem }),
      404: entryNotFound,
      409: answer("An application: its status is its stage, moved through the pipeline.", "ApiError", {
        message: staffMessages.applicationUsesStages,
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
      "proof. Admins cannot change their own role, and the only admin keeps it. Staff and admin roles go only to " +
      "accounts whose email is verified.",
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
        "An admin's own role, the only admin's role (another account must be made admin first), or a staff or " +
          "admin role for an account whose email is not verified (anyone can register an address they do not hold).",
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
      "emails attached by hand, originals of emails downloaded, " +
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
