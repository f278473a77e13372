import { useState } from "react";
import {
  applicationFileFields,
  applicationFileTexts,
  applicationFileTypes,
  type ApplicationFileInfo,
} from "../../../contract/application-files.ts";
import { FormStatus } from "../../components/forms/form-status.tsx";
import type { FormStatusState } from "../../components/forms/use-form.ts";
import { Button } from "../../components/ui/button.tsx";
import { errorMessageFor } from "../../lib/api-client.ts";

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

/**
 * The files an applicant sent (a CV, a portfolio): each named with its kind and size, and saved with a button
 * (GET …/files/{id}, audited; always an attachment, never opened in the console).
 */
export function EntryFiles({
  token,
  base,
  files,
}: {
  token: string;
  base: string;
  files: readonly ApplicationFileInfo[];
}) {
  const [status, setStatus] = useState<FormStatusState>({ kind: "idle" });
  if (files.length === 0) return null;

  async function download(file: ApplicationFileInfo) {
    setStatus({ kind: "submitting" });
    try {
      const saving = await import("./csv-download.ts");
      await saving.downloadFile(token, `${base}/files/${file.id}`, file.name);
      setStatus({ kind: "idle" });
    } catch (error) {
      setStatus({ kind: "error", message: errorMessageFor(error, "The file could not be downloaded.") });
    }
  }

  return (
    <section aria-labelledby="files-heading">
      <h3 id="files-heading" className="text-lg">
        Files sent
      </h3>
      <FormStatus status={status} />
      <ul className="mt-3 divide-y divide-slate-200 rounded-(--radius-card) border border-slate-200 bg-surface">
        {files.map((file) => (
          <li key={file.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="text-sm font-semibold text-slate-700">{applicationFileFields[file.field]}</p>
              <p className="break-words text-slate-900">
                {file.name}{" "}
                <span className="text-sm text-slate-700">
                  ({applicationFileTypes[file.mediaType].toUpperCase()}, {size(file.bytes)})
                </span>
              </p>
            </div>
            <Button
              type="button"
              variant="secondary"
              disabled={status.kind === "submitting"}
              onClick={() => void download(file)}
              aria-label={`${applicationFileTexts.download} ${file.name}`}
            >
              {applicationFileTexts.download}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
