/**
 * Headline figures in a ruled grid, not cards: the figure large (display face), its label under it. Two a row on a
 * phone, four from lg; `columns={2}` keeps two at every width (beside other content).
 */
export function KeyFigures({
  figures,
  columns = 4,
}: {
  figures: readonly { figure: string; label: string }[];
  columns?: 2 | 4;
}) {
  return (
    <dl
      className={`grid grid-cols-2 gap-x-6 border-t border-slate-200 ${columns === 4 ? "lg:grid-cols-4" : ""}`}
    >
      {figures.map((fact) => (
        <div key={fact.label} className="flex flex-col-reverse border-b border-slate-200 py-2.5 sm:py-4">
          <dt className="text-sm text-slate-700">{fact.label}</dt>
          <dd className="font-display text-2xl font-semibold tracking-tight text-brand-700 sm:text-3xl">
            {fact.figure}
          </dd>
        </div>
      ))}
    </dl>
  );
}
