import { spamFields } from "../../../contract/form-text.ts";
import { apiRequest, ApiRequestError } from "../../lib/api-client.ts";

// The public forms post through the app's one request helper, adding what forms need on top of it: the spam-check
// fields, and one Idempotency-Key per submission attempt, so that when the network drops the answer the very same
// request is sent again and the server answers with the first result instead of storing a second copy.

const RETRY_DELAYS_MS = [500, 1500];
const RETRYABLE_STATUS = new Set([0, 502, 503, 504]);

export interface FormMeta {
  /** The honeypot input's value: empty for people. */
  honeypot: string;
  /** When the form was shown (Date.now() in the browser). */
  startedAt: number;
}

/** Posts a form; a failure is an ApiRequestError carrying the server's message and `details` when it answered. */
export async function postForm<T>(path: string, fields: object, meta: FormMeta): Promise<T> {
  const body = {
    ...fields,
    [spamFields.honeypot]: meta.honeypot,
    [spamFields.startedAt]: meta.startedAt,
    [spamFields.sentAt]: Date.now(),
  };
  const headers = { "idempotency-key": crypto.randomUUID() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiRequest<T>("POST", path, body, { headers });
    } catch (error) {
      const retryable = error instanceof ApiRequestError && RETRYABLE_STATUS.has(error.status);
      if (!retryable || attempt >= RETRY_DELAYS_MS.length) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAYS_MS[attempt]));
    }
  }
}

/** The server's one-sentence-per-problem details of a failed submission, if it sent any. */
export function failureDetails(error: unknown): string[] {
  return error instanceof ApiRequestError ? (error.details ?? []) : [];
}
