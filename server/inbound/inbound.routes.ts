import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { apiMessages } from "../../contract/api.ts";
import { conversationTexts } from "../../contract/conversations.ts";
import { inboundMessages } from "../../contract/inbound.ts";
import { unauthorized } from "../auth/auth-errors.ts";
import { HttpError } from "../http/http-error.ts";
import type { AppServices } from "../services.ts";
import { envelopeSender } from "./envelope-sender.ts";
import { fileInbound, type KeptOriginal } from "./file-inbound.ts";
import { readHeaders, UnreadableEmail, type InboundEmail, type InboundHeaders } from "./parse-inbound.ts";
import { ParsePool, ParsePoolBusy } from "./parse-pool.ts";
import { keptOriginal } from "./raw-emails.ts";
import { access } from "../http/access.ts";

// Emails that may wait for the reader; past them the endpoint answers 503, which the MTA retries later. At most
// that many raw emails (10 MB each) are held in memory waiting.
const MAX_WAITING = 8;
const BUSY_RETRY_AFTER_SECONDS = 30;

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Whether `Authorization: Bearer <secret>` carries the secret; compared in constant time (hashes of equal length). */
export function carriesSecret(header: string | undefined, secret: string): boolean {
  const token = /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(token), digest(secret));
}

const budgetText = (ms: number) => (ms >= 1000 ? `${ms / 1000} s` : `${ms} ms`);

/**
 * POST /api/inbound/email: the mail provider (or the MTA's pipe) posts each email that reaches the site's
 * addresses, raw (message/rfc822), with the shared secret INBOUND_SECRET as a bearer token. Without the secret
 * configured the endpoint does not exist (404). The secret is checked before the body is read (wrong ones are
 * limited per client address); the body is size-limited (INBOUND_MAX_BYTES). Then its headers are read here
 * (bounded), the limit per envelope sender is counted, and the email is read off the main thread by the reader's
 * worker, within a time budget (parse-pool.ts). Past the budget, or if the reader fails, it is filed by its headers
 * with its original kept. It is filed on its entry or becomes a new message (file-inbound.ts); no email is sent in
 * answer, so an auto-reply cannot start a loop.
 */
export async function inboundRoutes(app: FastifyInstance, services: AppServices) {
  const { inbound } = services.config;
  const reader = new ParsePool({
    size: inbound.parseWorkers,
    timeoutMs: inbound.parseTimeoutMs,
    maxWaiting: MAX_WAITING,
  });
  app.addHook("onClose", () => reader.close());
  // This plugin's own parsers: a raw email, and nothing else.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    "message/rfc822",
    { parseAs: "buffer", bodyLimit: inbound.maxBytes },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser("*", (_request, payload, done) => {
    payload.resume();
    done(new HttpError(415, inboundMessages.notRawEmail), undefined);
  });

  /** The email as the reader left it, and its original when the reader gave up on it. */
  async function read(
    raw: Buffer,
    headers: InboundHeaders,
    log: FastifyInstance["log"],
  ): Promise<{ email: InboundEmail; original?: KeptOriginal }> {
    let outcome;
    try {
      outcome = await reader.parse(raw);
    } catch (error) {
      if (!(error instanceof ParsePoolBusy)) throw error;
      log.warn({ event: "inbound_busy" }, "inbound email refused: too many waiting to be read");
      throw new HttpError(503, inboundMessages.busy, {
        headers: { "retry-after": String(BUSY_RETRY_AFTER_SECONDS) },
      });
    }
    switch (outcome.outcome) {
      case "parsed":
        return { email: outcome.email };
      case "unreadable":
        throw new HttpError(400, inboundMessages.unreadable);
      case "timeout":
        log.warn(
          { event: "inbound_parse_timeout", budgetMs: inbound.parseTimeoutMs, bytes: raw.length },
          "inbound email not read within its time budget: its worker was replaced, its original kept",
        );
        return {
          email: {
            ...headers.email,
            text: conversationTexts.notReadInTime(budgetText(inbound.parseTimeoutMs)),
          },
          original: await keptOriginal(raw, "timeout"),
        };
      case "failed":
        log.warn(
          { event: "inbound_parse_failed", error: outcome.error, bytes: raw.length },
          "inbound email could not be read: its original kept",
        );
        return {
          email: { ...headers.email, text: conversationTexts.notReadable },
          original: await keptOriginal(raw, "failed"),
        };
    }
  }

  app.post("/inbound/email", {
    ...access("shared-secret"),
    onRequest: async (request) => {
      if (!inbound.secret) throw new HttpError(404, apiMessages.notFound);
      if (!carriesSecret(request.headers.authorization, inbound.secret)) {
        // Counted per client address, apart from the senders' quotas: a stranger guessing does not slow real mail.
        await services.rateLimiter.consume(`inbound-refused:${request.ip}`, inbound.rateLimit);
        request.log.warn({ event: "inbound_refused" }, "inbound email refused: missing or wrong secret");
        throw unauthorized(inboundMessages.secretRequired);
      }
    },
    handler: async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw) || raw.length === 0) throw new HttpError(400, inboundMessages.notRawEmail);
      let headers: InboundHeaders;
      try {
        headers = await readHeaders(raw);
      } catch (error) {
        if (error instanceof UnreadableEmail) throw new HttpError(400, inboundMessages.unreadable);
        throw error;
      }
      await services.rateLimiter.consume(
        `inbound:${envelopeSender(request.headers["x-envelope-from"], headers)}`,
        inbound.rateLimit,
      );
      const { email, original } = await read(raw, headers, request.log);
      const filed = await fileInbound(services.database.db, email, original);
      // Ids and counts only: the sender and the text are personal.
      request.log.info(
        {
          event: "inbound_email",
          filed: filed.filed,
          kind: filed.kind,
          entryId: filed.id,
          bytes: raw.length,
          ...(original ? { originalKept: original.reason } : {}),
        },
        "inbound email filed",
      );
      return reply
        .status(filed.filed === "already-filed" ? 200 : 201)
        .header("cache-control", "no-store")
        .send(filed);
    },
  });
}
