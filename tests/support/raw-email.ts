import MailComposer from "nodemailer/lib/mail-composer";
import type Mail from "nodemailer/lib/mailer";
import type { TestServer } from "./test-server.ts";

/** An email as an MTA would hand it over: RFC 5322 bytes, built by nodemailer's composer. */
export async function rawEmail(options: Mail.Options): Promise<Buffer> {
  return new MailComposer({ to: "hello@verdantcollective.example", ...options }).compile().build();
}

/** Posts a raw email to the inbound endpoint as a mail provider would. */
export function postInbound(
  server: TestServer,
  raw: Buffer | string,
  options: { secret?: string; contentType?: string } = {},
): Promise<Response> {
  const headers: Record<string, string> = { "content-type": options.contentType ?? "message/rfc822" };
  if (options.secret !== undefined) headers.authorization = `Bearer ${options.secret}`;
  const body = typeof raw === "string" ? raw : new Uint8Array(raw);
  return fetch(`${server.url}/api/inbound/email`, { method: "POST", headers, body });
}
