import type { ReactNode } from "react";
import { Container } from "./container.tsx";

/** The opening band of every page: h1, tagline, lead text and up to three actions. */
export function PageHero({
  title,
  tagline,
  lead,
  actions,
  art,
}: {
  title: ReactNode;
  tagline?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <Container className="grid items-center gap-10 py-16 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          {tagline ? (
            <p className="mb-3 text-sm font-semibold tracking-wide text-accent-300 uppercase">{tagline}</p>
          ) : null}
          <h1 className="text-4xl leading-tight text-white sm:text-5xl">{title}</h1>
          {lead ? <p className="mt-5 max-w-2xl text-lg text-brand-50">{lead}</p> : null}
          {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
        </div>
        {art ? <div aria-hidden="true">{art}</div> : null}
      </Container>
    </section>
  );
}
