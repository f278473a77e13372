import { ApiRequestError, API_BASE } from "../../lib/api-client.ts";

// A module of its own, imported when an export or a download is asked for: few visits of the console download anything.

/** Downloads a CSV export (downloadFile). */
export function downloadCsv(token: string, path: string): Promise<void> {
  return downloadFile(token, path, "inbox-export.csv");
}

/**
 * Downloads a file the staff API answers: fetched with the Authorization header (the token never goes into a URL),
 * then saved from a Blob under the name the server gives, else `fallbackName`.
 */
export async function downloadFile(token: string, path: string, fallbackName: string): Promise<void> {
  const response = await fetch(API_BASE + path, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) {
    let message: string | undefined;
    try {
      message = ((await response.json()) as { message?: string }).message;
    } catch {
      message = undefined;
    }
    throw new ApiRequestError(message ?? `Download failed (${response.status})`, {
      status: response.status,
      serverMessage: message,
    });
  }
  const name =
    /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
