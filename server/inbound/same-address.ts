import { domainToASCII } from "node:url";

/**
 * An email address as compared: without surrounding brackets and spaces, in Unicode's composed form, lower case
 * (the local part too: providers treat it so, and people retype it so), an internationalised domain in its ASCII
 * form, without a trailing dot.
 */
export function normalAddress(address: string): string {
  const bare = address.trim().replace(/^<\s*/, "").replace(/\s*>$/, "").normalize("NFC").toLowerCase();
  const at = bare.lastIndexOf("@");
  if (at < 0) return bare;
  const domain = bare.slice(at + 1).replace(/\.$/, "");
  return `${bare.slice(0, at)}@${domainToASCII(domain) || domain}`;
}

/** Whether two addresses are the same mailbox as far as filing a reply goes (normalAddress). */
export function sameAddress(a: string, b: string): boolean {
  return normalAddress(a) === normalAddress(b);
}
