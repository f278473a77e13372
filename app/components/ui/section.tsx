import type { ReactNode } from "react";
import { Container } from "./container.tsx";

/** A page section with the standard vertical rhythm (tighter on phones); `tone` alternates backgrounds. */
export function Section({
  children,
  tone = "white",
  labelledBy,
  id,
  as: Element = "section",
}: {
  children: ReactNode;
  tone?: "white" | "muted";
  labelledBy?: string;
  id?: string;
  /** "div" for a band with no heading of its own (a <section> without one is an outline hole). */
  as?: "section" | "div";
}) {
  return (
    <Element id={id} aria-labelledby={labelledBy} className={tone === "muted" ? "bg-slate-50" : "bg-surface"}>
      <Container className="py-12 sm:py-20">{children}</Container>
    </Element>
  );
}
