import type { ReactNode } from "react";
import { Link } from "../../lib/navigation.tsx";

/** Whether a figure was measured or is a target: said in words, and drawn differently (solid or dashed). */
export type StatStatus = "measured" | "target";

const statusPill: Record<StatStatus, { label: string; className: string }> = {
  measured: { label: "Measured", className: "border-brand-700 bg-brand-700 text-surface" },
  target: { label: "Target", className: "border-dashed border-slate-500 text-slate-800" },
};

/**
 * A key figure, large, with its label and, under them, where it comes from or what it measures (`context`); with
 * `status` a small pill under the number says whether it was measured or is a target, and `source` where it comes
 * from. With `to` the whole tile is one link, with an arrow and a hover and focus hint. Two tiles fit side by side on
 * a phone.
 */
export function StatTile({
  figure,
  label,
  context,
  status,
  source,
  to,
}: {
  figure: string;
  label: string;
  context?: ReactNode;
  status?: StatStatus;
  source?: string;
  to?: string;
}) {
  const body = (
    <>
      <p className="font-display text-4xl font-semibold tracking-tight text-brand-700 sm:text-5xl">
        {figure}
      </p>
      {status ? (
        <p className="mt-2">
          <span
            className={`inline-flex items-center rounded-full border-2 px-2 py-0.5 text-xs font-semibold ${statusPill[status].className}`}
          >
            {statusPill[status].label}
          </span>
        </p>
      ) : null}
      <p className="mt-2 text-sm font-semibold text-slate-800 sm:text-base">{label}</p>
      {context ? <p className="mt-2 text-sm text-slate-600">{context}</p> : null}
      {source ? <p className="mt-2 text-xs text-slate-600">Source: {source}</p> : null}
    </>
  );
  const frame =
    "flex h-full flex-col rounded-(--radius-card) border border-slate-200 bg-surface p-4 shadow-(--shadow-raised) sm:p-6";
  if (!to) return <div className={frame}>{body}</div>;
  return (
    <Link
      to={to}
      className={`${frame} group transition-colors duration-150 hover:border-brand-500 hover:bg-brand-50`}
    >
      {body}
      <span
        aria-hidden="true"
        className="mt-auto pt-3 text-lg text-brand-700 transition-transform duration-150 group-hover:translate-x-1"
      >
        →
      </span>
    </Link>
  );
}
