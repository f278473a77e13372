import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { contactCategoryLabels, type ContactCategory } from "../../contract/contact.ts";
import type { ThreadKind } from "../../contract/conversations.ts";
import { applicationLink } from "../../contract/application-follow.ts";
import { issueApplicationLinks } from "../careers/application-links.ts";
import { jobTitles } from "../careers/job-ids.ts";
import type { Tx } from "../db/client.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import { bulkInsert } from "../db/bulk-insert.ts";
import { enqueueEmails, type QueuedEmail } from "../outbox/outbox.ts";
import { acknowledgementFor } from "./acknowledgement-content.ts";
import { acknowledgementsAllowed } from "./acknowledgement-quota.ts";
import { renderAcknowledgement, type AcknowledgementFacts } from "./acknowledgement-email.ts";
import { threadMessages } from "./conversations.schema.ts";
import { newMessageId, senderOf } from "./message-ids.ts";
import { referenceOf } from "./references.ts";

/** What an acknowledgement needs to know of its entry. */
export type AcknowledgedEntry = { id: string; email: string; createdAt?: Date } & (
  { kind: "contact"; subject: string; category: ContactCategory } | { kind: "application"; position: string }
);

/**
 * Queues the email telling the sender their entry arrived, inside the caller's transaction (the one that stores a
 * clean entry, or releases one kept aside as spam). Once per entry: the entry's one acknowledgement row in
 * thread_messages (a unique index) and the outbox's dedupe key both refuse a second, so retries and parallel
 * releases queue one email. Its Message-ID is stored with it, so replies to it find the entry. Replies go to the
 * department's address (Reply-To). Past its inbox's daily allowance (acknowledgement-quota.ts) it is withheld: the
 * thread row is stored, marked so, and nothing is queued.
 */
export async function queueAcknowledgement(
  tx: Tx,
  forms: FormsConfig,
  entry: AcknowledgedEntry,
  options: { allowed?: readonly boolean[] } = {},
): Promise<void> {
  await queueAcknowledgements(tx, forms, [entry], options);
}

/**
 * queueAcknowledgement for several entries of one kind, with a fixed number of statements (the form submissions
 * committed together). `references` are the entries' own when the caller just gave them. `allowed` says which may
 * go, when the caller counted them against their inboxes' allowance already (a form submission, with its rate
 * limit); otherwise they are counted here. `alsoQueue` are other emails of the same transaction, queued with the
 * acknowledgements in one statement.
 */
export async function queueAcknowledgements(
  tx: Tx,
  forms: FormsConfig,
  entries: readonly AcknowledgedEntry[],
  {
    references,
    allowed: counted,
    alsoQueue = [],
  }: {
    references?: readonly string[];
    allowed?: readonly boolean[];
    alsoQueue?: readonly QueuedEmail[];
  } = {},
): Promise<void> {
  const sender = senderOf(forms.mailFrom);
  const allowed =
    counted ??
    (await acknowledgementsAllowed(
      tx,
      entries.map((entry) => entry.email),
      forms.acknowledgementsPerAddressPerDay,
    ));
  const prepared = [];
  for (const [index, entry] of entries.entries()) {
    const reference = references?.[index] ?? (await referenceOf(tx, entry.kind, entry.id));
    const facts: AcknowledgementFacts = {
      what: entry.kind === "contact" ? "message" : "application",
      topic:
        entry.kind === "contact"
          ? contactCategoryLabels[entry.category]
          : (jobTitles.get(entry.position) ?? entry.position),
      theirSubject: entry.kind === "contact" ? entry.subject : undefined,
      reference,
      receivedAt: entry.createdAt ?? new Date(),
      content: acknowledgementFor(entry.kind === "contact" ? entry.category : "application"),
      // The kept copy leaves the application's private link out; the email gets it once the row is stored.
      ...(entry.kind === "application" ? { follow: { url: null } } : {}),
    };
    const replyTo =
      entry.kind === "contact" ? forms.contactRecipients[entry.category] : forms.applicationRecipients;
    prepared.push({
      entry,
      facts,
      email: renderAcknowledgement(facts),
      withheld: !allowed[index],
      replyTo,
      messageId: newMessageId(forms.mailFrom),
      threadId: randomUUID(),
      outboxId: randomUUID(),
    });
  }
  // The thread rows name their outbox rows before those exist, so both are written with one statement each.
  const threads = await bulkInsert(
    tx,
    threadMessages,
    prepared.map(({ entry, email, withheld, messageId, threadId, outboxId }) => ({
      id: threadId,
      entryId: entry.id,
      entryKind: entry.kind satisfies ThreadKind,
      direction: "acknowledgement" as const,
      messageId,
      fromAddress: sender.address,
      fromName: sender.name,
      subject: email.subject,
      body: email.text,
      outboxId: withheld ? null : outboxId,
      withheld,
    })),
    { onConflict: sql`do nothing`, returning: { id: threadMessages.id } },
  );
  const inserted = new Set(threads.map((thread) => thread.id));
  const queued = prepared.filter(({ threadId, withheld }) => inserted.has(threadId) && !withheld);
  // An application whose acknowledgement goes out gets its private link (ADR 0048) in it; one that is withheld or
  // was acknowledged before gets none, so a repeat never turns off the link already sent.
  const links = await issueApplicationLinks(
    tx,
    queued.filter(({ entry }) => entry.kind === "application").map(({ entry }) => entry.id),
  );
  const acknowledgements: QueuedEmail[] = queued.map(
    ({ entry, facts, email, replyTo, messageId, threadId, outboxId }) => {
      const token = links.get(entry.id);
      const sent =
        token === undefined
          ? email
          : renderAcknowledgement({ ...facts, follow: { url: applicationLink(forms.linkOrigin, token) } });
      return {
        ...sent,
        id: outboxId,
        kind: "acknowledgement" as const,
        refId: threadId,
        to: [entry.email],
        replyTo: replyTo.join(", "),
        messageId,
        dedupeKey: `acknowledgement:${entry.id}`,
      };
    },
  );
  const outboxIds = await enqueueEmails(tx, [...acknowledgements, ...alsoQueue]);
  // An acknowledgement the outbox had already (its dedupe key) is not this thread row's email.
  const skipped = queued.filter((_, index) => outboxIds[index] === undefined).map(({ threadId }) => threadId);
  if (skipped.length === 0) return;
  await tx.execute(sql`
    update thread_messages set outbox_id = null
    where id in (${sql.join(
      skipped.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}
