import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import {
  editionPath,
  type Edition,
  type EditionAudience,
  type EditionInput,
  type EditionSummary,
} from "../../contract/newsletters.ts";
import type { SubscriptionList } from "../../contract/subscription-lists.ts";
import type { Db, Tx } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { audit } from "../staff/staff-access.ts";
import { editionCounts } from "./edition-counts.ts";
import { newsletterEditions } from "./newsletters.schema.ts";
import { editionSlug } from "./slug.ts";

// The editions staff write and send (ADR 0050): drafts are changed freely; sending fixes the recipients (one row per
// subscriber, newsletter_recipients) and the archive page's address in one transaction, and the sender
// (newsletter-sender.ts) hands them to the outbox from then on.

export interface Editor {
  id: string;
  /** "Name <address>", as the audit log and the list show it. */
  label: string;
}

type EditionRow = typeof newsletterEditions.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function summary(row: EditionRow, counts: EditionSummary["counts"]): EditionSummary {
  return {
    id: row.id,
    list: row.list,
    subject: row.subject,
    status: row.status,
    archivePath: row.slug ? editionPath(row.slug) : null,
    createdBy: row.createdByLabel,
    updatedAt: row.updatedAt.toISOString(),
    sendStartedAt: iso(row.sendStartedAt),
    handedOutAt: iso(row.handedOutAt),
    counts,
  };
}

async function withCounts(db: Db | Tx, row: EditionRow): Promise<Edition> {
  const counts = await editionCounts(db, [row.id]);
  return { ...summary(row, counts.get(row.id)!), body: row.body };
}

/** Every edition, the newest first: drafts by their last change, the others by when sending began. */
export async function listEditions(db: Db): Promise<EditionSummary[]> {
  const rows = await db
    .select()
    .from(newsletterEditions)
    .orderBy(
      desc(sql`coalesce(${newsletterEditions.sendStartedAt}, ${newsletterEditions.updatedAt})`),
      desc(newsletterEditions.id),
    );
  const counts = await editionCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => summary(row, counts.get(row.id)!));
}

export async function findEdition(db: Db, id: string): Promise<Edition | undefined> {
  const [row] = await db.select().from(newsletterEditions).where(eq(newsletterEditions.id, id));
  return row ? withCounts(db, row) : undefined;
}

export async function createEdition(db: Db, input: EditionInput, editor: Editor): Promise<Edition> {
  const [row] = await db
    .insert(newsletterEditions)
    .values({ ...input, createdById: editor.id, createdByLabel: editor.label })
    .returning();
  return withCounts(db, row!);
}

/** A draft changed; "not-draft" once sending began; undefined for an unknown id. */
export async function updateEdition(
  db: Db,
  id: string,
  input: EditionInput,
): Promise<Edition | "not-draft" | undefined> {
  const [row] = await db
    .update(newsletterEditions)
    .set({ ...input, updatedAt: sql`now()` })
    .where(and(eq(newsletterEditions.id, id), eq(newsletterEditions.status, "draft")))
    .returning();
  if (row) return withCounts(db, row);
  return (await exists(db, id)) ? "not-draft" : undefined;
}

/** A draft deleted; "not-draft" once sending began (a sent edition stays in the archive); undefined if unknown. */
export async function deleteEdition(db: Db, id: string): Promise<"deleted" | "not-draft" | undefined> {
  const deleted = await db
    .delete(newsletterEditions)
    .where(and(eq(newsletterEditions.id, id), eq(newsletterEditions.status, "draft")))
    .returning({ id: newsletterEditions.id });
  if (deleted.length > 0) return "deleted";
  return (await exists(db, id)) ? "not-draft" : undefined;
}

async function exists(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: newsletterEditions.id })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.id, id));
  return rows.length > 0;
}

/** The list's confirmed subscribers: those an edition would go to now, and those left out as bouncing. */
export async function audienceOf(db: Db | Tx, list: SubscriptionList): Promise<EditionAudience> {
  const [row] = await selectRows(
    db,
    { recipients: computed.number, bouncing: computed.number },
    sql`
      select count(*) filter (where b.suppressed_at is null) as recipients,
        count(*) filter (where b.suppressed_at is not null) as bouncing
      from subscriptions s left join email_bounces b on b.address = lower(s.email)
      where s.list = ${list} and s.status = 'confirmed'`,
  );
  return { list, recipients: row?.recipients ?? 0, bouncing: row?.bouncing ?? 0 };
}

export type SendOutcome =
  | { ok: true; edition: Edition }
  | { ok: false; problem: "not-found" | "not-draft" | "no-recipients" }
  | { ok: false; problem: "audience-changed"; recipients: number };

/**
 * Begins sending: in one transaction the draft is locked, the recipient count the confirmation showed is checked
 * against the list as it is now, the archive address is fixed, one recipient row per confirmed subscriber whose
 * address does not bounce is written (the unique index allows one per edition and subscription), and the audit log
 * says who sent it. Only a draft can be sent, so two clicks (or two staff members) send it once.
 */
export async function startSending(
  db: Db,
  id: string,
  expectedRecipients: number,
  editor: Editor,
): Promise<SendOutcome> {
  return db.transaction(async (tx): Promise<SendOutcome> => {
    const [edition] = await tx
      .select()
      .from(newsletterEditions)
      .where(eq(newsletterEditions.id, id))
      .for("update");
    if (!edition) return { ok: false, problem: "not-found" };
    if (edition.status !== "draft") return { ok: false, problem: "not-draft" };
    const audience = await audienceOf(tx, edition.list);
    if (audience.recipients !== expectedRecipients) {
      return { ok: false, problem: "audience-changed", recipients: audience.recipients };
    }
    if (audience.recipients === 0) return { ok: false, problem: "no-recipients" };

    const today = new Date().toISOString().slice(0, 10);
    const taken = await tx
      .select({ slug: newsletterEditions.slug })
      .from(newsletterEditions)
      .where(and(isNotNull(newsletterEditions.slug), sql`${newsletterEditions.slug} like ${`${today}-%`}`));
    const slug = editionSlug(today, edition.subject, new Set(taken.map((row) => row.slug!)));
    const [started] = await tx
      .update(newsletterEditions)
      .set({ status: "sending", slug, sendStartedAt: sql`now()`, sentById: editor.id, updatedAt: sql`now()` })
      .where(eq(newsletterEditions.id, id))
      .returning();
    await tx.execute(sql`
      insert into newsletter_recipients (edition_id, subscription_id)
      select ${id}, s.id from subscriptions s
      where s.list = ${edition.list} and s.status = 'confirmed'
        and not exists (select 1 from email_bounces b where b.address = lower(s.email) and b.suppressed_at is not null)
      on conflict (edition_id, subscription_id) do nothing`);
    await audit(tx, {
      actorId: editor.id,
      actorLabel: editor.label,
      action: "newsletter-send",
      targetKind: "newsletter",
      targetId: id,
      detail: `${edition.list}: ${audience.recipients} recipients`,
    });
    return { ok: true, edition: await withCounts(tx, started!) };
  });
}
