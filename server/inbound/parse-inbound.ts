import { convert } from "html-to-text";
import { simpleParser } from "mailparser";
import { headerSafe } from "../outbox/email-format.ts";
import { messageIdOfBytes, messageIdsIn } from "../conversations/message-ids.ts";

/** What is kept of an inbound email: text only, attachments counted. */
export interface InboundEmail {
  /** Its Message-ID without brackets; made from its bytes when it has none. */
  messageId: string;
  fromAddress: string;
  fromName: string;
  subject: string;
  /** Plain text; mailparser turns an HTML-only email into text. */
  text: string;
  attachments: number;
  /** In-Reply-To, then References from the newest to the oldest: the emails it answers. */
  answers: string[];
}

// An email's text is stored with the entry and searched with it; anything longer is cut.
const MAX_TEXT = 100_000;

export class UnreadableEmail extends Error {}

/** Control characters other than line breaks and tabs: PostgreSQL refuses NUL in text, the rest is noise. */
function withoutControls(text: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, "");
}

/**
 * mailparser turns an HTML-only email into text, but not an HTML part beside attachments; that one is converted
 * here with html-to-text, the converter mailparser uses, with its nesting limit.
 */
function htmlAsText(html: string | false | undefined): string {
  if (!html) return "";
  try {
    return convert(html, { limits: { maxDepth: 1000 } });
  } catch {
    return "";
  }
}

/** Parses a raw RFC 5322 email; throws UnreadableEmail when it has no sender address. */
export async function parseInbound(raw: Buffer): Promise<InboundEmail> {
  const parsed = await simpleParser(raw, {
    skipImageLinks: true,
    skipTextToHtml: true,
    skipTextLinks: true,
  }).catch((error: unknown) => {
    throw new UnreadableEmail(error instanceof Error ? error.message : String(error));
  });
  const sender = parsed.from?.value.find((address) => address.address?.includes("@"));
  if (!sender?.address) throw new UnreadableEmail("no sender address");
  const [messageId] = messageIdsIn(parsed.messageId);
  const text = withoutControls((parsed.text || htmlAsText(parsed.html)).replace(/\r\n?/g, "\n")).trim();
  return {
    messageId: messageId ?? messageIdOfBytes(raw),
    fromAddress: headerSafe(sender.address, 320).toLowerCase(),
    fromName: headerSafe(sender.name ?? "", 200),
    subject: headerSafe(parsed.subject ?? "", 500),
    text: text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text,
    attachments: parsed.attachments.length,
    answers: [...messageIdsIn(parsed.inReplyTo), ...messageIdsIn(parsed.references).reverse()],
  };
}
