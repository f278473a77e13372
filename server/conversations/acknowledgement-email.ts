import { escapeHtml, headerSafe, type RenderedEmail } from "../outbox/email-format.ts";

// The email that tells a sender their message or application arrived. It goes to an address nobody has verified, so
// it repeats as little as possible of what the form's sender typed: never the message, never the name, and the
// subject only in the body, marked as the sender's words. The Subject line holds only our words: the category or the
// position's title, and the reference. Kept aside as spam, a submission gets none until staff release it.

const FOOTER =
  "Verdant Collective. You get this email because this address was given in a form on our website. If you did not " +
  "write to us, you can ignore it.";

export interface AcknowledgementFacts {
  /** "message" for the Contact form, "application" for a job application. */
  what: "message" | "application";
  /** Ours: the message's category (its label) or the position's title. */
  topic: string;
  /** The sender's: a message's subject, quoted in the body only. */
  theirSubject?: string;
  reference: string;
  receivedAt: Date;
  /** From content/acknowledgements.yaml: what happens next, and "within …" how soon we usually answer. */
  content: { nextSteps: string; responseTime: string };
  /**
   * An application's private link to follow it (ADR 0048). `url` null: the copy kept in the conversation, which
   * staff and the page itself show, says where the link was and leaves the secret out.
   */
  follow?: { url: string | null };
}

/** What the kept copy of an acknowledgement says in place of the private link. */
export const LINK_LEFT_OUT = "(the link is only in the email we sent, not in this copy)";

const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The acknowledgement's Subject line, and (after "Re: ") every reply's: our words and the reference only. */
export function acknowledgementSubject(what: "message" | "application", topic: string, reference: string) {
  const about = headerSafe(topic, 100);
  return headerSafe(
    what === "message"
      ? `We received your message: ${about} [${reference}]`
      : `We received your application for ${about} [${reference}]`,
    250,
  );
}

export function renderAcknowledgement(facts: AcknowledgementFacts): RenderedEmail {
  const topic = headerSafe(facts.topic, 100);
  const subject = acknowledgementSubject(facts.what, facts.topic, facts.reference);
  const received =
    facts.what === "message"
      ? `Thank you for writing to the Verdant Collective. We received your message (${topic}) on ${day.format(facts.receivedAt)}.`
      : `Thank you for applying to the Verdant Collective. We received your application for the position of ${topic} on ${day.format(facts.receivedAt)}.`;
  const theirs =
    facts.theirSubject === undefined
      ? undefined
      : `The subject you gave it: "${headerSafe(facts.theirSubject, 100)}"`;
  const reference = `Your reference: ${facts.reference}`;
  const next = `What happens next: ${facts.content.nextSteps}`;
  const time = `We usually answer within ${facts.content.responseTime}.`;
  const reply = "To add anything, reply to this email and keep the reference in the subject.";
  const followIntro = "Follow your application, and withdraw it if you wish, on your private page:";
  const followNote =
    "Keep this link to yourself: it opens your application without a password. You can turn it off on that page.";
  const follow = facts.follow
    ? [`${followIntro} ${facts.follow.url ?? LINK_LEFT_OUT}`, ...(facts.follow.url ? [followNote] : [])]
    : [];
  const paragraphs = [received, ...(theirs ? [theirs] : []), reference, next, time, ...follow, reply];
  const text = ["Hello,", "", ...paragraphs.flatMap((line) => [line, ""]), "-- ", FOOTER].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>Hello,</p>
<p>${escapeHtml(received)}</p>
${theirs ? `<p>The subject you gave it: <q>${escapeHtml(headerSafe(facts.theirSubject!, 100))}</q></p>\n` : ""}<p>Your reference: <strong>${escapeHtml(facts.reference)}</strong></p>
<p>${escapeHtml(next)}</p>
<p>${escapeHtml(time)}</p>
${facts.follow?.url ? `<p>${escapeHtml(followIntro)} <a href="${escapeHtml(facts.follow.url)}">${escapeHtml(facts.follow.url)}</a></p>\n<p>${escapeHtml(followNote)}</p>\n` : ""}<p>${escapeHtml(reply)}</p>
<p style="color:#475569;font-size:12px">${escapeHtml(FOOTER)}</p>
</body></html>`;
  return { subject, text, html };
}
