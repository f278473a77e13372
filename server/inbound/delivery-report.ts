import type { ParsedMail } from "mailparser";
import { messageIdsIn } from "../conversations/message-ids.ts";

// A delivery status notification (RFC 3464, "a bounce"): a multipart/report with report-type=delivery-status, whose
// message/delivery-status part holds a block of fields per recipient (Final-Recipient, Action, Status, ...), and
// whose third part returns the original email or its headers (text/rfc822-headers, RFC 6522). Read by the inbound
// reader's worker (parse-inbound.ts); what it means for the newsletters is server/newsletters/bounces.ts.

export interface ReportedRecipient {
  /** Final-Recipient's address, lower case. */
  address: string;
  /** Original-Recipient's address, lower case, when given. */
  original: string | undefined;
  /** failed, delayed, delivered, relayed or expanded. */
  action: string;
  /** The enhanced status code (RFC 3463) such as 5.1.1, when given. */
  status: string | undefined;
}

export interface DeliveryReport {
  recipients: ReportedRecipient[];
  /** The Message-IDs of the original email, from the returned headers (without brackets). */
  originalMessageIds: string[];
}

// A report names a handful of recipients; anything past these is ignored.
const MAX_RECIPIENTS = 50;
const MAX_FIELD = 320;

/** Whether the email's Content-Type says it is a delivery status notification. */
export function isDeliveryReport(contentType: unknown): boolean {
  const value = contentType as { value?: unknown; params?: Record<string, unknown> } | undefined;
  const reportType = String(value?.params?.["report-type"] ?? "").toLowerCase();
  return (
    String(value?.value ?? "").toLowerCase() === "multipart/report" &&
    (reportType === "delivery-status" || reportType === "global-delivery-status")
  );
}

/** "rfc822; Someone@Example.org" → "someone@example.org"; undefined when it holds no address. */
function addressOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const address = value
    .slice(value.indexOf(";") + 1)
    .trim()
    .replace(/^<|>$/g, "")
    .toLowerCase();
  return address.includes("@") && address.length <= MAX_FIELD ? address : undefined;
}

/** The fields of one block of "Name: value" lines (continuation lines folded in), by lower-case name. */
function fieldsOf(block: string): Map<string, string> {
  const fields = new Map<string, string>();
  let last: string | undefined;
  for (const line of block.split("\n")) {
    if (/^[ \t]/.test(line) && last) {
      fields.set(last, `${fields.get(last)!} ${line.trim()}`.slice(0, MAX_FIELD));
      continue;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    last = line.slice(0, colon).trim().toLowerCase();
    if (!fields.has(last))
      fields.set(
        last,
        line
          .slice(colon + 1)
          .trim()
          .slice(0, MAX_FIELD),
      );
  }
  return fields;
}

/**
 * The per-recipient blocks of the report's delivery-status fields, from the text mailparser made of the email
 * (it shows a message/delivery-status part as text): each block with a Final-Recipient and an Action.
 */
export function reportedRecipients(text: string): ReportedRecipient[] {
  const recipients: ReportedRecipient[] = [];
  for (const block of text.replace(/\r\n?/g, "\n").split(/\n[ \t]*\n/)) {
    const fields = fieldsOf(block);
    const address = addressOf(fields.get("final-recipient"));
    const action = fields.get("action")?.toLowerCase().split(/[\s(]/, 1)[0];
    if (!address || !action) continue;
    const status = /^([245])\.\d{1,3}\.\d{1,3}/.exec(fields.get("status") ?? "")?.[0];
    recipients.push({ address, original: addressOf(fields.get("original-recipient")), action, status });
    if (recipients.length === MAX_RECIPIENTS) break;
  }
  return recipients;
}

// The returned original is read this far at most.
const MAX_SCANNED = 256 * 1024;

/**
 * The Message-IDs of the original email the report returns: every Message-ID header line in the email's body (past
 * its own header block), where the returned headers (text/rfc822-headers) or the returned email (message/rfc822,
 * which mailparser folds into the text) carry it. A returned part in base64 is not read.
 */
function returnedMessageIds(raw: Buffer): string[] {
  const text = raw.subarray(0, MAX_SCANNED).toString("latin1").replace(/\r\n?/g, "\n");
  const bodyStart = text.indexOf("\n\n");
  if (bodyStart === -1) return [];
  const body = text.slice(bodyStart).replace(/\n[ \t]+/g, " ");
  const ids = [...body.matchAll(/^message-id:(.*)$/gim)].flatMap((match) => messageIdsIn(match[1]!));
  return [...new Set(ids)].slice(0, 5);
}

/** The report in a parsed email, or undefined when it is none (or names no recipient). */
export function deliveryReportOf(mail: ParsedMail, raw: Buffer): DeliveryReport | undefined {
  if (!isDeliveryReport(mail.headers.get("content-type"))) return undefined;
  const recipients = reportedRecipients(mail.text ?? "");
  if (recipients.length === 0) return undefined;
  return { recipients, originalMessageIds: returnedMessageIds(raw) };
}
