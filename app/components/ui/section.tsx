import type { ReactNode } from "react";
import { Container } from "./container.tsx";

/** A page section with the standard vertical rhythm (tighter on phones); `tone` alternates backgrounds. */
export function Section({
  children,
  tone = "white",
  labelledBy,
  id,
}: {
  children: ReactNode;
  tone?: "white" | "muted";
  labelledBy?: string;
  id?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={tone === "muted" ? "bg-slate-50" : "bg-surface"}>
      <Container className="py-12 sm:py-20">{children}</Container>
    </section>
  );
}
