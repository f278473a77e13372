import type { FastifyReply, FastifyRequest } from "fastify";
import type { z } from "../../contract/zod.ts";
import { apiMessages } from "../../contract/api.ts";
import { HttpError } from "../http/http-error.ts";
import { parseBody } from "../http/validate.ts";
import type { AppServices } from "../services.ts";
import { isFormBody } from "./form-body.ts";
import { handleFormPost } from "./form-post.ts";
import { handleMultipart } from "./multipart-submission.ts";
import { findAnswer, hashBody, idempotencyKeyOf, type StoredAnswer } from "./idempotency.ts";
import { storeSubmission, type SubmissionOptions } from "./store-submission.ts";

export type { SubmissionOptions } from "./store-submission.ts";

/**
 * The path every public form submission takes. A JSON body (the pages' script, any API client): replay of a known
 * Idempotency-Key, validation, per-IP rate limit, spam signals, then one transaction storing the submission, its
 * outbox email and the key's answer; only after that commit does the client get its 201. A plain HTML form body
 * (application/x-www-form-urlencoded, a browser without JavaScript) takes the same steps and is answered with a
 * redirect instead (server/forms/form-post.ts). Requests that could never be stored (415, 413, malformed JSON,
 * invalid fields) are answered before the rate limit counts them, so a cross-site page sending text/plain cannot use
 * up a visitor's quota. Nothing is refused for looking automated. A form that takes files (the application) also takes
 * multipart/form-data (server/forms/multipart-submission.ts).
 */
export async function handleSubmission<Schema extends z.ZodMiniType<{ email: string }>>(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  options: SubmissionOptions<Schema>,
) {
  const contentType = request.headers["content-type"] ?? "";
  if (options.uploads && request.isMultipart()) return handleMultipart(services, request, reply, options);
  if (isFormBody(request.body) && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType)) {
    return handleFormPost(services, request, reply, options, request.body);
  }
  const { db } = services.database;
  const { scope } = options;
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
  const answer = await storeSubmission(services, request, options, data, request.body, { key, requestHash });
  return send(reply, answer);
}

function send(reply: FastifyReply, answer: StoredAnswer) {
  return reply.status(answer.statusCode).header("cache-control", "no-store").send(answer.body);
}
