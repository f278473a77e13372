import { useState } from "react";
import { claimTexts } from "../../../contract/conversations.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import type { FormStatusState } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/** Saves the original of an email whose text could not be read (GET …/emails/{id}/raw, audited), as an .eml file. */
export function OriginalEmailButton({ token, path, bytes }: { token: string; path: string; bytes: number }) {
  const [status, setStatus] = useState<FormStatusState>({ kind: "idle" });

  async function download() {
    setStatus({ kind: "submitting" });
    try {
      const files = await import("./csv-download.ts");
      await files.downloadFile(token, path, "email.eml");
      setStatus({ kind: "idle" });
    } catch (error) {
      setStatus({ kind: "error", message: errorMessageFor(error, "The email could not be downloaded.") });
    }
  }

  return (
    <div className="mt-3 flex flex-col gap-2">
      <FormStatus status={status} />
      <Button
        type="button"
        variant="secondary"
        className="self-start"
        disabled={status.kind === "submitting"}
        onClick={() => void download()}
      >
        {claimTexts.download} (.eml, {size(bytes)})
      </Button>
    </div>
  );
}
