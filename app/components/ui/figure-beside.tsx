import type { ReactNode } from "react";

/**
 * Text beside a figure (docs/design.md, "Section patterns"): the figure and the text share the row from md, the
 * figure first or (`figureAfter`) second. The DOM follows the same order (no CSS reordering), so a phone and a
 * screen reader read what a wide screen shows left to right: with `figureAfter` the heading comes before its figure.
 * A decorative figure is left out on a phone, so a phone's page stays short.
 */
export function FigureBeside({
  figure,
  children,
  figureAfter = false,
  decorativeFigure = false,
  className = "",
}: {
  figure: ReactNode;
  children: ReactNode;
  figureAfter?: boolean;
  /** The figure is decoration (a field map beside its item's text): a phone shows the text alone. */
  decorativeFigure?: boolean;
  className?: string;
}) {
  const figureCell = <div className={decorativeFigure ? "max-md:hidden" : ""}>{figure}</div>;
  return (
    <div className={`grid items-center gap-6 md:grid-cols-2 md:gap-10 lg:gap-16 ${className}`}>
      {figureAfter ? null : figureCell}
      <div className="min-w-0">{children}</div>
      {figureAfter ? figureCell : null}
    </div>
  );
}
