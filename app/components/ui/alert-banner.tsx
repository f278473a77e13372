import CircleAlert from "lucide-react/icons/circle-exclamation-point";
import CircleCheck from "lucide-react/icons/circle-check";
import type { ReactNode } from "react";

/** Success is announced politely (role="status"), errors at once (role="alert"). */
export function AlertBanner({ tone, children }: { tone: "success" | "error"; children: ReactNode }) {
  const success = tone === "success";
  return (
    <div
      role={success ? "status" : "alert"}
      className={`flex items-start gap-3 rounded-(--radius-control) border p-4 text-sm ${
        success ? "border-brand-300 bg-brand-50 text-brand-900" : "border-red-300 bg-red-50 text-red-900"
      }`}
    >
      {success ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      ) : (
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      )}
      <div>{children}</div>
    </div>
  );
}
