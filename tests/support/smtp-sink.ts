import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** Headers (unfolded) and the decoded text of every quoted-printable or plain part, for assertions. */
  headers: Record<string, string>;
  decoded: string;
}

/** Retries in milliseconds, so an outage costs a test little time. */
export const fastOutboxEnv = {
  OUTBOX_RETRY_BASE_MS: "50",
  OUTBOX_RETRY_MAX_MS: "200",
  OUTBOX_POLL_MS: "100",
};

/** A server's mail settings: sending to this sink, from the site's address, one address per department. */
export function mailEnv(sink: SmtpSink): Record<string, string> {
  return {
    ...fastOutboxEnv,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: "Website <web@verdant.example>",
    MAIL_TO_AGRO: "agro-desk@example.org",
    MAIL_TO_CAREERS: "jobs@example.org",
    MAIL_TO_SUBSCRIPTIONS: "lists@example.org",
  };
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives; stop and start it on the same port. */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  port = 0;
  #server: SMTPServer | undefined;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const envelope = session.envelope;
          this.received.push({
            from: envelope.mailFrom ? envelope.mailFrom.address : "",
            to: envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            headers: parseHeaders(raw),
            decoded: decodeQuotedPrintable(raw),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    const address = server.server.address();
    this.port = typeof address === "object" && address ? address.port : port;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

function parseHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? "";
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** Polls until `check` returns true (the worker runs on its own schedule); fails with `what` after the timeout. */
export async function eventually(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for: ${what}`);
}
