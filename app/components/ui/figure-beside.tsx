import type { ReactNode } from "react";

/**
 * Text beside a figure (docs/design.md, "Section patterns"): the figure and the text share the row from md, the
 * figure first or (`figureAfter`) second; on a phone the figure comes first, above the text, unless `figureAfter`.
 */
export function FigureBeside({
  figure,
  children,
  figureAfter = false,
  className = "",
}: {
  figure: ReactNode;
  children: ReactNode;
  figureAfter?: boolean;
  className?: string;
}) {
  return (
    <div className={`grid items-center gap-6 md:grid-cols-2 md:gap-10 lg:gap-16 ${className}`}>
      <div className={figureAfter ? "md:order-2" : ""}>{figure}</div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
