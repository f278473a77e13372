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

/** Long enough to send 20 MB of files over a slow connection; a JSON form's limit stays the usual one. */
const UPLOAD_TIMEOUT_MS = 180_000;

/**
 * Posts a form with files as multipart/form-data: the fields as text (booleans as "true"/"false"), the spam-check
 * fields, and each chosen file under its field's name; retried like postForm with the same Idempotency-Key.
 */
export async function postFormWithFiles<T>(
  path: string,
  fields: Readonly<Record<string, unknown>>,
  files: Readonly<Record<string, File | undefined>>,
  meta: FormMeta,
): Promise<T> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) body.append(name, String(value));
  }
  body.append(spamFields.honeypot, meta.honeypot);
  body.append(spamFields.startedAt, String(meta.startedAt));
  body.append(spamFields.sentAt, String(Date.now()));
  for (const [name, file] of Object.entries(files)) if (file) body.append(name, file, file.name);
  const headers = { "idempotency-key": crypto.randomUUID() };
  for (let attempt = 0; ; attempt++) {
    try {
      return await apiRequest<T>("POST", path, body, { headers, timeoutMs: UPLOAD_TIMEOUT_MS });
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
