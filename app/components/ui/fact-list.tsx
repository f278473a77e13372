import type { ReactNode } from "react";

/** A record as label and value pairs: the details panel of an item's page. */
export function FactList({ facts }: { facts: readonly { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-y-3 text-sm">
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt className="font-semibold text-slate-900">{fact.label}</dt>
          <dd className="mt-0.5 text-slate-700">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
