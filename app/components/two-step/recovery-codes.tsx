import { useId, useState } from "react";
import { Button } from "../ui/button.tsx";

const FILE_NAME = "verdant-collective-recovery-codes.txt";

/**
 * The recovery codes of a second factor, shown once: a list, "Copy" and "Download" (a text file made in the page,
 * never sent anywhere). `lead` says what they are for.
 */
export function RecoveryCodes({ codes, lead }: { codes: string[]; lead: string }) {
  const leadId = useId();
  const [copied, setCopied] = useState<"copied" | "failed" | undefined>();
  const text = `Verdant Collective recovery codes (each works once):\n\n${codes.join("\n")}\n`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied("copied");
    } catch {
      setCopied("failed");
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div>
      <p id={leadId}>{lead}</p>
      <ul
        aria-labelledby={leadId}
        data-testid="recovery-codes"
        className="mt-2 grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-3"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-(--radius-control) bg-slate-100 px-2 py-1 text-slate-900">
            {code}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          Copy codes
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          Download codes
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {copied === "copied"
            ? "Copied."
            : copied === "failed"
              ? "This browser did not allow copying: select the codes, or download them."
              : ""}
        </p>
      </div>
    </div>
  );
}
