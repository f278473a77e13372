import { escapeHtml, headerSafe, type RenderedEmail } from "../outbox/email-format.ts";

// The email that tells a sender their message or application arrived. It goes to an address nobody has verified, so
// it repeats as little as possible of what the form's sender typed: the subject (shortened), never the message, and
// no name. Kept aside as spam, a submission gets none until staff release it.

const FOOTER =
  "Verdant Collective. You get this email because this address was given in a form on our website. If you did not " +
  "write to us, you can ignore it.";

export interface AcknowledgementFacts {
  /** "message" for the Contact form, "application" for a job application. */
  what: "message" | "application";
  /** The message's subject, or the position's title. */
  about: string;
  reference: string;
  receivedAt: Date;
  /** From content/acknowledgements.yaml: what happens next, and "within …" how soon we usually answer. */
  content: { nextSteps: string; responseTime: string };
}

const day = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

export function renderAcknowledgement(facts: AcknowledgementFacts): RenderedEmail {
  const about = headerSafe(facts.about, 100);
  const subject = headerSafe(
    facts.what === "message"
      ? `We received your message: ${about} [${facts.reference}]`
      : `We received your application for ${about} [${facts.reference}]`,
    250,
  );
  const received =
    facts.what === "message"
      ? `Thank you for writing to the Verdant Collective. We received your message "${about}" on ${day.format(facts.receivedAt)}.`
      : `Thank you for applying to the Verdant Collective. We received your application for the position of ${about} on ${day.format(facts.receivedAt)}.`;
  const reference = `Your reference: ${facts.reference}`;
  const next = `What happens next: ${facts.content.nextSteps}`;
  const time = `We usually answer within ${facts.content.responseTime}.`;
  const reply = "To add anything, reply to this email and keep the reference in the subject.";
  const paragraphs = [received, reference, next, time, reply];
  const text = ["Hello,", "", ...paragraphs.flatMap((line) => [line, ""]), "-- ", FOOTER].join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p>Hello,</p>
<p>${escapeHtml(received)}</p>
<p>Your reference: <strong>${escapeHtml(facts.reference)}</strong></p>
<p>${escapeHtml(next)}</p>
<p>${escapeHtml(time)}</p>
<p>${escapeHtml(reply)}</p>
<p style="color:#475569;font-size:12px">${escapeHtml(FOOTER)}</p>
</body></html>`;
  return { subject, text, html };
}
