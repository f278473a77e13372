/** A vertical timeline: one entry per milestone, the year as a marker. */
export function Timeline({
  items,
}: {
  items: readonly { key: string; marker: string; title: string; description: string }[];
}) {
  return (
    <ol className="relative ml-3 border-l-2 border-brand-200">
      {items.map((item) => (
        <li key={item.key} className="relative pb-10 pl-8 last:pb-0">
          <span
            aria-hidden="true"
            className="absolute top-1.5 -left-[9px] size-4 rounded-full border-2 border-surface bg-brand-600 ring-2 ring-brand-200"
          />
          <p className="text-sm font-bold tracking-wide text-brand-700">{item.marker}</p>
          <h3 className="mt-1 text-lg">{item.title}</h3>
          <p className="mt-1 max-w-2xl text-slate-700">{item.description}</p>
        </li>
      ))}
    </ol>
  );
}
