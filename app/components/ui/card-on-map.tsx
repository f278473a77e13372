import type { ReactNode } from "react";
import { Container } from "./container.tsx";
import { HeroArt } from "./hero-art.tsx";
import type { HeroKey } from "../../content/art.ts";

/**
 * The frame of the sign-in and account-recovery pages, of the staff console's gate, and of the pages a form or an
 * email link lands on (thank-you pages, confirmations): heading, lead and the form or message on one card, centred on a deep green band that
 * carries the page's field map and fills the first screen, so the card sits on the map rather than floating in an
 * empty page or over a footer taller than itself. The card keeps its place at the top (not centred), so nothing moves
 * if the form's height changes as it starts. The band is behind the card, not around it, so the card keeps the
 * page's colour scheme.
 */
export function CardOnMap({
  hero,
  title,
  lead,
  wide = false,
  children,
}: {
  hero: HeroKey;
  title: string;
  lead: ReactNode;
  /** A wider card for a step with more to show (the staff's two-step set-up). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className="relative isolate min-h-[calc(100svh-4rem)] py-10 sm:py-16 lg:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-brand-700"
      >
        <HeroArt hero={hero} className="absolute inset-0 opacity-80" />
      </div>
      <Container>
        <div
          className={`mx-auto ${wide ? "max-w-2xl" : "max-w-md"} rounded-(--radius-card) border border-slate-200 bg-surface p-6 shadow-(--shadow-raised) sm:p-8`}
        >
          <h1 className="text-3xl">{title}</h1>
          <p className="mt-2 text-slate-700">{lead}</p>
          <div className="mt-6">{children}</div>
        </div>
      </Container>
    </section>
  );
}
