import { cleanMultiLine, cleanSingleLine } from "./clean-text.ts";
import { z } from "./zod.ts";
import { applicationFileInfoSchema } from "./application-files-schemas.ts";
import { inboxViewSchema } from "./inbox-views-schemas.ts";
import { assigneeSchema, assignmentFilterSchema } from "./team-schemas.ts";
import { deliveryStates, REFERENCE_PATTERN, threadDirections, threadKinds } from "./conversations.ts";
import {
  entryMarkers,
  entryStatuses,
  INBOX_PAGE_MAX,
  inboxKinds,
  roles,
  spamVerdicts,
  staffErrorCodes,
  staffMessages,
  staffStatuses,
  verdictFilters,
} from "./staff.ts";

// The staff console's request and answer schemas (zod), for the server and the OpenAPI document.
export * from "./staff.ts";

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
  status: z.optional(z.enum(entryStatuses, { error: `status must be one of ${entryStatuses.join(", ")}` })),
  verdict: z.optional(
    z.enum(verdictFilters, { error: "verdict must be clean, spam, released, not-spam or any" }),
  ),
  from: z.optional(day("from")),
  to: z.optional(day("to")),
  q: z.optional(z.string().check(z.maxLength(200, "q must be at most 200 characters"))),
  assigned: z.optional(assignmentFilterSchema),
  view: z.optional(inboxViewSchema),
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

const statusChoice = `status must be one of ${staffStatuses.join(", ")}`;

/**
 * A status set by hand. snoozed needs `snoozedUntil` (an instant, RFC 3339 with its offset); any other status takes
 * none (one sent is ignored). Whether the instant is ahead is checked by the route, against the server's clock
 * (422).
 */
export const statusRequestSchema = z.discriminatedUnion(
  "status",
  [
    z.object({
      status: z.literal("snoozed"),
      snoozedUntil: z.iso.datetime({
        offset: true,
        error: "snoozedUntil must be a date and time like 2026-12-01T08:00:00Z",
      }),
    }),
    z.object({
      status: z.enum(
        staffStatuses.filter((status) => status !== "snoozed"),
        { error: statusChoice },
      ),
    }),
  ],
  { error: statusChoice },
);

export const noteRequestSchema = z.object(
  {
    body: z
      .string({ error: "Please write a note" })
      .check(
        z.overwrite(cleanMultiLine),
        z.minLength(1, "Please write a note"),
        z.maxLength(5000, "A note must be at most 5000 characters"),
      ),
  },
  { error: "Please write a note" },
);

export const roleRequestSchema = z.object(
  {
    email: z
      .string({ error: "Please give the account's email address" })
      .check(z.overwrite(cleanSingleLine), z.toLowerCase(), z.minLength(3), z.maxLength(254)),
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
  status: z.enum(entryStatuses),
  verdict: z.enum(spamVerdicts),
  spamReason: z.string(),
  assignee: z.nullable(assigneeSchema),
  claimedReference: z.nullable(z.string().check(z.regex(REFERENCE_PATTERN))),
  acknowledgementWithheld: z.boolean(),
  reference: z.nullable(z.string().check(z.regex(REFERENCE_PATTERN))),
  marker: z.nullable(z.enum(entryMarkers)),
  snoozedUntil: z.nullable(z.string()),
  statusSince: z.string(),
});

export const entryOpeningsSchema = z.object({
  openings: z.array(z.object({ name: z.string(), openedAt: z.string() })),
  withinMinutes: z.int().check(z.minimum(1)),
});

export const inboxPageSchema = z.object({
  items: z.array(inboxItemSchema),
  nextCursor: z.nullable(z.string()),
});

export const threadMessageSchema = z.object({
  id: z.uuid(),
  direction: z.enum(threadDirections),
  messageId: z.string(),
  fromAddress: z.string(),
  fromName: z.string(),
  subject: z.string(),
  body: z.string(),
  attachmentsNotKept: z.int().check(z.minimum(0)),
  author: z.nullable(z.string()),
  at: z.string(),
  delivery: z.nullable(z.object({ state: z.enum(deliveryStates), error: z.nullable(z.string()) })),
  raw: z.nullable(z.object({ bytes: z.int().check(z.minimum(0)) })),
});

export const inboundClaimSchema = z.object({
  reference: z.string().check(z.regex(REFERENCE_PATTERN)),
  kind: z.enum(threadKinds),
  id: z.uuid(),
  attachedAt: z.nullable(z.string()),
  attachedBy: z.nullable(z.string()),
});

export const inboxDetailSchema = z.object({
  item: inboxItemSchema,
  fields: z.array(z.object({ name: z.string(), value: z.string() })),
  statusChangedBy: z.nullable(z.string()),
  statusChangedAt: z.nullable(z.string()),
  notes: z.array(z.object({ id: z.uuid(), author: z.string(), body: z.string(), createdAt: z.string() })),
  history: z.array(z.object({ action: z.string(), actor: z.string(), at: z.string(), detail: z.string() })),
  reference: z.nullable(z.string().check(z.regex(REFERENCE_PATTERN))),
  thread: z.array(threadMessageSchema),
  claim: z.nullable(inboundClaimSchema),
  files: z.array(applicationFileInfoSchema),
  privateLink: z.nullable(z.boolean()),
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
      emailVerified: z.boolean(),
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
