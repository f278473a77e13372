import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { openDatabase, rowsOf } from "../../server/db/client.ts";
import { createEdition, startSending } from "../../server/newsletters/editions.service.ts";
import { seedSubscribers } from "./newsletter-helpers.ts";

// A newsletter send at scale, for the crash test (tests/reliability/newsletter-crash.test.ts) and the bench
// (bench/newsletter-send.ts): subscribers and an edition being sent written into a data folder before the server
// starts on it, and an SMTP server that only counts what it is given.

/**
 * Migrates the PGlite data folder, writes `count` confirmed newsletter subscribers and a member of staff, and begins
 * sending an edition to them (as the console's Send does). The database is closed again: the server opens it next.
 */
export async function prepareSend(
  dataDir: string,
  count: number,
): Promise<{ editionId: string; emails: string[] }> {
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    const emails = await seedSubscribers(database.db, "newsletter", count, "reader");
    const [staff] = rowsOf<{ id: string }>(
      await database.db.execute(sql`
        insert into users (name, email, role) values ('Grace Hopper', 'grace@example.org', 'staff') returning id`),
    );
    const editor = { id: staff!.id, label: "Grace Hopper <grace@example.org>" };
    const draft = await createEdition(
      database.db,
      { list: "newsletter", subject: "Field notes at scale", body: "# Soil\n\nOne edition, sent **once**." },
      editor,
    );
    const started = await startSending(database.db, draft.id, count, editor);
    if (!started.ok) throw new Error(`the send did not begin: ${started.problem}`);
    return { editionId: draft.id, emails };
  } finally {
    await database.close();
  }
}

/** An SMTP server on 127.0.0.1 that keeps, per recipient, the Message-ID of each email it accepted. */
export class CountingSink {
  /** Recipient → the Message-IDs accepted for them, one entry per delivery (a repeat shows twice). */
  readonly deliveries = new Map<string, string[]>();
  total = 0;
  port = 0;
  #server: SMTPServer | undefined;

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["AUTH", "STARTTLS"],
      logger: false,
      onData: (stream, session, callback) => {
        let head = "";
        stream.on("data", (chunk: Buffer) => {
          if (!head.includes("\r\n\r\n")) head += chunk.toString("utf8");
        });
        stream.on("end", () => {
          const messageId = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? "";
          for (const rcpt of session.envelope.rcptTo) {
            const seen = this.deliveries.get(rcpt.address) ?? [];
            seen.push(messageId);
            this.deliveries.set(rcpt.address, seen);
          }
          this.total++;
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
    const address = server.server.address();
    this.port = typeof address === "object" && address ? address.port : 0;
    this.#server = server;
  }

  async stop(): Promise<void> {
    const server = this.#server;
    this.#server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The server's settings for a send at full speed into `sink`. */
export function sendEnv(dataDir: string, sink: CountingSink): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    MAIL_FROM: "Website <web@verdant.example>",
    PUBLIC_ORIGIN: "https://verdant.example",
    NEWSLETTER_SEND_PER_MINUTE: "0",
    OUTBOX_POLL_MS: "100",
    OUTBOX_RETRY_BASE_MS: "50",
    OUTBOX_RETRY_MAX_MS: "200",
    LOG_LEVEL: "warn",
  };
}

/** Resolves once `done()` holds, checking every 100 ms; rejects after `ms`. */
export async function waitFor(done: () => boolean, what: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
