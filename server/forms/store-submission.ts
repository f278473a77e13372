import type { FastifyRequest } from "fastify";
import type { PublicForm } from "../../contract/public-forms.ts";
import type { z } from "../../contract/zod.ts";
import type { AppServices } from "../services.ts";
import type { UploadRules } from "./multipart-form.ts";
import { purgeExpiredKeys, type StoredAnswer } from "./idempotency.ts";
import type { SubmissionStore } from "./submission-batch.ts";
import { spamReason } from "./spam-check.ts";
import { collectFormCompletion } from "../analytics/collect.ts";
import { acknowledgementHit } from "../conversations/acknowledgement-quota.ts";

export interface SubmissionOptions<Schema extends z.ZodMiniType<{ email: string }>> extends SubmissionStore<
  z.output<Schema>
> {
  /** Names the form in rate-limit and idempotency keys, and its pages (contract/public-forms.ts). */
  scope: PublicForm;
  schema: Schema;
  /** Checkboxes: a plain form sends nothing for an unticked one, which means false (not the schema's default). */
  booleanFields?: readonly string[];
  /** Its sender gets an acknowledgement (server/conversations/): counted against their inbox's daily allowance. */
  acknowledged?: boolean;
  /**
   * The files the form takes: it then also takes multipart/form-data, and its data carries `files`
   * (server/forms/multipart-submission.ts).
   */
  uploads?: UploadRules;
}

/**
 * After validation, for both kinds of body: the per-address quota (429), then one transaction storing the
 * submission (kept aside when a spam signal tripped; `store` returns the answer to send, the same for both), its
 * email and, with an Idempotency-Key, the key's answer. Submissions arriving together share that transaction
 * (services.submissions, server/forms/group-commit.ts).
 */
export async function storeSubmission<Schema extends z.ZodMiniType<{ email: string }>>(
  services: AppServices,
  request: FastifyRequest,
  options: SubmissionOptions<Schema>,
  data: z.output<Schema>,
  signals: unknown,
  idempotency: { key: string | undefined; requestHash: string } | undefined,
): Promise<StoredAnswer> {
  const { scope } = options;
  const key = idempotency?.key;
  const spam = spamReason(signals, services.config.forms.minFillMs);
  const { answer, replayed } = await services.submissions.submit({
    scope,
    store: options as SubmissionStore<unknown>,
    data,
    email: data.email,
    spam,
    rateKey: `form:${scope}:${request.ip}`,
    rule: services.config.forms.rateLimit,
    acknowledgement:
      options.acknowledged && !spam
        ? acknowledgementHit(data.email, services.config.forms.acknowledgementsPerAddressPerDay)
        : undefined,
    idempotency: key && idempotency ? { key, requestHash: idempotency.requestHash } : undefined,
  });
  if (spam) request.log.info({ form: scope, spam }, "form submission kept aside as likely spam");
  else services.outbox.notify();
  // A completed form counts once in the analytics (not a replay, not spam), with the position applied for.
  if (!spam && !replayed) {
    const position = (data as { position?: unknown }).position;
    const value = scope === "application" && typeof position === "string" ? `application:${position}` : scope;
    await collectFormCompletion(services.analytics.ingestor, request, value, services.analytics.sitePages);
  }
  if (key && ++keyedSubmissions % PURGE_EVERY === 0) {
    purgeExpiredKeys(services.database.db).catch((error: unknown) =>
      request.log.warn({ err: error }, "could not purge old idempotency keys"),
    );
  }
  return answer;
}

// Expired Idempotency-Keys are deleted after every PURGE_EVERY-th keyed submission of this process.
const PURGE_EVERY = 100;
let keyedSubmissions = 0;
