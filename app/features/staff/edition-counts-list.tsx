import type { EditionCounts } from "../../../contract/newsletters.ts";

const labels: [keyof EditionCounts, string][] = [
  ["recipients", "Recipients"],
  ["sent", "Sent"],
  ["failed", "Failed"],
  ["queued", "Waiting"],
  ["skipped", "Skipped"],
  ["unsubscribedAfter", "Unsubscribed after"],
];

/** What became of an edition's recipients: sent, failed, unsubscribed after it, and the rest. */
export function EditionCountsList({ counts, compact = false }: { counts: EditionCounts; compact?: boolean }) {
  return (
    <dl
      className={`mt-2 grid gap-x-4 gap-y-1 text-sm ${compact ? "grid-cols-3" : "grid-cols-2 sm:grid-cols-3"}`}
    >
      {labels.map(([key, label]) => (
        <div key={key}>
          <dt className="text-xs text-slate-700">{label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{counts[key].toLocaleString("en")}</dd>
        </div>
      ))}
    </dl>
  );
}
