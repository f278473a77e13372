// The one request helper of the browser app: JSON (or a FormData with files) to the API base path /api, JSON back, cookies sent, a body
// only for POST and PUT, errors logged and rethrown as ApiRequestError, and a time limit so nothing waits forever.

export const API_BASE = "/api";
export const REQUEST_TIMEOUT_MS = 15_000;

export const requestMessages = {
  timeout: "The server took too long to answer. Please check your connection and try again.",
  network: "We could not reach the server. Please check your connection and try again.",
  unexpected: "The server sent an unexpected answer. Please try again.",
} as const;

/**
 * A failed request: `status` is the HTTP status (0 when no answer came), `serverMessage` the API's own message,
 * `code` the machine-readable reason some answers carry (e.g. why an emailed link did nothing).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly details: string[] | undefined;
  readonly code: string | undefined;
  /** The answer's whole JSON body, for the few answers that carry more than the fields above. */
  readonly body: unknown;
  constructor(
    message: string,
    init: { status: number; serverMessage?: string; details?: string[]; code?: string; body?: unknown },
  ) {
    super(message);
    this.name = "ApiRequestError";
    this.status = init.status;
    this.serverMessage = init.serverMessage;
    this.details = init.details;
    this.code = init.code;
    this.body = init.body;
  }
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ApiRequestOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Lets the request outlive the page (used for logout). */
  keepalive?: boolean;
  /** Called with true when the request starts and false when it ends, for a busy indicator. */
  onLoadingChange?: (loading: boolean) => void;
  /**
   * The answer to this same request, already under way (the header script's session check, app/lib/session-check.ts):
   * read like a fetched one, within the same time limit, instead of sending the request again.
   */
  answer?: Promise<Response>;
}

export async function apiRequest<T>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const sendsBody = (method === "POST" || method === "PUT") && body !== undefined;
  // A FormData body (files) goes as multipart/form-data: the browser writes that header with its boundary.
  const formData = body instanceof FormData ? body : undefined;
  if (sendsBody && !formData) headers["content-type"] = "application/json";
  const timeout = AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  options.onLoadingChange?.(true);
  try {
    let response: Response;
    try {
      response = await (options.answer
        ? Promise.race([options.answer, rejectionOnAbort(signal)])
        : fetch(API_BASE + path, {
            method,
            headers,
            body: sendsBody ? (formData ?? JSON.stringify(body)) : undefined,
            credentials: "include",
            signal,
            keepalive: options.keepalive,
          }));
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      const timedOut = timeout.aborted;
      throw new ApiRequestError(timedOut ? requestMessages.timeout : requestMessages.network, { status: 0 });
    }
    const data = await readJson(response);
    if (!response.ok) {
      const error = data as { message?: unknown; details?: unknown; code?: unknown } | undefined;
      const serverMessage = typeof error?.message === "string" ? error.message : undefined;
      const details = Array.isArray(error?.details)
        ? error.details.filter((item): item is string => typeof item === "string")
        : undefined;
      throw new ApiRequestError(serverMessage ?? `Request failed with status ${response.status}`, {
        status: response.status,
        serverMessage,
        details,
        code: typeof error?.code === "string" ? error.code : undefined,
        body: data,
      });
    }
    return data as T;
  } catch (error) {
    // A request its caller called off (e.g. a panel closed) did not fail.
    if (!options.signal?.aborted) console.error(`API ${method} ${path} failed:`, error);
    throw error;
  } finally {
    options.onLoadingChange?.(false);
  }
}

function rejectionOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  try {
    return JSON.parse(text);
  } catch {
    if (response.ok) throw new ApiRequestError(requestMessages.unexpected, { status: response.status });
    return undefined;
  }
}

/** The text to show for a failed request: the server's message, a connection problem, or the caller's fallback. */
export function errorMessageFor(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 0) return error.message;
  }
  return fallback;
}
