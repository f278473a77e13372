import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client.ts";
import type { FormsConfig } from "../forms/forms-config.ts";
import { maskEmailAddresses } from "../http/log-serializers.ts";
import { WakeableLoop } from "../jobs/wakeable-loop.ts";
import { noMetrics, type Metrics } from "../observability/metrics.ts";
import { retryDelayMs } from "./backoff.ts";
import { claimDueEmail, markFailed, markSent, msUntilNextDue, type OutboxRow } from "./outbox.ts";

// How long a claimed email is reserved for this process; longer than the slowest SMTP exchange allowed below.
const LEASE_SECONDS = 120;

/** Something that sends one email; nodemailer in production, replaceable in tests. */
export interface MailSender {
  send(row: OutboxRow, from: string): Promise<void>;
  close(): void;
}

async function pooledTransport(smtpUrl: string) {
  const { default: nodemailer } = await import("nodemailer");
  return nodemailer.createTransport({
    url: smtpUrl,
    // One connection reused while emails follow each other: a new connection for each email cost about 115 ms here
    // against 9 ms, which set the pace of a newsletter (bench/newsletter-send.ts). One, as the worker sends one at a
    // time; closed after a second idle, so nothing holds the mail server's connection between emails. The pool
    // reconnects after 100 messages, after the server closed it, and after a failure.
    pool: true,
    maxConnections: 1,
    idleTimeout: 1_000,
    // Bounded waits: an unreachable or stalled SMTP server fails the attempt, which is then retried later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export function smtpSender(smtpUrl: string): MailSender {
  // nodemailer is loaded with the first email rather than at start: a server with nothing to send holds none of it
  // (about 5 MB of V8's heap).
  let transport: ReturnType<typeof pooledTransport> | undefined;
  return {
    async send(row, from) {
      const opened = await (transport ??= pooledTransport(smtpUrl));
      await opened.sendMail({
        from,
        to: row.recipients,
        replyTo: row.replyTo ?? undefined,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        headers: row.headers ?? undefined,
        // Our own id, so a duplicate after a crash mid-send can be recognised by the receiving side; a stored one
        // when replies must find their way back to the entry.
        messageId: row.messageId ? `<${row.messageId}>` : `<${row.id}@verdantcollective.outbox>`,
      });
    },
    close() {
      void transport?.then((opened) => opened.close());
    },
  };
}

/**
 * Sends queued notification emails, oldest first, one at a time. Failures are retried with backoff, forever:
 * an SMTP outage only delays delivery. Pending emails survive restarts because they live in the database.
 */
export class OutboxWorker {
  readonly #db: Db;
  readonly #config: FormsConfig;
  readonly #log: FastifyBaseLogger;
  readonly #sender: MailSender | undefined;
  readonly #metrics: Pick<Metrics, "delivered" | "deliveryFailed">;
  readonly #loop = new WakeableLoop(() => this.#round());

  constructor(
    db: Db,
    config: FormsConfig,
    log: FastifyBaseLogger,
    sender?: MailSender,
    metrics: Pick<Metrics, "delivered" | "deliveryFailed"> = noMetrics,
  ) {
    this.#db = db;
    this.#config = config;
    this.#log = log;
    this.#sender = sender ?? (config.smtpUrl ? smtpSender(config.smtpUrl) : undefined);
    this.#metrics = metrics;
  }

  get enabled(): boolean {
    return this.#sender !== undefined;
  }

  start(): void {
    if (!this.#sender) {
      this.#log.warn(
        "email delivery is off: SMTP_URL is not set. Messages are stored and their notification emails wait in the outbox until SMTP_URL is configured.",
      );
      return;
    }
    this.#loop.start();
  }

  /** Finishes the email being sent, then stops. */
  async stop(): Promise<void> {
    await this.#loop.stop();
    this.#sender?.close();
  }

  /** Called after a new email is queued, so it goes out now rather than at the next poll. */
  notify(): void {
    this.#loop.wake();
  }

  /** Sends the next due email, if any; returns how long to wait before the next round. */
  async #round(): Promise<number> {
    try {
      const row = await claimDueEmail(this.#db, LEASE_SECONDS);
      if (row) {
        await this.#deliver(row);
        return 0;
      }
      const due = await msUntilNextDue(this.#db);
      if (due !== undefined) return Math.min(this.#config.outbox.pollMs, Math.max(due, 10));
    } catch (error) {
      // The database itself failed (restarting, unreachable): try again after a pause.
      this.#log.error({ err: error }, "outbox: could not read pending emails");
    }
    return this.#config.outbox.pollMs;
  }

  async #deliver(row: OutboxRow): Promise<void> {
    try {
      await this.#sender!.send(row, this.#config.mailFrom);
      await markSent(this.#db, row.id);
      this.#metrics.delivered();
      this.#log.info({ outboxId: row.id, attempts: row.attempts }, "outbox: email sent");
    } catch (error) {
      this.#metrics.deliveryFailed();
      const delay = retryDelayMs(row.attempts, {
        baseMs: this.#config.outbox.retryBaseMs,
        maxMs: this.#config.outbox.retryMaxMs,
      });
      const message = error instanceof Error ? error.message : String(error);
      this.#log.warn(
        // The mail server's answer may name the recipient: the log gets it masked.
        { outboxId: row.id, attempts: row.attempts, retryInMs: delay, error: maskEmailAddresses(message) },
        "outbox: sending failed; will retry",
      );
      await markFailed(this.#db, row.id, message, delay).catch((markError: unknown) => {
        // The lease runs out on its own, so the email is retried even if this update is lost.
        this.#log.error({ err: markError }, "outbox: could not record the failed attempt");
      });
    }
  }
}
