import type { ReactNode } from "react";
import type { ArtSubject } from "../../lib/art/field.ts";
import { BreadcrumbTrail } from "./breadcrumb-trail.tsx";
import { Container } from "./container.tsx";
import { PageHero } from "./page-hero.tsx";

/**
 * The frame of an item's own page (a publication, dataset, model or report): the breadcrumb trail, the hero with
 * the item's title, then its text at a reading measure beside a panel of details, downloads and citations (below
 * the text on a phone).
 */
export function ItemPageFrame({
  trail,
  art,
  kicker,
  title,
  lead,
  actions,
  aside,
  asideLabel,
  children,
}: {
  trail: readonly { label: string; to?: string }[];
  /** The hero's field map, drawn from the item (app/content/art-subjects.ts). */
  art: ArtSubject;
  kicker: string;
  title: string;
  lead?: ReactNode;
  /** The item's main downloads, in the hero, so they are on the first screen on a phone too. */
  actions?: ReactNode;
  aside: ReactNode;
  /** The heading of the panel, such as "About this dataset". */
  asideLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <BreadcrumbTrail steps={trail} />
      <PageHero hero="research" art={art} tagline={kicker} title={title} lead={lead} actions={actions} />
      <div className="bg-surface">
        <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0 space-y-10">{children}</div>
          <aside
            aria-labelledby="item-details-heading"
            className="space-y-6 lg:border-l lg:border-slate-200 lg:pl-8"
          >
            <h2 id="item-details-heading" className="font-sans text-lg">
              {asideLabel}
            </h2>
            {aside}
          </aside>
        </Container>
      </div>
    </>
  );
}

/** A titled part of the item's text or panel. */
export function ItemSection({
  id,
  title,
  children,
  level = 2,
}: {
  id: string;
  title: string;
  children: ReactNode;
  level?: 2 | 3;
}) {
  const Heading = `h${level}` as const;
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24">
      <Heading id={`${id}-heading`} className={level === 2 ? "text-2xl" : "text-lg"}>
        {title}
      </Heading>
      <div className="mt-3">{children}</div>
    </section>
  );
}
