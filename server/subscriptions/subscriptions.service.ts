import { randomUUID } from "node:crypto";
import { and, count, eq, gt, isNull, not, sql } from "drizzle-orm";
import {
  subscriptionTexts,
  type SubscriptionLinkProblem,
  type SubscriptionList,
  type SubscriptionResponse,
} from "../../contract/subscription.ts";
import { newSecret, secretHash } from "../auth/tokens.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import type { StoredAnswer } from "../forms/idempotency.ts";
import { renderNotification } from "../outbox/email-format.ts";
import type { Db, Tx } from "../db/client.ts";
import { enqueueEmail } from "../outbox/outbox.ts";
import { renderConfirmationEmail } from "./subscription-emails.ts";
import {
  subscriptions,
  subscriptionTokens,
  type SubscriptionStatus,
  type SubscriptionTokenPurpose,
} from "./subscriptions.schema.ts";

export const CONFIRM_LINK_HOURS = 48;
const UNSUBSCRIBE_LINK_DAYS = 365;
// Someone typing another person's address cannot flood their inbox: past this, repeats answer the same and send nothing.
const CONFIRMATION_EMAILS_PER_DAY = 3;

export const listNames: Record<SubscriptionList, string> = {
  newsletter: "newsletter",
  events: "event announcements",
};

export interface SubscriptionContext {
  forms: FormsConfig;
  /** https://example.org: the links in emails point here. */
  origin: string;
}

/** One list's row for an address: lower-cased, as its unique index compares them. */
const listAndAddress = (list: SubscriptionList, email: string) =>
  and(eq(subscriptions.list, list), sql`lower(${subscriptions.email}) = lower(${email})`);

/** The row's fields the changes below read. */
const subscriptionRow = {
  id: subscriptions.id,
  list: subscriptions.list,
  email: subscriptions.email,
  status: subscriptions.status,
  spamVerdict: subscriptions.spamVerdict,
};

/**
 * Double opt-in. A new or lapsed address gets a pending row and a confirmation email; a confirmed one gets nothing.
 * The answer is the same 201 in every case, so it tells nobody whether an address is subscribed.
 */
export async function subscribe(
  tx: Tx,
  context: SubscriptionContext,
  list: SubscriptionList,
  email: string,
  spam: string | undefined,
): Promise<StoredAnswer> {
  // The id is the only other unique column, and a new one each time: a conflict is this list and address.
  const [inserted] = await tx
    .insert(subscriptions)
    .values({ list, email, spamVerdict: spam ? "spam" : "clean", spamReason: spam ?? null })
    .onConflictDoNothing()
    .returning(subscriptionRow);
  // The row lock makes concurrent requests for one address take turns, so the daily email cap holds.
  const row =
    inserted ??
    (
      await tx.select(subscriptionRow).from(subscriptions).where(listAndAddress(list, email)).for("update")
    )[0]!;

  let reference: string = randomUUID();
  if (!spam && row.status !== "confirmed") {
    if (!inserted && row.spamVerdict === "spam") {
      // A clean request for an address first seen in a flagged one: the person is real after all.
      await markClean(tx, row.id);
    }
    if ((await confirmationEmailsToday(tx, row.id)) < CONFIRMATION_EMAILS_PER_DAY) {
      reference = await sendConfirmation(tx, context, list, row.id, row.email);
    }
  }
  return {
    statusCode: 201,
    body: { id: reference, message: subscriptionTexts[list].success } satisfies SubscriptionResponse,
  };
}

async function confirmationEmailsToday(tx: Tx, subscriptionId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(subscriptionTokens)
    .where(
      and(
        eq(subscriptionTokens.subscriptionId, subscriptionId),
        eq(subscriptionTokens.purpose, "confirm"),
        gt(subscriptionTokens.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row?.n ?? 0;
}

async function markClean(tx: Tx, subscriptionId: string) {
  await tx
    .update(subscriptions)
    .set({ spamVerdict: "clean", spamReason: null })
    .where(eq(subscriptions.id, subscriptionId));
}

/**
 * Queues the email with a single-use confirmation link and an unsubscribe link (RFC 8058 headers included).
 * Returns the confirmation token's id, the reference of the request. Also used when staff release a subscription.
 */
export async function sendConfirmation(
  tx: Tx,
  context: SubscriptionContext,
  list: SubscriptionList,
  subscriptionId: string,
  email: string,
): Promise<string> {
  await tx
    .update(subscriptions)
    .set({ status: "pending", unsubscribedAt: null })
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.status, "unsubscribed")));
  const confirm = await issueToken(tx, subscriptionId, "confirm", `${CONFIRM_LINK_HOURS} hours`);
  const unsubscribe = await issueToken(tx, subscriptionId, "unsubscribe", `${UNSUBSCRIBE_LINK_DAYS} days`);
  const links = subscriptionLinks(context.origin, confirm.token, unsubscribe.token);
  const rendered = renderConfirmationEmail(list, links.confirmPage, links.unsubscribePage);
  await enqueueEmail(tx, {
    ...rendered,
    kind: "subscription-confirmation",
    refId: subscriptionId,
    to: [email],
    headers: {
      "List-Unsubscribe": `<${links.oneClick}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  });
  return confirm.id;
}

/**
 * The pages read the token from the fragment, which browsers never send, so it stays out of server logs and
 * Referer headers; link scanners that fetch the page change nothing, as only the page's button posts it. The
 * one-click address of RFC 8058 must carry it in the query.
 */
export function subscriptionLinks(origin: string, confirmToken: string, unsubscribeToken: string) {
  return {
    confirmPage: `${origin}/subscriptions/confirm#token=${confirmToken}`,
    unsubscribePage: `${origin}/subscriptions/unsubscribe#token=${unsubscribeToken}`,
    oneClick: `${origin}/api/subscriptions/unsubscribe?token=${unsubscribeToken}`,
  };
}

async function issueToken(
  tx: Tx,
  subscriptionId: string,
  purpose: SubscriptionTokenPurpose,
  lifetime: string,
) {
  const token = newSecret();
  const [row] = await tx
    .insert(subscriptionTokens)
    .values({
      subscriptionId,
      purpose,
      tokenHash: secretHash(token),
      expiresAt: sql`now() + ${lifetime}::interval`,
    })
    .returning({ id: subscriptionTokens.id });
  return { id: row!.id, token };
}

export type LinkOutcome =
  { ok: true; list: SubscriptionList } | { ok: false; problem: SubscriptionLinkProblem };

/** Spends a link's token: single use, before it expires, for its own purpose only. */
async function spendToken(
  tx: Tx,
  token: string,
  purpose: SubscriptionTokenPurpose,
): Promise<{ subscriptionId: string } | { problem: SubscriptionLinkProblem }> {
  const hash = secretHash(token);
  const thisToken = and(eq(subscriptionTokens.tokenHash, hash), eq(subscriptionTokens.purpose, purpose));
  const [spent] = await tx
    .update(subscriptionTokens)
    .set({ usedAt: sql`now()` })
    .where(and(thisToken, isNull(subscriptionTokens.usedAt), gt(subscriptionTokens.expiresAt, sql`now()`)))
    .returning({ subscriptionId: subscriptionTokens.subscriptionId });
  if (spent) return spent;
  const [known] = await tx
    .select({ usedAt: subscriptionTokens.usedAt })
    .from(subscriptionTokens)
    .where(thisToken);
  if (!known) return { problem: "invalid" };
  return { problem: known.usedAt !== null ? "used" : "expired" };
}

/** The confirmation link: the address becomes a subscriber, and staff are told. */
export function confirmSubscription(db: Db, forms: FormsConfig, token: string): Promise<LinkOutcome> {
  return db.transaction((tx) => confirmIn(tx, forms, token));
}

async function confirmIn(tx: Tx, forms: FormsConfig, token: string): Promise<LinkOutcome> {
  const spent = await spendToken(tx, token, "confirm");
  if ("problem" in spent) return { ok: false, problem: spent.problem };
  const [row] = await tx
    .select(subscriptionRow)
    .from(subscriptions)
    .where(eq(subscriptions.id, spent.subscriptionId))
    .for("update");
  if (!row) return { ok: false, problem: "invalid" };
  if (row.status !== "confirmed") await markConfirmed(tx, forms, row);
  return { ok: true, list: row.list };
}

/** The address becomes a subscriber (its row locked by the caller), and staff are told. */
async function markConfirmed(
  tx: Tx,
  forms: FormsConfig,
  row: { id: string; list: SubscriptionList; email: string },
) {
  await tx
    .update(subscriptions)
    .set({ status: "confirmed", confirmedAt: sql`now()`, unsubscribedAt: null })
    .where(eq(subscriptions.id, row.id));
  await queueStaffNotice(tx, forms, row);
}

/**
 * The address stops being a subscriber. A confirmation link still in the inbox must not sign it up again behind
 * the person's back, so those are spent too.
 */
async function markUnsubscribed(tx: Tx, subscriptionId: string) {
  await tx
    .update(subscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: sql`now()` })
    .where(eq(subscriptions.id, subscriptionId));
  await tx
    .update(subscriptionTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(subscriptionTokens.subscriptionId, subscriptionId),
        eq(subscriptionTokens.purpose, "confirm"),
        isNull(subscriptionTokens.usedAt),
      ),
    );
}

/**
 * Each list's status for one address: absent when the address never asked for it. A request kept aside as spam
 * was sent no confirmation email, so it counts as never asked.
 */
export async function subscriptionStatuses(
  db: Db | Tx,
  email: string,
): Promise<Partial<Record<SubscriptionList, SubscriptionStatus>>> {
  const rows = await db
    .select({ list: subscriptions.list, status: subscriptions.status })
    .from(subscriptions)
    .where(
      and(
        sql`lower(${subscriptions.email}) = lower(${email})`,
        not(and(eq(subscriptions.status, "pending"), eq(subscriptions.spamVerdict, "spam"))!),
      ),
    );
  return Object.fromEntries(rows.map((row) => [row.list, row.status]));
}

/**
 * The owner of a verified address (a signed-in account) subscribes or unsubscribes it from their account page: the
 * address is proven already, so no emailed link is needed. Subscribing confirms at once (staff are told, as when a
 * link is followed); unsubscribing works like the unsubscribe link. Concurrent changes of one list and address
 * take turns on the row's lock. Returns whether anything changed.
 */
export async function setOwnSubscription(
  tx: Tx,
  forms: FormsConfig,
  list: SubscriptionList,
  email: string,
  subscribed: boolean,
): Promise<boolean> {
  if (subscribed) {
    await tx.insert(subscriptions).values({ list, email }).onConflictDoNothing();
  }
  const [row] = await tx
    .select(subscriptionRow)
    .from(subscriptions)
    .where(listAndAddress(list, email))
    .for("update");
  if (!row) return false;
  if (subscribed) {
    if (row.status === "confirmed") return false;
    // The owner signed in with this verified address: whatever the spam signals thought of an earlier request.
    await markClean(tx, row.id);
    await markConfirmed(tx, forms, row);
    return true;
  }
  if (row.status === "unsubscribed") return false;
  await markUnsubscribed(tx, row.id);
  return true;
}

/** The unsubscribe link (page or RFC 8058 one-click POST): the address stops being a subscriber. */
export function unsubscribe(db: Db, token: string): Promise<LinkOutcome> {
  return db.transaction((tx) => unsubscribeIn(tx, token));
}

async function unsubscribeIn(tx: Tx, token: string): Promise<LinkOutcome> {
  const spent = await spendToken(tx, token, "unsubscribe");
  if ("problem" in spent) return { ok: false, problem: spent.problem };
  const [row] = await tx
    .select({ list: subscriptions.list })
    .from(subscriptions)
    .where(eq(subscriptions.id, spent.subscriptionId))
    .for("update");
  if (!row) return { ok: false, problem: "invalid" };
  await markUnsubscribed(tx, spent.subscriptionId);
  return { ok: true, list: row.list };
}

async function queueStaffNotice(
  tx: Tx,
  forms: FormsConfig,
  subscription: { id: string; list: SubscriptionList; email: string },
) {
  const name = listNames[subscription.list];
  const rendered = renderNotification(
    `New ${name} subscriber`,
    `[Subscription: ${name}] ${subscription.email}`,
    [
      { label: "Email", value: subscription.email },
      { label: "List", value: name },
      { label: "Subscriber id", value: subscription.id },
    ],
  );
  await enqueueEmail(tx, {
    ...rendered,
    kind: "subscription",
    refId: subscription.id,
    to: forms.subscriptionRecipients,
  });
}
