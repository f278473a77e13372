import type { ReactNode } from "react";
import { Link } from "../../lib/navigation.tsx";

/**
 * A key figure with its label, and optionally a small chart of it (charts.tsx) and a destination. With `to`, the
 * whole tile is one link (figure and label are its name; pass the chart `decorative`), with an arrow and a hover
 * and focus hint.
 */
export function StatTile({
  figure,
  label,
  chart,
  to,
}: {
  figure: string;
  label: string;
  chart?: ReactNode;
  to?: string;
}) {
  const body = (
    <>
      {chart ? <div className="mb-4 flex h-16 items-center justify-center">{chart}</div> : null}
      <p className="text-5xl font-bold tracking-tight text-brand-700">{figure}</p>
      <p className="mt-2 text-base font-medium text-slate-700">{label}</p>
    </>
  );
  const frame =
    "flex h-full flex-col items-center rounded-(--radius-card) border border-slate-200 bg-surface p-6 text-center shadow-(--shadow-raised)";
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
