import { connectionTexts, profileTexts } from "../../contract/account-profile.ts";
import type { RenderedEmail } from "../outbox/email-format.ts";
import { FOOTER, htmlEmail } from "../auth/password-reset-email.ts";

// The security notices of the account page: each says what happened, that nothing is needed if it was the owner,
// and how to secure the account if it was not.

function email(
  subject: string,
  paragraphs: string[],
  button?: { href: string; label: string },
): RenderedEmail {
  const text = [
    paragraphs[0]!,
    ...(button ? ["", `${button.label}:`, button.href] : []),
    ...paragraphs.slice(1).flatMap((paragraph) => ["", paragraph]),
    "",
    "-- ",
    FOOTER,
  ].join("\n");
  return { subject, text, html: htmlEmail(subject, paragraphs, button) };
}

/**
 * An address shown in a notice to another address: enough for the owner to recognise it ("a…@e….org"), not enough
 * to hand a stranger who now reads the old inbox (a former employer, a recycled address) the new one.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf("@");
  const local = address.slice(0, at);
  const domain = address.slice(at + 1);
  const dot = domain.lastIndexOf(".");
  const tld = dot > 0 ? domain.slice(dot) : "";
  return `${[...local][0] ?? ""}…@${[...domain][0] ?? ""}…${tld}`;
}

/** "2026-11-26 09:30 UTC": the moment in a notice, the same wherever it is read. */
export function noticeTime(at: Date): string {
  return `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

const secureWithReset = (origin: string) =>
  `If it was not you, choose a new password at once at ${origin}/forgot-password (the link goes to this address ` +
  `only, and every device is signed out), then look at ${origin}/account for the devices signed in and the ` +
  `providers connected.`;

/** To the new address: the link that makes it the account's email. */
export function renderEmailChangeLink(link: string, minutes: number): RenderedEmail {
  return email(
    profileTexts.emailSubject,
    [
      "Someone, hopefully you, asked to make this address the email of a Verdant Collective account.",
      `The link works once and expires in ${minutes} minutes. Nothing changes until it is followed: if you did not ` +
        "ask for this, ignore this email.",
    ],
    { href: link, label: "Confirm the new address" },
  );
}

/**
 * To the new address when it has an account already: the person who asked sees the same answer as for a free
 * address (so the API tells nobody who is registered), and the address's owner learns what happened here.
 */
export function renderEmailTaken(origin: string): RenderedEmail {
  return email(profileTexts.takenSubject, [
    "Someone asked to make this address the email of a Verdant Collective account, but this address already has " +
      "an account of its own. Nothing changed.",
    `If it was you, sign in to that account at ${origin}/login (or choose a new password at ` +
      `${origin}/forgot-password). If it was not, you need not do anything.`,
  ]);
}

/** To the current address, when the change is asked for. */
export function renderEmailChangeRequested(origin: string, newEmail: string, minutes: number): RenderedEmail {
  return email(profileTexts.requestedSubject, [
    `Someone signed in to your Verdant Collective account asked to change its email address to ` +
      `${maskEmail(newEmail)}. Nothing changes unless the link we sent there is followed within ${minutes} minutes.`,
    `If this was you, there is nothing to do. If it was not, sign in and cancel the change at ${origin}/account, ` +
      `then choose a new password at ${origin}/forgot-password: every device is signed out.`,
  ]);
}

/**
 * To the old address, once the change is made. This inbox may no longer be the owner's, so the new address is
 * masked, and the advice is what still works from here: a reset link would now go to the new address.
 */
export function renderEmailChanged(origin: string, newEmail: string, at: Date): RenderedEmail {
  return email(profileTexts.changedSubject, [
    `The email address of your Verdant Collective account was changed to ${maskEmail(newEmail)} on ` +
      `${noticeTime(at)}. This address no longer signs in to it, and password reset links now go to the new address.`,
    `If this was you, there is nothing to do. If it was not, and you are still signed in on a device, change the ` +
      `address back at ${origin}/account and choose a new password there; otherwise write to us from this address ` +
      `through ${origin}/contact, and we will help you get the account back.`,
  ]);
}

/** To the account's address, when a provider is connected from the account page. */
export function renderProviderConnected(origin: string, providerName: string, at: Date): RenderedEmail {
  return email(connectionTexts.connectedSubject, [
    `${providerName} was connected to your Verdant Collective account on ${noticeTime(at)}: that ${providerName} ` +
      "account can now sign in to yours.",
    `If this was you, there is nothing to do. If it was not, disconnect it at ${origin}/account. ` +
      secureWithReset(origin),
  ]);
}

/** To the account's address, when a browser it has never seen signs in. */
export function renderNewDevice(origin: string, device: string | null, at: Date): RenderedEmail {
  return email("New sign-in to your Verdant Collective account", [
    `Your Verdant Collective account was signed in from a new device (${device ?? "an unknown browser"}) on ` +
      `${noticeTime(at)}.`,
    `If this was you, there is nothing to do. ${secureWithReset(origin)}`,
  ]);
}
