import type { InboundHeaders } from "./parse-inbound.ts";
import { normalAddress } from "./same-address.ts";

/**
 * Who sent an email as far as the rate limit goes: its envelope sender (SMTP MAIL FROM), so that one sender's
 * flood does not use up the quota of everyone else's mail, which all arrives from the same MTA's address. In order:
 * the X-Envelope-From request header the relay sets (Postfix's $SENDER, an Email Worker's message.from); the
 * Return-Path the delivering MTA wrote into the email; its From address. A bounce's null sender counts as "<>".
 */
export function envelopeSender(
  requestHeader: string | string[] | undefined,
  headers: InboundHeaders,
): string {
  const given = typeof requestHeader === "string" ? requestHeader.trim() : "";
  const sender = given || headers.returnPath || headers.email.fromAddress;
  return normalAddress(sender).slice(0, 320) || "<>";
}
