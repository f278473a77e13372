import type { EditionCounts } from "../../../contract/newsletters.ts";

/** Recipients whose email is not yet handed to the mail server nor failed: held by the rate, or in the outbox. */
export const waitingOf = (counts: EditionCounts) =>
  counts.recipients - counts.sent - counts.failed - counts.skipped;

const labels: [string, (counts: EditionCounts) => number][] = [
  ["Recipients", (counts) => counts.recipients],
  ["Sent", (counts) => counts.sent],
  ["Failed", (counts) => counts.failed],
  ["Waiting", waitingOf],
  ["Skipped", (counts) => counts.skipped],
  ["Unsubscribed after", (counts) => counts.unsubscribedAfter],
];

/** What became of an edition's recipients: sent, failed, unsubscribed after it, and the rest. */
export function EditionCountsList({ counts, compact = false }: { counts: EditionCounts; compact?: boolean }) {
  return (
    <dl
      className={`mt-2 grid gap-x-4 gap-y-1 text-sm ${compact ? "grid-cols-3" : "grid-cols-2 sm:grid-cols-3"}`}
    >
      {labels.map(([label, count]) => (
        <div key={label}>
          <dt className="text-xs text-slate-700">{label}</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{count(counts).toLocaleString("en")}</dd>
        </div>
      ))}
    </dl>
  );
}
