import type { ReactNode } from "react";
import type { HeroKey } from "../../content/art.ts";
import type { ArtSubject } from "../../lib/art/field.ts";
import { Container } from "./container.tsx";
import { HeroArt } from "./hero-art.tsx";

/**
 * The opening band of every page: h1, tagline, lead text and up to three actions over the page's own field map
 * (`hero`, docs/design.md "Art direction"), drawn full-bleed from the band's right edge. The art is placed
 * absolutely, so the band's height is the text's and nothing shifts, and masked away from the text. On a
 * phone the type is smaller and the actions stack at full width, so they reach the first screen.
 */
export function PageHero({
  hero,
  art,
  title,
  tagline,
  lead,
  actions,
  children,
}: {
  hero: HeroKey;
  /** The field map of a page that is not in content/page-titles.yaml (an item's own page), instead of `hero`'s. */
  art?: ArtSubject;
  title: ReactNode;
  tagline?: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  /** Anything that belongs in the band under the text. */
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
      {/* A mask fades the art out towards the text. On a phone the actions stack at full width at the foot of the
          band, so the art keeps to the top right corner, faint, fading out towards the bottom left: the actions
          stand on the plain band. From sm to lg the actions sit in a row on the left, so the art keeps to the lower
          right of the band, fading out towards the top left; from lg it fills the right side and fades towards the
          text on the left. */}
      <HeroArt
        hero={hero}
        subject={art}
        className="absolute inset-x-0 top-0 -z-10 h-2/5 opacity-40 [mask-image:radial-gradient(ellipse_90%_100%_at_100%_0%,#000_15%,transparent_100%)] sm:top-auto sm:bottom-0 sm:h-3/5 sm:opacity-50 sm:[mask-image:radial-gradient(ellipse_80%_90%_at_100%_100%,#000_20%,transparent_100%)] lg:top-0 lg:left-[38%] lg:h-auto lg:opacity-100 lg:[mask-image:linear-gradient(90deg,transparent_15%,#000_55%)]"
      />
      <Container className="flex py-10 sm:py-16 lg:min-h-[26rem] lg:items-center lg:py-20">
        <div className="max-w-2xl">
          {tagline ? (
            <p className="mb-3 text-sm font-semibold tracking-wide text-accent-300 uppercase">{tagline}</p>
          ) : null}
          <h1 className="text-3xl leading-tight text-white sm:text-5xl">{title}</h1>
          {lead ? <p className="mt-4 text-base text-brand-50 sm:mt-5 sm:text-lg">{lead}</p> : null}
          {actions ? (
            <div className="mt-6 flex flex-col gap-2 sm:mt-8 sm:flex-row sm:flex-wrap sm:gap-3">
              {actions}
            </div>
          ) : null}
          {children}
        </div>
      </Container>
    </section>
  );
}
