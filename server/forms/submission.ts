import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "../../contract/zod.ts";
import { apiMessages } from "../../contract/api.ts";
import type { AppServices } from "../services.ts";
import { HttpError } from "../http/http-error.ts";
import { parseBody } from "../http/validate.ts";
import type { Tx } from "../db/client.ts";
import {
  claimKey,
  findAnswer,
  hashBody,
  idempotencyKeyOf,
  purgeExpiredKeys,
  saveAnswer,
  type StoredAnswer,
} from "./idempotency.ts";
import { spamReason } from "./spam-check.ts";

export interface SubmissionOptions<Schema extends z.ZodMiniType<{ email: string }>> {
  /** Names the form in rate-limit and idempotency keys: contact, application, newsletter, events. */
  scope: string;
  schema: Schema;
  /**
   * Stores the submission inside the transaction and returns the answer to send. With a spam reason it is stored
   * aside and queues no email; the answer must not differ from an accepted submission's.
   */
  store(tx: Tx, data: z.output<Schema>, spam: string | undefined): Promise<StoredAnswer>;
}

/**
 * The path every public form submission takes: JSON only, replay of a known Idempotency-Key, validation, per-IP
 * rate limit, spam signals, then one transaction storing the submission, its outbox email and the key's answer.
 * Only after that commit does the client get its 201. Requests that could never be stored (415, 413, malformed
 * JSON, invalid fields) are answered before the rate limit counts them, so a cross-site page sending text/plain
 * cannot use up a visitor's quota. Nothing is refused for looking automated.
 */
export async function handleSubmission<Schema extends z.ZodMiniType<{ email: string }>>(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  options: SubmissionOptions<Schema>,
) {
  const { db } = services.database;
  const { scope } = options;
  const contentType = request.headers["content-type"] ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new HttpError(415, apiMessages.unsupportedMediaType);
  }
  const key = idempotencyKeyOf(request.headers);
  const requestHash = hashBody(request.body);
  if (key) {
    const earlier = await findAnswer(db, scope, key, requestHash);
    if (earlier) return send(reply, earlier);
  }
  const data = parseBody(options.schema, request.body);

  await services.rateLimiter.consume(`form:${scope}:${request.ip}`, services.config.forms.rateLimit);

  const spam = spamReason(request.body, services.config.forms.minFillMs);
  const answer = await db.transaction(async (tx) => {
    if (key) {
      const claim = await claimKey(tx, scope, key, requestHash);
      if (!claim.claimed) return claim.answer;
    }
    const stored = await options.store(tx, data, spam);
    if (key) await saveAnswer(tx, scope, key, stored, data.email);
    return stored;
  });
  if (spam) request.log.info({ form: scope, spam }, "form submission kept aside as likely spam");
  else services.outbox.notify();
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
