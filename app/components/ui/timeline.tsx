/**
 * The timeline: one entry per milestone, the year as a marker. From md it runs down the page along a rule; on a
 * phone it runs sideways, a named region a keyboard can focus and scroll (the entries are all there, nothing is
 * paged), so six milestones take one screen's height instead of three.
 */
export function Timeline({
  label,
  items,
}: {
  /** The region's name, for the row that scrolls on a phone. */
  label: string;
  items: readonly { key: string; marker: string; title: string; description: string }[];
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A region that scrolls must take focus, so a keyboard can scroll it (WCAG 2.1.1, axe's
      // scrollable-region-focusable); it is named by aria-label.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="scroll-hint relative -mx-4 snap-x snap-mandatory overflow-x-auto scroll-px-4 px-4 pt-2 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 md:mx-0 md:overflow-visible md:px-0 md:pt-0 md:pb-0"
    >
      <ol className="flex w-max md:ml-3 md:block md:w-auto md:border-l-2 md:border-brand-200">
        {items.map((item) => (
          <li
            key={item.key}
            className="relative w-64 shrink-0 snap-start border-t-2 border-brand-200 pt-5 pr-6 md:w-auto md:border-t-0 md:pt-0 md:pr-0 md:pb-10 md:pl-8 md:last:pb-0"
          >
            <span
              aria-hidden="true"
              className="absolute -top-[9px] left-0 size-4 rounded-full border-2 border-surface bg-brand-600 ring-2 ring-brand-200 md:top-1.5 md:-left-[9px]"
            />
            <p className="text-sm font-bold tracking-wide text-brand-700">{item.marker}</p>
            <h3 className="text-lg">{item.title}</h3>
            <p className="mt-1 max-w-2xl text-slate-700">{item.description}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
