import { z } from "./zod.ts";

// The staff console's contract (GET/POST /api/staff/*, /api/auth/2fa): roles, the inbox's filters and answers, and
// the texts the server and the /staff page share. The page imports the plain constants and types; the zod schemas
// are used by the server and the OpenAPI document.

/** Every account has one role; new accounts are visitors. Staff read and handle the inbox; admins also manage roles. */
export const roles = ["visitor", "staff", "admin"] as const;
export type Role = (typeof roles)[number];

export const inboxKinds = ["contact", "application", "subscription"] as const;
export type InboxKind = (typeof inboxKinds)[number];

/** Where an entry is in staff's hands: new, then in progress, then done (any step may be set again). */
export const handlingStatuses = ["new", "in-progress", "done"] as const;
export type HandlingStatus = (typeof handlingStatuses)[number];

export const spamVerdicts = ["clean", "spam", "released"] as const;
export type SpamVerdictName = (typeof spamVerdicts)[number];

/** The inbox's verdict filter: one verdict, everything but spam (the default), or everything. */
export const verdictFilters = [...spamVerdicts, "not-spam", "any"] as const;
export type VerdictFilter = (typeof verdictFilters)[number];

export const INBOX_PAGE_DEFAULT = 25;
export const INBOX_PAGE_MAX = 100;
export const RECOVERY_CODE_COUNT = 10;

export const staffMessages = {
  signInRequired: "Please sign in to continue.",
  staffOnly: "This page is for staff of the collective only.",
  adminOnly: "Only administrators can do this.",
  secondFactorRequired: "Enter the code from your authenticator app to continue.",
  enrolmentRequired: "Set up two-step verification to continue.",
  alreadyEnrolled: "Two-step verification is already set up for this account.",
  notEnrolling: "Start the set-up of two-step verification first.",
  notEnrolled: "This account has no two-step verification set up.",
  invalidCode: "That code is not valid. Check your authenticator app and try again.",
  tooManyCodes: "Too many codes tried. Please wait a few minutes and try again.",
  entryNotFound: "No such entry.",
  notSpam: "This entry is not kept aside as spam.",
  alreadySpam: "This entry is already marked as spam.",
  accountNotFound: "No account has this email address.",
  ownRole: "Administrators cannot change their own role.",
  invalidCursor: "The page link is not valid; start from the first page.",
} as const;

/** The machine-readable reasons of the console's 403 and 409 answers. */
export const staffErrorCodes = ["second-factor-required", "staff-only", "admin-only"] as const;
export type StaffErrorCode = (typeof staffErrorCodes)[number];

export interface InboxFilter {
  kind?: InboxKind;
  /** The contact message's category, the application's position or the subscription's list. */
  category?: string;
  status?: HandlingStatus;
  verdict?: VerdictFilter;
  /** Inclusive UTC days, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** Words to look for in names, addresses, subjects and texts (each word also matches as a prefix). */
  q?: string;
}

export interface InboxItem {
  kind: InboxKind;
  id: string;
  receivedAt: string;
  name: string;
  email: string;
  /** Subject, position, or list. */
  about: string;
  category: string;
  status: HandlingStatus;
  verdict: SpamVerdictName;
  /** Why the spam signals kept it aside; empty otherwise. */
  spamReason: string;
}

export interface InboxPage {
  items: InboxItem[];
  /** Pass as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface InboxNote {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

export interface InboxHistoryEntry {
  action: string;
  actor: string;
  at: string;
  detail: string;
}

export interface InboxDetail {
  item: InboxItem;
  /** Every stored field, as text, in a fixed order. */
  fields: { name: string; value: string }[];
  statusChangedBy: string | null;
  statusChangedAt: string | null;
  notes: InboxNote[];
  history: InboxHistoryEntry[];
}

export interface SecondFactorState {
  role: Role;
  enrolled: boolean;
  verified: boolean;
}

export interface Enrolment {
  secret: string;
  otpauthUrl: string;
  recoveryCodes: string[];
}

export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: Role;
  enrolled: boolean;
}

export interface AuditEntry {
  id: string;
  at: string;
  actor: string;
  action: string;
  targetKind: string;
  targetId: string;
  detail: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  nextCursor: string | null;
}

// ---- zod schemas (server and OpenAPI) ----

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const day = (name: string) =>
  z.string().check(
    z.regex(DAY, `${name} must be a date like 2025-01-31`),
    z.refine((value) => {
      const date = new Date(`${value}T00:00:00.000Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
    }, `${name} must be a date like 2025-01-31`),
  );

export const inboxQuerySchema = z.object({
  kind: z.optional(z.enum(inboxKinds, { error: "kind must be contact, application or subscription" })),
  category: z.optional(z.string().check(z.regex(SLUG, "category must be a lower-case name like general"))),
  status: z.optional(z.enum(handlingStatuses, { error: "status must be new, in-progress or done" })),
  verdict: z.optional(
    z.enum(verdictFilters, { error: "verdict must be clean, spam, released, not-spam or any" }),
  ),
  from: z.optional(day("from")),
  to: z.optional(day("to")),
  q: z.optional(z.string().check(z.maxLength(200, "q must be at most 200 characters"))),
  cursor: z.optional(z.string().check(z.maxLength(200, staffMessages.invalidCursor))),
  limit: z.optional(
    z.pipe(
      z
        .string()
        .check(z.regex(/^(?:[1-9]\d?|100)$/, `limit must be a whole number from 1 to ${INBOX_PAGE_MAX}`)),
      z.transform(Number),
    ),
  ),
});

export const exportQuerySchema = z.object({
  ...inboxQuerySchema.shape,
  kind: z.enum(inboxKinds, { error: "kind must be contact, application or subscription" }),
});

export const auditQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200, staffMessages.invalidCursor))),
  limit: inboxQuerySchema.shape.limit,
});

export const codeRequestSchema = z.object(
  {
    code: z
      .string({ error: staffMessages.invalidCode })
      .check(z.minLength(6, staffMessages.invalidCode), z.maxLength(40, staffMessages.invalidCode)),
  },
  { error: staffMessages.invalidCode },
);

export const statusRequestSchema = z.object(
  { status: z.enum(handlingStatuses, { error: "status must be new, in-progress or done" }) },
  { error: "status must be new, in-progress or done" },
);

export const noteRequestSchema = z.object(
  {
    body: z
      .string({ error: "Please write a note." })
      .check(
        z.trim(),
        z.minLength(1, "Please write a note."),
        z.maxLength(5000, "A note must be at most 5000 characters."),
      ),
  },
  { error: "Please write a note." },
);

export const roleRequestSchema = z.object(
  {
    email: z
      .string({ error: "Please give the account's email address." })
      .check(z.trim(), z.toLowerCase(), z.minLength(3), z.maxLength(254)),
    role: z.enum(roles, { error: "role must be visitor, staff or admin" }),
  },
  { error: "Please give an email address and a role." },
);

const inboxItemSchema = z.object({
  kind: z.enum(inboxKinds),
  id: z.uuid(),
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  about: z.string(),
  category: z.string(),
  status: z.enum(handlingStatuses),
  verdict: z.enum(spamVerdicts),
  spamReason: z.string(),
});

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  nextCursor: z.nullable(z.string()),
});

export const inboxDetailSchema = z.object({
  item: inboxItemSchema,
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
  statusChangedBy: z.nullable(z.string()),
  statusChangedAt: z.nullable(z.string()),
  notes: z.array(z.object({ id: z.uuid(), author: z.string(), body: z.string(), createdAt: z.string() })),
  history: z.array(z.object({ action: z.string(), actor: z.string(), at: z.string(), detail: z.string() })),
});

export const inboxItemAnswerSchema = z.object({ item: inboxItemSchema });

export const inboxNoteSchema = z.object({
  id: z.uuid(),
  author: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const secondFactorStateSchema = z.object({
  role: z.enum(roles),
  enrolled: z.boolean(),
  verified: z.boolean(),
});

export const enrolmentSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  recoveryCodes: z.array(z.string()),
});

export const staffAccountsSchema = z.object({
  accounts: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      email: z.string(),
      role: z.enum(roles),
      enrolled: z.boolean(),
    }),
  ),
});

export const auditPageSchema = z.object({
  entries: z.array(
    z.object({
      id: z.uuid(),
      at: z.string(),
      actor: z.string(),
      action: z.string(),
      targetKind: z.string(),
      targetId: z.string(),
      detail: z.string(),
    }),
  ),
  nextCursor: z.nullable(z.string()),
});

/** 403 of a staff route: `code` says what is missing. */
export const staffErrorSchema = z.object({ message: z.string(), code: z.enum(staffErrorCodes) });
