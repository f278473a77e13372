import type { ReactNode } from "react";

// Whole class names per breakpoint, so Tailwind finds them: the region scrolls below it and sets its cards as a
// grid (lg: three a row) or as ruled rows in two columns (md) from it.
const layouts = {
  lg: {
    region: "lg:mx-0 lg:overflow-visible lg:scroll-px-0 lg:px-0 lg:pb-0",
    list: "lg:grid lg:w-auto lg:grid-cols-3 lg:gap-6",
    item: "lg:w-auto",
  },
  md: {
    region: "md:mx-0 md:overflow-visible md:scroll-px-0 md:px-0 md:pb-0",
    list: "md:grid md:w-auto md:grid-cols-2 md:gap-x-10 md:gap-y-0 md:border-b md:border-slate-200 md:[&>li]:border-t md:[&>li]:border-slate-200",
    item: "md:w-auto",
  },
} as const;

/**
 * A row of cards that scrolls sideways on narrow screens (docs/design.md, "Section patterns"): the interviews and
 * videos of /press, the researchers of /company. Everything is in the row, nothing is hidden or paged: the row is a
 * named region a keyboard can focus and scroll (arrow keys), each card snaps to the start, and a shade at an edge
 * says more waits beyond it (`.scroll-hint`). The region is positioned, so what is absolutely placed inside it
 * (screen-reader text) stays within its scroll area instead of widening the page. From `until` (lg by default) the
 * cards share the width as a grid of three (lg) or as ruled rows in two columns (md). `tone` is the section's
 * background, which the shade's covers must match.
 */
export function Scroller({
  label,
  children,
  tone = "white",
  until = "lg",
}: {
  label: string;
  children: ReactNode;
  tone?: "white" | "muted";
  until?: "md" | "lg";
}) {
  const layout = layouts[until];
  return (
    <div
      role="region"
      aria-label={label}
      // A region that scrolls must take focus, so a keyboard can scroll it (WCAG 2.1.1, axe's
      // scrollable-region-focusable); it is named by aria-label.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      data-scroller=""
      className={`scroll-hint relative -mx-4 snap-x snap-mandatory overflow-x-auto scroll-px-4 px-4 pt-1 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 ${layout.region} ${tone === "muted" ? "[--scroll-hint-cover:var(--color-slate-50)]" : ""}`}
    >
      <ul className={`flex w-max gap-4 ${layout.list}`}>{children}</ul>
    </div>
  );
}

/** The width and snap of one card in a Scroller: most of a phone's width, so the next card shows at the edge. */
export const scrollerItem = (until: "md" | "lg" = "lg") =>
  `flex w-[min(19rem,calc(100vw-4.5rem))] shrink-0 snap-start sm:w-80 ${layouts[until].item}`;
