import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";

/** An email as an MTA would hand it over: RFC 5322 bytes, built by nodemailer's composer. */
export async function rawEmail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ to: "hello@verdantcollective.example", ...options }).compile().build();
}

/**
 * An HTML-only email of about `bytes` bytes made of unclosed `<div>`s in 78-character lines: the shape that made
 * the old inbound route convert HTML to text for minutes on the main thread.
 */
export function pathologicalEmail(bytes: number, from = "flood@example.org"): Buffer {
  const head = [
    `From: ${from}`,
    "To: hello@verdantcollective.example",
    "Subject: Nested",
    `Message-ID: <nested-${bytes}-${Math.random().toString(36).slice(2)}@example.org>`,
    "MIME-Version: 1.0",
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    "",
  ].join("\r\n");
  const line = `${"<div>".repeat(15)}\r\n`;
  const lines = Math.floor((bytes - head.length) / line.length);
  return Buffer.from(head + line.repeat(lines));
}

/** Posts a raw email to the inbound endpoint as a mail provider would. */
export function postInbound(
  server: { url: string },
  raw: Buffer | string,
  options: { secret?: string; contentType?: string; envelopeFrom?: string; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers: Record<string, string> = { "content-type": options.contentType ?? "message/rfc822" };
  if (options.secret !== undefined) headers.authorization = `Bearer ${options.secret}`;
  if (options.envelopeFrom !== undefined) headers["x-envelope-from"] = options.envelopeFrom;
  const body = typeof raw === "string" ? raw : new Uint8Array(raw);
  return fetch(`${server.url}/api/inbound/email`, { method: "POST", headers, body, signal: options.signal });
}
