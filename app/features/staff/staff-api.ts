import { apiRequest, type HttpMethod } from "../../lib/api-client.ts";

/** The console's calls: JSON with the session's bearer token. */
export function staffRequest<T>(
  token: string,
  method: HttpMethod,
  path: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<T> {
  return apiRequest<T>(method, path, body, { token, signal });
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toISOString().slice(0, 16).replace("T", " ") + " UTC";
}

/** The UTC day of an instant, as the console names days (YYYY-MM-DD). */
export function formatDay(iso: string): string {
  return iso.slice(0, 10);
}
