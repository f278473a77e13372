import type { ReactNode } from "react";
import { Container } from "./container.tsx";
import { Illustration } from "./illustration.tsx";

/**
 * The opening band of every page: h1, tagline, lead text and up to three actions, with art on the right from `lg`
 * (the Home globe, or a generated illustration named by `illustration`). On a phone the type is smaller and the
 * actions stack at full width, so they reach the first screen.
 */
export function PageHero({
  title,
  tagline,
  lead,
  actions,
  art,
  illustration,
}: {
  title: ReactNode;
  tagline?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
  illustration?: string;
}) {
  const picture =
    art ??
    (illustration ? (
      <Illustration
        name={illustration}
        priority
        className="rounded-(--radius-card) shadow-(--shadow-raised) ring-1 ring-white/20"
      />
    ) : null);
  return (
    <section className="relative overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      <Container
        className={`grid items-center gap-10 py-10 sm:py-16 lg:py-20 ${picture ? "lg:grid-cols-[minmax(0,1fr)_22rem]" : ""}`}
      >
        <div>
          {tagline ? (
            <p className="mb-3 text-sm font-semibold tracking-wide text-accent-300 uppercase">{tagline}</p>
          ) : null}
          <h1 className="text-3xl leading-tight text-white sm:text-5xl">{title}</h1>
          {lead ? <p className="mt-4 max-w-2xl text-base text-brand-50 sm:mt-5 sm:text-lg">{lead}</p> : null}
          {actions ? (
            <div className="mt-6 flex flex-col gap-2 sm:mt-8 sm:flex-row sm:flex-wrap sm:gap-3">
              {actions}
            </div>
          ) : null}
        </div>
        {picture ? (
          <div aria-hidden="true" className={art ? "" : "hidden lg:block"}>
            {picture}
          </div>
        ) : null}
      </Container>
    </section>
  );
}
