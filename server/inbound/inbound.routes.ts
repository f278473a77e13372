import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { apiMessages } from "../../contract/api.ts";
import { conversationTexts } from "../../contract/conversations.ts";
import { errorExamples } from "../../contract/examples.ts";
import {
  bounceRecordedSchema,
  inboundFiledSchema,
  inboundMessages,
  type BounceRecorded,
} from "../../contract/inbound.ts";
import { z } from "../../contract/zod.ts";
import { unauthorized } from "../auth/auth-errors.ts";
import { HttpError } from "../http/http-error.ts";
import type { AppServices } from "../services.ts";
import { envelopeSender } from "./envelope-sender.ts";
import { fileInbound, type KeptOriginal } from "./file-inbound.ts";
import { readHeaders, UnreadableEmail, type InboundEmail, type InboundHeaders } from "./parse-inbound.ts";
import { ParsePool, ParsePoolBusy } from "./parse-pool.ts";
import { keptOriginal } from "./raw-emails.ts";
import { recordBounce } from "../newsletters/bounces.ts";
import { access } from "../http/access.ts";
import { apiError } from "../http/common-answers.ts";
import { answer, component, routeSchema, validatedInHandler } from "../http/route-schema.ts";

// Emails that may wait for the reader; past them the endpoint answers 503, which the MTA retries later. At most
// that many raw emails (10 MB each) are held in memory waiting.
const MAX_WAITING = 8;
const BUSY_RETRY_AFTER_SECONDS = 30;

const digest = (value: string) => createHash("sha256").update(value).digest();

const exampleEmail = [
  "From: Grace Hopper <grace@example.org>",
  "To: careers@verdantcollective.example",
  "Subject: Re: We received your application for AI Researcher [VC-7K3Q9M]",
  "Message-ID: <CAF=x1y2z3@mail.example.org>",
  "In-Reply-To: <2f1d7a52-0c4e-4f43-9d55-8b4f7e0a1c33@verdantcollective.example>",
  "Date: Fri, 20 Nov 2026 10:02:00 +0000",
  "Content-Type: text/plain; charset=utf-8",
  "",
  "Thank you! I forgot to say that I can start in January.",
  "",
].join("\r\n");

const inboundFiled = component("InboundFiled", inboundFiledSchema);
const bounceRecorded = component("BounceRecorded", bounceRecordedSchema);

// The handler reads the raw email and the envelope header itself: the schema describes them.
const schema = routeSchema({
  operationId: "fileInboundEmail",
  tags: ["Inbound"],
  summary: "File an email that came back to the site",
  description:
    "For the mail provider's inbound route (docs/deployment.md): one raw email per request. It is filed on the " +
    "entry it answers, found by its In-Reply-To, its References, or the entry's reference (VC-…) in its " +
    "subject, only when its From address is that entry's address (compared without case): an email that names " +
    "an entry from another address becomes a new contact message that claims the entry (`different-sender`), " +
    "for staff to read and attach by hand (POST /api/staff/inbox/{kind}/{id}/attach); one that answers " +
    "nothing known becomes a new contact message from its sender (`new-entry`). Its sender, subject and text " +
    "are kept (an HTML-only email is turned into text, from at most its first 512 kB of HTML and down to 256 " +
    "levels of nesting); attachments are counted, not kept. The email is read off the server's main thread " +
    "within INBOUND_PARSE_TIMEOUT_MS (5 s): past it, or if it cannot be read, it is filed by its headers with " +
    "a note as its text and its original kept for staff to download. The same Message-ID is filed once, so a " +
    "provider may post again safely. Without INBOUND_SECRET set, the endpoint answers 404. The secret is " +
    "checked before the body is read, and wrong secrets are limited per client address. The limit " +
    "(INBOUND_RATE_LIMIT a minute) counts each envelope sender apart, so one sender's flood does not hold up " +
    "the others, who all come through the same MTA: the sender is the X-Envelope-From header if the relay " +
    "sends it (the SMTP MAIL FROM: Postfix's $SENDER, an Email Worker's message.from), else the email's " +
    "Return-Path (which the delivering MTA writes from MAIL FROM), else its From address. A delivery status " +
    "notification (multipart/report; report-type=delivery-status) that returns the Message-ID of a newsletter " +
    "edition's email and names that email's address as a failed recipient is not filed: the email is marked " +
    "bounced and the address stops getting editions after a permanent (5.x.x) failure or three others " +
    "(`bounce`).",
  security: [{ inboundSecret: [] }],
  headers: z.object({
    "X-Envelope-From": z.optional(
      z.string().check(
        z.maxLength(998),
        z.meta({
          description:
            "The envelope sender (SMTP MAIL FROM) of the email, as the relay received it; `<>` for a bounce. " +
            "Only the rate limit reads it. Without it, the email's Return-Path, then its From address, count.",
          examples: ["grace@example.org"],
        }),
      ),
    ),
  }),
  consumes: ["message/rfc822"],
  body: z.string().check(
    z.meta({
      description:
        "The email as received (RFC 5322), headers and body, at most INBOUND_MAX_BYTES (by default 10 MiB, " +
        "10,485,760 bytes; 413 above it).",
      examples: [exampleEmail],
    }),
  ),
  response: {
    201: answer(
      "Filed: on its entry (`thread`), or as a new contact message (`new-entry`, or `different-sender` when it " +
        "names an entry whose address is not its sender's); or, for a bounce of newsletter editions, recorded " +
        "(`bounce`).",
      z.union([inboundFiled, bounceRecorded]),
      { filed: "thread", kind: "application", id: "0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10" },
    ),
    200: answer("This Message-ID was filed before; nothing changed.", inboundFiled, {
      filed: "already-filed",
      kind: "application",
      id: "0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10",
    }),
    400: answer("The body is empty, or not an email with a From address.", apiError, {
      message: inboundMessages.unreadable,
    }),
    401: answer(
      "No bearer token, or not INBOUND_SECRET.",
      apiError,
      { message: inboundMessages.secretRequired },
      ["WWW-Authenticate"],
    ),
    404: answer("INBOUND_SECRET is not set: the endpoint is off.", apiError, {
      message: apiMessages.notFound,
    }),
    413: answer("The email is over INBOUND_MAX_BYTES.", apiError, errorExamples.bodyTooLarge),
    415: answer("The body is not sent as message/rfc822.", apiError, {
      message: inboundMessages.notRawEmail,
    }),
    429: answer(
      "Too many emails from this envelope sender, or too many wrong secrets from this address. Try again after " +
        "Retry-After seconds.",
      apiError,
      errorExamples.tooManyRequests,
      ["Retry-After"],
    ),
    503: answer(
      "The database cannot be reached right now, or too many emails are waiting to be read; nothing was stored. " +
        "Try again after Retry-After seconds (MTAs retry).",
      apiError,
      { message: inboundMessages.busy },
      ["Retry-After"],
    ),
  },
});

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
    schema,
    validatorCompiler: validatedInHandler,
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
      // A bounce of newsletter editions is recorded there instead of filed (server/newsletters/bounces.ts).
      const bounce = email.deliveryReport
        ? await recordBounce(services.database.db, email.deliveryReport)
        : undefined;
      if (bounce) {
        request.log.info({ event: "inbound_bounce", ...bounce }, "inbound bounce recorded");
        return reply
          .status(201)
          .header("cache-control", "no-store")
          .send({ filed: "bounce", ...bounce } satisfies BounceRecorded);
      }
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
