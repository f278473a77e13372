import type { ReactNode } from "react";
import { Container } from "./container.tsx";

/**
 * A figure as wide as the window (docs/design.md, "Section patterns"), between two sections: a map or a chart that
 * needs the room, with its caption held to the page's column. The figure keeps its own aspect ratio, so nothing
 * shifts while it is drawn.
 */
export function FullBleedFigure({
  children,
  caption,
  labelledBy,
  className = "",
}: {
  children: ReactNode;
  caption: ReactNode;
  labelledBy?: string;
  className?: string;
}) {
  return (
    <figure aria-labelledby={labelledBy} className={`bg-slate-50 ${className}`}>
      <div className="w-full">{children}</div>
      <figcaption>
        <Container className="py-4 text-sm text-slate-700 sm:py-5">{caption}</Container>
      </figcaption>
    </figure>
  );
}
