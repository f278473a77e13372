import type { FastifyRequest } from "fastify";
import type { PublicForm } from "../../contract/public-forms.ts";
import type { z } from "../../contract/zod.ts";
import type { Tx } from "../db/client.ts";
import type { AppServices } from "../services.ts";
import { claimKey, purgeExpiredKeys, saveAnswer, type StoredAnswer } from "./idempotency.ts";
import { spamReason } from "./spam-check.ts";
import { collectFormCompletion } from "../analytics/collect.ts";

export interface SubmissionOptions<Schema extends z.ZodMiniType<{ email: string }>> {
  /** Names the form in rate-limit and idempotency keys, and its pages (contract/public-forms.ts). */
  scope: PublicForm;
  schema: Schema;
  /** Checkboxes: a plain form sends nothing for an unticked one, which means false (not the schema's default). */
  booleanFields?: readonly string[];
  /**
   * Stores the submission inside the transaction and returns the answer to send. With a spam reason it is stored
   * aside and queues no email; the answer must not differ from an accepted submission's.
   */
  store(tx: Tx, data: z.output<Schema>, spam: string | undefined): Promise<StoredAnswer>;
}

/**
 * After validation, for both kinds of body: the per-address quota (429), then one transaction storing the
 * submission (kept aside when a spam signal tripped), its email and, with an Idempotency-Key, the key's answer.
 */
export async function storeSubmission<Schema extends z.ZodMiniType<{ email: string }>>(
  services: AppServices,
  request: FastifyRequest,
  options: SubmissionOptions<Schema>,
  data: z.output<Schema>,
  signals: unknown,
  idempotency: { key: string | undefined; requestHash: string } | undefined,
): Promise<StoredAnswer> {
  const { db } = services.database;
  const { scope } = options;
  const key = idempotency?.key;
  await services.rateLimiter.consume(`form:${scope}:${request.ip}`, services.config.forms.rateLimit);

  const spam = spamReason(signals, services.config.forms.minFillMs);
  let replayed = false;
  const answer = await db.transaction(async (tx) => {
    if (key && idempotency) {
      const claim = await claimKey(tx, scope, key, idempotency.requestHash);
      replayed = !claim.claimed;
      if (!claim.claimed) return claim.answer;
    }
    const stored = await options.store(tx, data, spam);
    if (key) await saveAnswer(tx, scope, key, stored, data.email);
    return stored;
  });
  if (spam) request.log.info({ form: scope, spam }, "form submission kept aside as likely spam");
  else services.outbox.notify();
  // A completed form counts once in the analytics (not a replay, not spam), with the position applied for.
  if (!spam && !replayed) {
    const position = (data as { position?: unknown }).position;
    const value = scope === "application" && typeof position === "string" ? `application:${position}` : scope;
    await collectFormCompletion(services.analytics.ingestor, request, value);
  }
  if (key && ++keyedSubmissions % PURGE_EVERY === 0) {
    purgeExpiredKeys(db).catch((error: unknown) =>
      request.log.warn({ err: error }, "could not purge old idempotency keys"),
    );
  }
  return answer;
}

// Expired Idempotency-Keys are deleted after every PURGE_EVERY-th keyed submission of this process.
const PURGE_EVERY = 100;
let keyedSubmissions = 0;
