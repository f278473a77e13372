import { apiRequest, ApiRequestError, API_BASE, type HttpMethod } from "../../lib/api-client.ts";

/** The console's calls: JSON with the session's bearer token. */
export function staffRequest<T>(token: string, method: HttpMethod, path: string, body?: unknown): Promise<T> {
  return apiRequest<T>(method, path, body, { token });
}

/**
 * Downloads a CSV export: fetched with the Authorization header (the token never goes into a URL), then saved from
 * a Blob under the name the server gives.
 */
export async function downloadCsv(token: string, path: string): Promise<void> {
  const response = await fetch(API_BASE + path, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) {
    let message: string | undefined;
    try {
      message = ((await response.json()) as { message?: string }).message;
    } catch {
      message = undefined;
    }
    throw new ApiRequestError(message ?? `Export failed (${response.status})`, {
      status: response.status,
      serverMessage: message,
    });
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "inbox-export.csv";
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toISOString().slice(0, 16).replace("T", " ") + " UTC";
}
