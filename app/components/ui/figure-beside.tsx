import type { ReactNode } from "react";

/**
 * Text beside a figure (docs/design.md, "Section patterns"): the figure and the text share the row from md, the
 * figure first or (`figureAfter`) second; on a phone the figure comes first, above the text (a decorative one is
 * left out there, so a phone's page stays short).
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
  return (
    <div className={`grid items-center gap-6 md:grid-cols-2 md:gap-10 lg:gap-16 ${className}`}>
      <div className={`${figureAfter ? "md:order-2" : ""} ${decorativeFigure ? "max-md:hidden" : ""}`}>
        {figure}
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
