import type { FastifyReply, FastifyRequest } from "fastify";
import { apiMessages, issuesToDetails } from "../../contract/api.ts";
import { spamFields } from "../../contract/form-text.ts";
import type { z } from "../../contract/zod.ts";
import { HttpError } from "../http/http-error.ts";
import type { AppServices } from "../services.ts";
import { refuseCrossSiteForm } from "./cross-site.ts";
import { FormBody } from "./form-body.ts";
import { handleFormPost } from "./form-post.ts";
import { findAnswer, hashBody, idempotencyKeyOf, type StoredAnswer } from "./idempotency.ts";
import { readMultipartForm } from "./multipart-form.ts";
import { storeSubmission, type SubmissionOptions } from "./store-submission.ts";

/**
 * A form with files, sent as multipart/form-data: by the site's form without JavaScript (a page navigation, answered
 * with a redirect like a plain form, ADR 0007), or by its script and API clients when a file is chosen (answered
 * like the JSON body: 201, 400 with one detail per problem, 413 for a file over the limit). The body is read whole
 * first, so a refused file never loses the fields sent after it. Like a plain form, a multipart body can be posted
 * from any other site without a preflight, so it is taken from this site's pages only (or from no browser at all).
 */
export async function handleMultipart<Schema extends z.ZodMiniType<{ email: string }>>(
  services: AppServices,
  request: FastifyRequest,
  reply: FastifyReply,
  options: SubmissionOptions<Schema>,
) {
  const rules = options.uploads!;
  refuseCrossSiteForm(request, services.config.auth.publicOrigin);
  const form = await readMultipartForm(request, rules);
  if (isPageNavigation(request)) {
    return handleFormPost(services, request, reply, options, new FormBody(form.fields), {
      files: form.files,
      fileErrors: form.fileErrors,
    });
  }
  const body = typedFields(form.fields, options.booleanFields ?? []);
  const key = idempotencyKeyOf(request.headers);
  // The files count by their checksums: the same body with another file is another submission.
  const requestHash = hashBody({ ...body, files: form.files.map((file) => [file.field, file.sha256]) });
  if (key) {
    const earlier = await findAnswer(services.database.db, options.scope, key, requestHash);
    if (earlier) return send(reply, earlier);
  }
  if (form.tooLarge) {
    throw new HttpError(413, rules.messages.requestTooLarge, { details: Object.values(form.fileErrors) });
  }
  const parsed = options.schema.safeParse(body);
  const details = [
    ...(parsed.success ? [] : issuesToDetails(parsed.error)),
    ...Object.values(form.fileErrors),
  ];
  if (!parsed.success || details.length > 0) {
    throw new HttpError(400, apiMessages.invalidInput, { details });
  }
  const data = { ...parsed.data, files: form.files };
  const answer = await storeSubmission(services, request, options, data, body, { key, requestHash });
  return send(reply, answer);
}

/**
 * A browser following the form's action (no JavaScript) says so: Sec-Fetch-Mode navigate, or, from one too old to
 * send it, an Accept header asking for a page. A script's fetch and an API client ask for JSON.
 */
function isPageNavigation(request: FastifyRequest): boolean {
  const mode = request.headers["sec-fetch-mode"];
  if (typeof mode === "string") return mode === "navigate";
  return /\btext\/html\b/i.test(request.headers.accept ?? "");
}

/**
 * Multipart fields are all text: a checkbox field is true for "true" or "on" (what a ticked box sends) and false for
 * "false", and the timing signals are numbers, so the JSON body's rules and spam checks apply unchanged.
 */
function typedFields(fields: Record<string, string>, booleanFields: readonly string[]) {
  const body: Record<string, unknown> = { ...fields };
  for (const name of booleanFields) {
    const value = fields[name];
    if (value === undefined) continue;
    body[name] = value === "true" || value === "on" ? true : value === "false" ? false : value;
  }
  for (const name of [spamFields.startedAt, spamFields.sentAt]) {
    const value = fields[name];
    if (value !== undefined && /^\d+(\.\d+)?$/.test(value)) body[name] = Number(value);
  }
  return body;
}

function send(reply: FastifyReply, answer: StoredAnswer) {
  return reply.status(answer.statusCode).header("cache-control", "no-store").send(answer.body);
}
