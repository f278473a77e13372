import { createHash, randomUUID } from "node:crypto";

// Message-IDs are kept without the angle brackets an email header puts around them. Ours are made on the domain of MAIL_FROM, so
// they are unique to this site and replies point back at an address the site controls.

/** The name and address of a sender such as "Verdant Collective <no-reply@verdantcollective.example>". */
export function senderOf(mailFrom: string): { name: string; address: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/.exec(mailFrom);
  return match
    ? { name: match[1]!.trim(), address: match[2]!.trim() }
    : { name: "", address: mailFrom.trim() };
}

/** The domain of the MAIL_FROM address. */
export function mailDomain(mailFrom: string): string {
  const { address } = senderOf(mailFrom);
  const domain = address
    .slice(address.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
  return /^[a-z0-9.-]+$/.test(domain) && domain.includes(".") ? domain : "localhost.localdomain";
}

export function newMessageId(mailFrom: string): string {
  return `${randomUUID()}@${mailDomain(mailFrom)}`;
}

/** Every Message-ID in a header value such as References ("<a@x> <b@y>"), without brackets, in order. */
export function messageIdsIn(value: string | readonly string[] | undefined): string[] {
  const text = Array.isArray(value) ? value.join(" ") : ((value as string | undefined) ?? "");
  const found = [...text.matchAll(/<([^<>\s]+)>/g)].map((match) => match[1]!);
  if (found.length > 0) return found.slice(0, 50).map((id) => id.slice(0, 500));
  // Some clients leave the brackets out.
  return text
    .split(/\s+/)
    .filter((part) => part.includes("@"))
    .slice(0, 50)
    .map((id) => id.slice(0, 500));
}

/** For an inbound email without a Message-ID: one made from its bytes, so a repost of the same email is one email. */
export function messageIdOfBytes(raw: Buffer): string {
  return `sha256-${createHash("sha256").update(raw).digest("hex")}@inbound.invalid`;
}
