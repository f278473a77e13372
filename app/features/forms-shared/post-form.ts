import { spamFields } from "../../../contract/form-text.ts";

// A small request helper for the public forms (the lead unifies it with app/lib/api-client.ts at merge).
// One Idempotency-Key per submission attempt: when the network drops the answer, the helper sends the very same
// request again and the server answers with the first result instead of storing a second copy.

const RETRY_DELAYS_MS = [500, 1500];
const RETRYABLE_STATUS = new Set([502, 503, 504]);

/** A failed submission: the server's `{message, details}` when it answered, the network error otherwise. */
export class FormRequestError extends Error {
  readonly status: number;
  readonly details: string[];
  /** False when the message is the browser's own (network) error rather than the server's. */
  readonly fromServer: boolean;
  constructor(status: number, message: string, details: string[] = [], fromServer = true) {
    super(message);
    this.name = "FormRequestError";
    this.status = status;
    this.details = details;
    this.fromServer = fromServer;
  }
}

export interface FormMeta {
  /** The honeypot input's value: empty for people. */
  honeypot: string;
  /** When the form was shown (Date.now() in the browser). */
  startedAt: number;
}

export async function postForm<T>(path: string, fields: object, meta: FormMeta): Promise<T> {
  const body = JSON.stringify({
    ...fields,
    [spamFields.honeypot]: meta.honeypot,
    [spamFields.startedAt]: meta.startedAt,
    [spamFields.sentAt]: Date.now(),
  });
  const idempotencyKey = crypto.randomUUID();
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(`/api${path}`, {
        method: "POST",
        credentials: "include",
        headers: { "content-type": "application/json", "idempotency-key": idempotencyKey },
        body,
      });
    } catch (error) {
      if (attempt < RETRY_DELAYS_MS.length) {
        await wait(RETRY_DELAYS_MS[attempt]!);
        continue;
      }
      console.error(`POST /api${path} failed`, error);
      throw new FormRequestError(0, error instanceof Error ? error.message : String(error), [], false);
    }
    if (RETRYABLE_STATUS.has(response.status) && attempt < RETRY_DELAYS_MS.length) {
      await wait(RETRY_DELAYS_MS[attempt]!);
      continue;
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok) return answer as T;
    const { message, details } = (answer ?? {}) as { message?: unknown; details?: unknown };
    const error = new FormRequestError(
      response.status,
      typeof message === "string" && message ? message : `Request failed with status ${response.status}`,
      Array.isArray(details) ? details.filter((detail): detail is string => typeof detail === "string") : [],
      typeof message === "string" && message !== "",
    );
    console.error(`POST /api${path} failed`, error);
    throw error;
  }
}

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
