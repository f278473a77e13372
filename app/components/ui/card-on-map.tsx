import type { ReactNode } from "react";
import { HeroArt } from "./hero-art.tsx";
import { MapCard } from "./map-card.tsx";
import type { HeroKey } from "../../content/art.ts";

/**
 * The deep green band that carries the page's field map and fills the first screen, with what sits on it. Drawn at
 * build (the map's generator never reaches the browser). `className` adds to the band's section (the staff page folds
 * it away once its console shows).
 */
export function MapBand({
  hero,
  className = "",
  children,
}: {
  hero: HeroKey;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={`group/map relative isolate min-h-[calc(100svh-4rem)] py-10 sm:py-16 lg:py-20 ${className}`}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 group-has-[[data-staff-console]]/map:hidden"
      >
        <HeroArt hero={hero} className="absolute inset-0 opacity-80" />
      </div>
      {children}
    </section>
  );
}

/**
 * The frame of the sign-in and account-recovery pages, of the staff console's gate, and of the pages a form or an
 * email link lands on (thank-you pages, confirmations): heading, lead and the form or message on one card, centred on
 * the band of the page's field map, so the card sits on the map rather than floating in an empty page or over a footer
 * taller than itself. The card keeps its place at the top (not centred), so nothing moves if the form's height
 * changes as it starts. The band is behind the card, not around it, so the card keeps the page's colour scheme.
 */
export function CardOnMap({
  hero,
  title,
  lead,
  children,
}: {
  hero: HeroKey;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <MapBand hero={hero}>
      <MapCard title={title} lead={lead}>
        {children}
      </MapCard>
    </MapBand>
  );
}
