import type * as HtmlToText from "html-to-text";
import type * as Mailparser from "mailparser";
import type { AddressObject, ParsedMail } from "mailparser";
import { conversationTexts } from "../../contract/conversations.ts";
import { messageIdOfBytes, messageIdsIn } from "../conversations/message-ids.ts";
import { headerSafe } from "../outbox/email-format.ts";
import { tooDeepAt } from "./html-depth.ts";
import { deliveryReportOf, type DeliveryReport } from "./delivery-report.ts";

/** What is kept of an inbound email: text only, attachments counted. */
export interface InboundEmail {
  /** Its Message-ID without brackets; made from its bytes when it has none. */
  messageId: string;
  fromAddress: string;
  /**
   * The From header names other addresses too (RFC 5322 allows several authors): the first is kept as the sender,
   * but such an email is nobody's reply on its own word (file-inbound.ts). Absent when it names one.
   */
  moreSenders?: true;
  fromName: string;
  subject: string;
  /** Plain text; an HTML-only email is turned into text (bounded: see htmlAsText). */
  text: string;
  attachments: number;
  /** In-Reply-To, then References from the newest to the oldest: the emails it answers. */
  answers: string[];
  /** A delivery status notification's recipients and the original's Message-ID (read in full only). */
  deliveryReport?: DeliveryReport;
}

/** What the main thread reads of an email before handing it to the reader (parse-pool.ts): its headers only. */
export interface InboundHeaders {
  /** The email as far as its headers tell: no text, no attachments counted. */
  email: InboundEmail;
  /** The envelope sender the delivering MTA wrote into Return-Path, lower case; "<>" for a bounce; absent if none. */
  returnPath: string | undefined;
}

// An email's text is stored with the entry and searched with it; anything longer is cut.
const MAX_TEXT = 100_000;
// The HTML turned into text: at most this many characters of it (about the text kept, in markup), nested at most
// this deep (Chrome's own parser flattens below 512). Within both, html-to-text takes about a second at worst.
export const MAX_HTML = 512 * 1024;
export const MAX_HTML_DEPTH = 256;
// The headers the main thread reads: the first 64 kB of the email at most (parsing them takes a millisecond).
const MAX_HEADER_BYTES = 64 * 1024;

const parserOptions = {
  skipImageLinks: true,
  skipTextToHtml: true,
  skipTextLinks: true,
  // All conversion of HTML to text is htmlAsText's, bounded; mailparser's own has no length limit.
  skipHtmlToText: true,
} as const;

export class UnreadableEmail extends Error {}

// mailparser and html-to-text, with the character sets and HTML parser they bring, are about 7 MB of V8's heap:
// loaded with the first inbound email rather than at start, so a server that receives none holds none of it.
let mailparser: Promise<typeof Mailparser> | undefined;
let htmlToText: Promise<typeof HtmlToText> | undefined;

/** Loads the parsers now: the reader's worker does so before it takes its first email (parse-worker.ts). */
export async function loadParsers(): Promise<void> {
  await Promise.all([(mailparser ??= import("mailparser")), (htmlToText ??= import("html-to-text"))]);
}

async function parseMail(source: Buffer): Promise<ParsedMail> {
  const { simpleParser } = await (mailparser ??= import("mailparser"));
  return simpleParser(source, parserOptions);
}

/** Control characters other than line breaks and tabs: PostgreSQL refuses NUL in text, the rest is noise. */
function withoutControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");
}

/**
 * The text of an email's HTML (an HTML-only email, or an HTML part beside attachments), by html-to-text: of its
 * first MAX_HTML characters, and only down to where it first nests deeper than MAX_HTML_DEPTH, with a note saying
 * the rest was left out. htmlparser2's cost grows with the nesting depth times the length, so both bounds keep a
 * hostile document to about a second of the reader's time.
 */
export async function htmlAsText(html: string | false | undefined): Promise<string> {
  if (!html) return "";
  let markup = html.length > MAX_HTML ? html.slice(0, MAX_HTML) : html;
  const deep = tooDeepAt(markup, MAX_HTML_DEPTH);
  if (deep >= 0) markup = markup.slice(0, deep);
  const { convert } = await (htmlToText ??= import("html-to-text"));
  let text: string;
  try {
    text = convert(markup, { limits: { maxDepth: MAX_HTML_DEPTH + 1, maxInputLength: MAX_HTML + 1 } });
  } catch {
    text = "";
  }
  return deep >= 0 ? [text.trim(), `(${conversationTexts.htmlCut})`].filter(Boolean).join("\n\n") : text;
}

function addressesOf(value: AddressObject | AddressObject[] | undefined) {
  const objects = Array.isArray(value) ? value : value ? [value] : [];
  return objects.flatMap((object) => object.value).filter((address) => address.address?.includes("@"));
}

function emailOf(parsed: ParsedMail, raw: Buffer, text: string, attachments: number): InboundEmail {
  const senders = addressesOf(parsed.from);
  const sender = senders[0];
  if (!sender?.address) throw new UnreadableEmail("no sender address");
  const [messageId] = messageIdsIn(parsed.messageId);
  const clean = withoutControls(text.replace(/\r\n?/g, "\n")).trim();
  return {
    messageId: messageId ?? messageIdOfBytes(raw),
    fromAddress: headerSafe(sender.address, 320).toLowerCase(),
    ...(senders.length > 1 ? { moreSenders: true as const } : {}),
    fromName: headerSafe(sender.name ?? "", 200),
    subject: headerSafe(parsed.subject ?? "", 500),
    text: clean.length > MAX_TEXT ? `${clean.slice(0, MAX_TEXT - 1)}…` : clean,
    attachments,
    answers: [...messageIdsIn(parsed.inReplyTo), ...messageIdsIn(parsed.references).reverse()],
  };
}

/**
 * Parses a raw RFC 5322 email in full; throws UnreadableEmail when it has no sender address. Run by the reader's
 * worker (parse-worker.ts): a big or hostile email takes its time there, not the server's event loop.
 */
export async function parseInbound(raw: Buffer): Promise<InboundEmail> {
  // A failure of mailparser itself (too many parts, say) is no UnreadableEmail: the email is filed by its headers.
  const mail = await parseMail(raw);
  const email = emailOf(mail, raw, mail.text || (await htmlAsText(mail.html)), mail.attachments.length);
  const deliveryReport = deliveryReportOf(mail, raw);
  return deliveryReport ? { ...email, deliveryReport } : email;
}

/** The header block of an email: up to its first empty line, within the first MAX_HEADER_BYTES. */
function headerBlock(raw: Buffer): Buffer {
  const head = raw.subarray(0, MAX_HEADER_BYTES);
  const crlf = head.indexOf("\r\n\r\n");
  const lf = head.indexOf("\n\n");
  const ends = [crlf, lf].filter((index) => index >= 0);
  if (ends.length > 0) return head.subarray(0, Math.min(...ends));
  if (raw.length <= MAX_HEADER_BYTES) return head;
  // Headers longer than that: the complete lines among them.
  return head.subarray(0, Math.max(head.lastIndexOf("\n"), 0));
}

/**
 * The headers of an email, read on the main thread before its body is handed to the reader: bounded (at most
 * 64 kB), so quick whatever the email. They name the envelope sender the rate limit counts (Return-Path), and file
 * the email when the reader gives up on it. Throws UnreadableEmail when they have no sender address.
 */
export async function readHeaders(raw: Buffer): Promise<InboundHeaders> {
  const mail = await parseMail(Buffer.concat([headerBlock(raw), Buffer.from("\r\n\r\n")])).catch(
    (error: unknown) => {
      throw new UnreadableEmail(error instanceof Error ? error.message : String(error));
    },
  );
  const returnPath = ([] as unknown[]).concat(mail.headers.get("return-path") ?? [])[0] as
    AddressObject | undefined;
  const bounce = returnPath && !returnPath.value.some((address) => address.address);
  return {
    email: emailOf(mail, raw, "", 0),
    returnPath: returnPath
      ? bounce
        ? "<>"
        : headerSafe(returnPath.value.find((address) => address.address)!.address!, 320).toLowerCase()
      : undefined,
  };
}
