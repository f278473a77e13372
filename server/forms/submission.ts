import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "../../contract/zod.ts";
import { apiMessages } from "../../contract/api.ts";
import { formMessages } from "../../contract/form-text.ts";
import type { AppServices } from "../app.ts";
import { HttpError } from "../http/http-error.ts";
import { parseBody } from "../http/validate.ts";
import type { Tx } from "../outbox/outbox.ts";
import {
  claimKey,
  findAnswer,
  hashBody,
  idempotencyKeyOf,
  purgeExpiredKeys,
  saveAnswer,
  type StoredAnswer,
} from "./idempotency.ts";
import { looksAutomated } from "./spam-check.ts";

export interface SubmissionOptions<Schema extends z.ZodMiniType> {
  /** Names the form in rate-limit and idempotency keys: contact, application, newsletter, events. */
  scope: string;
  schema: Schema;
  /** Stores the submission and queues its email, inside the transaction; returns the answer to send. */
  store(tx: Tx, data: z.output<Schema>): Promise<StoredAnswer>;
}

/**
 * The path every public form submission takes: replay of a known Idempotency-Key, per-IP rate limit, JSON only,
 * spam checks, validation, then one transaction storing the submission, its outbox email and the key's answer.
 * Only after that commit does the client get its 201.
 */
export async function handleSubmission<Schema extends z.ZodMiniType>(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  options: SubmissionOptions<Schema>,
) {
  const { db } = services.database;
  const { scope } = options;
  const key = idempotencyKeyOf(request.headers);
  const requestHash = hashBody(request.body);
  if (key) {
    const earlier = await findAnswer(db, scope, key, requestHash);
    if (earlier) return send(reply, earlier);
  }

  await services.rateLimiter.consume(`form:${scope}:${request.ip}`, services.config.forms.rateLimit);

  const contentType = request.headers["content-type"] ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new HttpError(415, apiMessages.unsupportedMediaType);
  }
  if (looksAutomated(request.body, services.config.forms.minFillMs)) {
    request.log.info({ form: scope }, "form submission refused by the spam checks");
    throw new HttpError(400, apiMessages.invalidInput, { details: [formMessages.spamDetail] });
  }
  const data = parseBody(options.schema, request.body);

  const answer = await db.transaction(async (tx) => {
    if (key) {
      const claim = await claimKey(tx, scope, key, requestHash);
      if (!claim.claimed) return claim.answer;
    }
    const stored = await options.store(tx, data);
    if (key) await saveAnswer(tx, scope, key, stored);
    return stored;
  });
  services.outbox.notify();
  if (key && ++keyedSubmissions % PURGE_EVERY === 0) {
    purgeExpiredKeys(db).catch((error: unknown) =>
      request.log.warn({ err: error }, "could not purge old idempotency keys"),
    );
  }
  return send(reply, answer);
}

// Expired Idempotency-Keys are deleted after every PURGE_EVERY-th keyed submission of this process.
const PURGE_EVERY = 100;
let keyedSubmissions = 0;

function send(reply: FastifyReply, answer: StoredAnswer) {
  return reply.status(answer.statusCode).header("cache-control", "no-store").send(answer.body);
}
