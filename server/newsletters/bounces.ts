import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import type { DeliveryReport } from "../inbound/delivery-report.ts";
import { recipientOfMessageId } from "./newsletter-email.ts";
import { emailBounces, newsletterRecipients } from "./newsletters.schema.ts";

// Bounces of edition emails (ADR 0050). A delivery status notification posted to the inbound endpoint counts only
// when it returns the Message-ID of one of our edition emails (nl.<recipient row id>@…: a random id only that email
// carried, which does the work a VERP address would) and names that email's own address as a failed recipient
// (Final-Recipient or Original-Recipient). An address alone proves nothing: anyone can mail a forged report naming
// somebody else's address, and would unsubscribe them. Each email counts once however often its report is posted.

/** Failures (Action: failed without a permanent status) after which an address is no longer sent to. */
export const BOUNCES_BEFORE_SUPPRESSION = 3;

export interface BounceOutcome {
  /** Edition emails marked as bounced by this report. */
  recorded: number;
  /** Addresses no longer sent to from now on. */
  suppressed: number;
}

/** Whether the report is about edition emails and what it changed; undefined when it names none of them. */
export async function recordBounce(db: Db, report: DeliveryReport): Promise<BounceOutcome | undefined> {
  const ids = [
    ...new Set(report.originalMessageIds.map(recipientOfMessageId).filter((id) => id !== undefined)),
  ];
  if (ids.length === 0) return undefined;
  return db.transaction(async (tx): Promise<BounceOutcome | undefined> => {
    const named = await selectRows(
      tx,
      {
        id: newsletterRecipients.id,
        address: computed.nullableText,
        bouncedAt: newsletterRecipients.bouncedAt,
      },
      sql`
        select r.id, lower(s.email) as address, r.bounced_at as "bouncedAt"
        from newsletter_recipients r left join subscriptions s on s.id = r.subscription_id
        where r.id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        for update of r`,
    );
    if (named.length === 0) return undefined;
    const outcome: BounceOutcome = { recorded: 0, suppressed: 0 };
    for (const row of named) {
      const failure = report.recipients.find(
        (recipient) =>
          recipient.action === "failed" &&
          row.address !== null &&
          (recipient.address === row.address || recipient.original === row.address),
      );
      if (!failure || row.bouncedAt !== null) continue;
      const status = failure.status ?? "failed";
      await tx
        .update(newsletterRecipients)
        .set({ bouncedAt: sql`now()`, bounceStatus: status })
        .where(eq(newsletterRecipients.id, row.id));
      // A permanent failure (5.x.x) stops sending at once; others after BOUNCES_BEFORE_SUPPRESSION of them.
      const permanent = status.startsWith("5.");
      const [before] = await tx
        .select({ suppressedAt: emailBounces.suppressedAt })
        .from(emailBounces)
        .where(eq(emailBounces.address, row.address!))
        .for("update");
      const [bounce] = await tx
        .insert(emailBounces)
        .values({
          address: row.address!,
          failures: 1,
          lastStatus: status,
          suppressedAt: permanent || BOUNCES_BEFORE_SUPPRESSION <= 1 ? sql`now()` : null,
        })
        .onConflictDoUpdate({
          target: emailBounces.address,
          set: {
            failures: sql`${emailBounces.failures} + 1`,
            lastStatus: status,
            lastBouncedAt: sql`now()`,
            suppressedAt: sql`coalesce(${emailBounces.suppressedAt}, case when ${permanent}::boolean
              or ${emailBounces.failures} + 1 >= ${BOUNCES_BEFORE_SUPPRESSION} then now() end)`,
          },
        })
        .returning({ suppressedAt: emailBounces.suppressedAt });
      outcome.recorded += 1;
      if (bounce?.suppressedAt && !before?.suppressedAt) outcome.suppressed += 1;
    }
    return outcome;
  });
}
