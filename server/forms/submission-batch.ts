import type { Db, Tx } from "../db/client.ts";
import type { RateLimiter, RateRule } from "../rate-limit/rate-limiter.ts";
import type { Outcome } from "./group-commit.ts";
import { claimKeys, saveAnswers, type StoredAnswer } from "./idempotency.ts";

/**
 * One submission as its form stores it. `acknowledgementAllowed`: for a form whose sender is acknowledged, whether
 * that acknowledgement may go (its inbox's daily allowance, counted with the batch's rate limits); undefined when
 * nothing counted it (a kept-aside submission, a form without acknowledgements).
 */
export interface StoreItem<Data> {
  data: Data;
  spam: string | undefined;
  acknowledgementAllowed?: boolean;
}

/** How a form stores what it was sent; storeMany, when a form has it, stores a batch with fewer statements. */
export interface SubmissionStore<Data> {
  store(tx: Tx, item: StoreItem<Data>): Promise<StoredAnswer>;
  storeMany?(tx: Tx, items: StoreItem<Data>[]): Promise<StoredAnswer[]>;
}

/** A committed submission's answer; replayed when an Idempotency-Key answered with a first submission's answer. */
export interface CommittedSubmission {
  answer: StoredAnswer;
  replayed: boolean;
}

/** One validated public form submission, waiting to be committed. */
export interface SubmissionJob {
  scope: string;
  store: SubmissionStore<unknown>;
  data: unknown;
  email: string;
  spam: string | undefined;
  rateKey: string;
  rule: RateRule;
  /** The acknowledgement its sender would get, as a hit on their inbox's allowance (acknowledgement-quota.ts). */
  acknowledgement?: { key: string; rule: RateRule };
  idempotency?: { key: string; requestHash: string };
}

/**
 * Commits a batch of submissions in one transaction: each counts against its address's quota (429 past it) and, with
 * an acknowledgement to send, against its recipient's daily allowance (in the same statement), claims its
 * Idempotency-Key (a key taken already answers with its first answer), is stored by its form, and its answer is saved
 * under its key. Everything a job does commits together with the job, exactly as when it ran alone.
 */
export async function commitSubmissions(
  db: Db,
  rateLimiter: RateLimiter,
  jobs: SubmissionJob[],
): Promise<Outcome<CommittedSubmission>[]> {
  const outcomes: Outcome<CommittedSubmission>[] = Array.from({ length: jobs.length });
  // A second job with a key the batch holds already waits for the next batch, where the first one's answer is.
  const keys = new Set<string>();
  const active: number[] = [];
  jobs.forEach((job, index) => {
    const keyId = job.idempotency && `${job.scope}\n${job.idempotency.key}`;
    if (keyId && keys.has(keyId)) outcomes[index] = { again: true };
    else {
      if (keyId) keys.add(keyId);
      active.push(index);
    }
  });
  await db.transaction(async (tx) => {
    // The acknowledgements' allowance is counted with the quotas: a submission refused with 429 has used its
    // recipient's allowance too, which only ever sends fewer acknowledgements.
    const acknowledged = active.filter((index) => jobs[index]!.acknowledgement);
    const hits = await rateLimiter.hitMany(tx, [
      ...active.map((index) => ({ key: jobs[index]!.rateKey, rule: jobs[index]!.rule })),
      ...acknowledged.map((index) => jobs[index]!.acknowledgement!),
    ]);
    const counts = hits.slice(0, active.length);
    const acknowledgementAllowed = new Map(
      acknowledged.map((index, n) => [
        index,
        hits[active.length + n]!.count <= jobs[index]!.acknowledgement!.rule.limit,
      ]),
    );
    const allowed = active.filter((index, n) => {
      const { count, retryAfterSeconds } = counts[n]!;
      if (count <= jobs[index]!.rule.limit) return true;
      outcomes[index] = { ok: false, error: rateLimiter.refusal(retryAfterSeconds) };
      return false;
    });

    const keyed = allowed.filter((index) => jobs[index]!.idempotency);
    const claims = await claimKeys(
      tx,
      keyed.map((index) => ({ scope: jobs[index]!.scope, ...jobs[index]!.idempotency! })),
    );
    const unclaimed = new Set<number>();
    claims.forEach((claim, n) => {
      if (claim.claimed) return;
      unclaimed.add(keyed[n]!);
      outcomes[keyed[n]!] =
        "answer" in claim
          ? { ok: true, value: { answer: claim.answer, replayed: true } }
          : { ok: false, error: claim.error };
    });
    const toStore = allowed.filter((index) => !unclaimed.has(index));

    // One form, one store: the jobs of a form are stored together.
    const byForm = new Map<string, number[]>();
    for (const index of toStore)
      byForm.set(jobs[index]!.scope, [...(byForm.get(jobs[index]!.scope) ?? []), index]);
    for (const indexes of byForm.values()) {
      const { store } = jobs[indexes[0]!]!;
      const items = indexes.map((index) => ({
        data: jobs[index]!.data,
        spam: jobs[index]!.spam,
        acknowledgementAllowed: acknowledgementAllowed.get(index),
      }));
      const answers: StoredAnswer[] = [];
      if (store.storeMany) answers.push(...(await store.storeMany(tx, items)));
      else for (const item of items) answers.push(await store.store(tx, item));
      indexes.forEach(
        (index, n) => (outcomes[index] = { ok: true, value: { answer: answers[n]!, replayed: false } }),
      );
    }

    await saveAnswers(
      tx,
      toStore.flatMap((index) => {
        const job = jobs[index]!;
        const outcome = outcomes[index]!;
        return job.idempotency && "ok" in outcome && outcome.ok
          ? [{ scope: job.scope, key: job.idempotency.key, answer: outcome.value.answer, email: job.email }]
          : [];
      }),
    );
  });
  return outcomes;
}
