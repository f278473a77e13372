import { useState } from "react";
import { accountDataTexts } from "../../../../contract/account-data.ts";
import { AlertBanner } from "../../../components/ui/alert-banner.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { API_BASE, requestMessages } from "../../../lib/api-client.ts";

const FALLBACK_NAME = "verdant-account-data.json";

/** The file name the server gave in Content-Disposition (it carries the day), else a plain one. */
function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? FALLBACK_NAME;
}

/**
 * "Download your data": the JSON is fetched with the bearer token (a plain link could not send it, and the token
 * never goes in a URL), then saved from a Blob under the server's file name.
 */
export function DataDownload({ token }: { token: string }) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);

  async function download() {
    setBusy(true);
    setMessage(null);
    try {
      const response = await fetch(`${API_BASE}/account/data`, {
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      });
      if (!response.ok) {
        const error = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
        const text = typeof error?.message === "string" ? error.message : accountDataTexts.downloadFailed;
        setMessage({ text, ok: false });
        return;
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = fileNameOf(response);
      document.body.append(link);
      link.click();
      link.remove();
      // The click has handed the file over; the browser may let the object go.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setMessage({ text: accountDataTexts.downloaded, ok: true });
    } catch {
      setMessage({ text: requestMessages.network, ok: false });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col items-start gap-4">
      <div aria-live="polite" className="w-full max-w-xl empty:hidden">
        {message ? <AlertBanner tone={message.ok ? "success" : "error"}>{message.text}</AlertBanner> : null}
      </div>
      <Button variant="secondary" disabled={busy} onClick={() => void download()}>
        {busy ? accountDataTexts.downloading : accountDataTexts.download}
      </Button>
    </div>
  );
}
