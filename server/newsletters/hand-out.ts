import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { editionPath } from "../../contract/newsletters.ts";
import { newSecret, secretHash } from "../auth/tokens.ts";
import { bulkInsert } from "../db/bulk-insert.ts";
import type { Db } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { enqueueEmails, type QueuedEmail } from "../outbox/outbox.ts";
import { subscriptionTokens } from "../subscriptions/subscriptions.schema.ts";
import { subscriptionLinks } from "../subscriptions/subscriptions.service.ts";
import { listId, recipientMessageId, renderBody, renderEdition } from "./newsletter-email.ts";
import { newsletterEditions, newsletterRecipients } from "./newsletters.schema.ts";

// Handing an edition's recipients to the outbox, a batch per transaction (ADR 0050). Within one transaction the
// edition row is locked (one server at a time hands out an edition), a batch of queued recipient rows is claimed,
// each gets an unsubscribe link of its own and its email is queued in mail_outbox under the recipient row's own id,
// and the rows are marked handed. A crash before the commit leaves them all queued, to be claimed again; after it,
// each has exactly one outbox row (the id is the outbox row's primary key), which the outbox delivers at least once
// (server/outbox/: a crash between the SMTP server's acceptance and the row's sent mark sends it again).

// Subscribers' unsubscribe links last as long as the confirmation email's (subscriptions.service.ts).
const UNSUBSCRIBE_LINK_DAYS = 365;

export interface HandOutContext {
  mailFrom: string;
  /** https://example.org: the links in the emails point here. */
  origin: string;
}

export interface HandOutResult {
  handed: number;
  skipped: number;
  /** The edition has no queued recipient left: it is now "sent". */
  finished: boolean;
  /** Another server is handing out this edition right now (its row is locked): nothing done. */
  busy: boolean;
}

/** The edition being sent that began first, if any. */
export async function nextSendingEdition(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ id: newsletterEditions.id })
    .from(newsletterEditions)
    .where(eq(newsletterEditions.status, "sending"))
    .orderBy(asc(newsletterEditions.sendStartedAt), asc(newsletterEditions.id))
    .limit(1);
  return row?.id;
}

/** Hands up to `limit` queued recipients of one edition to the outbox, in one transaction. */
export async function handOutBatch(
  db: Db,
  editionId: string,
  limit: number,
  context: HandOutContext,
): Promise<HandOutResult> {
  return db.transaction(async (tx): Promise<HandOutResult> => {
    const [edition] = await tx
      .select()
      .from(newsletterEditions)
      .where(and(eq(newsletterEditions.id, editionId), eq(newsletterEditions.status, "sending")))
      .for("update", { skipLocked: true });
    if (!edition) return { handed: 0, skipped: 0, finished: false, busy: true };

    // Whether each may still be sent is decided now, not when sending began: an unsubscribe or a bounce since
    // then skips it.
    const claimed = await selectRows(
      tx,
      {
        id: newsletterRecipients.id,
        subscriptionId: newsletterRecipients.subscriptionId,
        email: computed.nullableText,
        deliverable: computed.boolean,
      },
      sql`
        select r.id, r.subscription_id as "subscriptionId", s.email,
          coalesce(s.status = 'confirmed', false) and b.suppressed_at is null as deliverable
        from newsletter_recipients r
        left join subscriptions s on s.id = r.subscription_id
        left join email_bounces b on b.address = lower(s.email)
        where r.edition_id = ${editionId} and r.status = 'queued'
        order by r.id
        limit ${limit}
        for update of r skip locked`,
    );
    const deliverable = claimed.filter((row) => row.deliverable && row.email && row.subscriptionId);
    const skipped = claimed.filter((row) => !deliverable.includes(row));

    if (deliverable.length > 0) {
      const tokens = deliverable.map(() => newSecret());
      const expiresAt = new Date(Date.now() + UNSUBSCRIBE_LINK_DAYS * 86_400_000);
      await bulkInsert(
        tx,
        subscriptionTokens,
        deliverable.map((row, index) => ({
          subscriptionId: row.subscriptionId!,
          purpose: "unsubscribe" as const,
          tokenHash: secretHash(tokens[index]!),
          expiresAt,
        })),
      );
      const archiveUrl = `${context.origin}${editionPath(edition.slug!)}`;
      const body = renderBody(edition);
      const headers = { "List-Id": listId(edition.list, context.mailFrom) };
      const emails = deliverable.map((row, index): QueuedEmail => {
        const links = subscriptionLinks(context.origin, "", tokens[index]!);
        return {
          ...renderEdition(edition, { archiveUrl, unsubscribeUrl: links.unsubscribePage }, body),
          // The recipient row's id: a second outbox row for it cannot exist.
          id: row.id,
          kind: "newsletter",
          // Erasing the subscription (server/privacy/erasure.ts) takes its queued email with it.
          refId: row.subscriptionId!,
          to: [row.email!],
          messageId: recipientMessageId(row.id, context.mailFrom),
          headers: {
            ...headers,
            "List-Unsubscribe": `<${links.oneClick}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        };
      });
      await enqueueEmails(tx, emails);
      await tx
        .update(newsletterRecipients)
        .set({ status: "handed", outboxId: sql`${newsletterRecipients.id}`, handedAt: sql`now()` })
        .where(
          inArray(
            newsletterRecipients.id,
            deliverable.map((row) => row.id),
          ),
        );
    }
    if (skipped.length > 0) {
      await tx
        .update(newsletterRecipients)
        .set({ status: "skipped" })
        .where(
          inArray(
            newsletterRecipients.id,
            skipped.map((row) => row.id),
          ),
        );
    }

    let finished = false;
    if (claimed.length < limit) {
      const left = await tx
        .select({ id: newsletterRecipients.id })
        .from(newsletterRecipients)
        .where(and(eq(newsletterRecipients.editionId, editionId), eq(newsletterRecipients.status, "queued")))
        .limit(1);
      if (left.length === 0) {
        await tx
          .update(newsletterEditions)
          .set({ status: "sent", handedOutAt: sql`now()` })
          .where(eq(newsletterEditions.id, editionId));
        finished = true;
      }
    }
    return { handed: deliverable.length, skipped: skipped.length, finished, busy: false };
  });
}
