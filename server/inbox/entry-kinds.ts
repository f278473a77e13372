import { getTableColumns, getTableName, type Column } from "drizzle-orm";
import type { InboxKind } from "../../contract/staff.ts";
import { jobApplications } from "../careers/careers.schema.ts";
import { contactMessages } from "../contact/contact.schema.ts";
import { subscriptions } from "../subscriptions/subscriptions.schema.ts";

// The three kinds of inbox entry (contact messages, job applications, subscriptions): their tables, and how each
// is read as one row of the inbox.

/** The table of each kind. */
export const entryTables = {
  contact: contactMessages,
  application: jobApplications,
  subscription: subscriptions,
} as const;

export type EntryTable = (typeof entryTables)[InboxKind];

interface KindSpec {
  /** The columns of the summary, under the same names for every kind. */
  summary: string;
  /** The column the category filter looks at. */
  category: string;
  /** Rows of this table that are entries of the console's inbox (every row, when absent). */
  scope?: string;
  /** The scope's rows that are not spam, as the scope's partial index spells it. */
  scopeWithoutSpam?: string;
  /** Every stored field, in display and export order (column names). */
  fields: readonly string[];
  /** The reference a message from a different sender claims until it is attached (server/conversations/claims.ts). */
  claimedReference: string;
}

export const entryKinds: Record<InboxKind, KindSpec> = {
  contact: {
    summary: `name, email, subject as about, category, null::text as "subscriptionStatus"`,
    category: "category",
    fields: ["category", "name", "email", "organization", "subject", "message"],
    claimedReference: `(select c.reference from inbound_claims c
      where c.entry_id = contact_messages.id and c.attached_at is null)`,
  },
  application: {
    summary: `name, email, position as about, position as category, null::text as "subscriptionStatus"`,
    category: "position",
    fields: [
      "position",
      "name",
      "email",
      "phone",
      "experience",
      "location",
      "remote_work",
      "availability",
      "resume",
      "portfolio",
      "linked_in",
      "github",
      "cover_letter",
    ],
    claimedReference: "null::text",
  },
  subscription: {
    summary: `'' as name, email, list as about, list as category, status as "subscriptionStatus"`,
    category: "list",
    // Only confirmed addresses are subscribers (double opt-in); requests kept aside as spam are listed too, so
    // staff can release them (their confirmation email then goes out).
    scope: "(status = 'confirmed' or spam_verdict = 'spam')",
    scopeWithoutSpam: "status = 'confirmed'",
    fields: ["list", "email", "status", "confirmed_at"],
    claimedReference: "null::text",
  },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** The kind's columns by their names in the database, for the fields of `names` (display and export order). */
export function columnsNamed(kind: InboxKind, names: readonly string[]): Record<string, Column> {
  const byName = new Map<string, Column>(
    Object.values(getTableColumns(entryTables[kind])).map((column) => [column.name, column]),
  );
  return Object.fromEntries(
    names.map((name) => {
      const column = byName.get(name);
      if (!column) throw new Error(`${getTableName(entryTables[kind])} has no column ${name}`);
      return [name, column];
    }),
  );
}
