import { sql } from "drizzle-orm";
import type { Db } from "../../server/db/client.ts";

/**
 * Confirmed subscribers of `list` written straight into the database, as if each had followed their confirmation
 * link: `<prefix>-<n>@example.org`, n from 0. In batches, each one statement.
 */
export async function seedSubscribers(
  db: Db,
  list: "newsletter" | "events",
  count: number,
  prefix: string,
): Promise<string[]> {
  const emails = Array.from({ length: count }, (_, n) => `${prefix}-${n}@example.org`);
  for (let start = 0; start < emails.length; start += 5_000) {
    const batch = emails.slice(start, start + 5_000);
    await db.execute(sql`
      insert into subscriptions (list, email, status, confirmed_at)
      select ${list}, email, 'confirmed', now() from unnest(${`{${batch.join(",")}}`}::text[]) as email`);
  }
  return emails;
}

/**
 * A delivery status notification as Postfix writes one (RFC 3464): `address` failed with `status`, the original's
 * headers returned with its Message-ID (without brackets), unless `messageId` is undefined.
 */
export function deliveryReport(address: string, status: string, messageId: string | undefined): string {
  return [
    "Return-Path: <>",
    "From: Mail Delivery System <MAILER-DAEMON@mx.example.net>",
    "To: web@verdant.example",
    "Subject: Undelivered Mail Returned to Sender",
    `Message-ID: <dsn.${Math.random().toString(36).slice(2)}@mx.example.net>`,
    "MIME-Version: 1.0",
    'Content-Type: multipart/report; report-type=delivery-status; boundary="B1"',
    "",
    "--B1",
    "Content-Type: text/plain; charset=us-ascii",
    "",
    "Your message could not be delivered to one or more recipients.",
    "",
    "--B1",
    "Content-Type: message/delivery-status",
    "",
    "Reporting-MTA: dns; mx.example.net",
    "",
    `Final-Recipient: rfc822; ${address}`,
    `Action: ${status.startsWith("2") ? "delivered" : "failed"}`,
    `Status: ${status}`,
    `Diagnostic-Code: smtp; 550 ${status} <${address}>: rejected`,
    "",
    "--B1",
    "Content-Type: text/rfc822-headers",
    "",
    "From: Website <web@verdant.example>",
    `To: ${address}`,
    "Subject: An edition",
    ...(messageId ? [`Message-ID: <${messageId}>`] : []),
    "",
    "--B1--",
    "",
  ].join("\r\n");
}
