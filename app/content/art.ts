// The names of the site's field maps (docs/design.md, "Art direction"): one picture per item and one hero per page,
// never the same on two pages. Names only, no drawing and no content: islands import this module.
import type { PageKey } from "./schema.ts";

/** The hero of every page, by page key; the not-found page has no key of its own, an article's or project's page
 * is named after its entry. */
export type HeroKey = PageKey | "notFound" | `article-${string}` | `project-${string}`;

export type ItemKind =
  "article" | "event" | "past-event" | "project" | "service" | "interview" | "video" | "person" | "partner";

export type ArtVariant = "light" | "dark";

/** Every card picture is drawn on this canvas and <img> carries these sizes, so nothing shifts while it loads. */
export const ITEM_ART_WIDTH = 480;

/** "Open Genome Alliance" -> "open-genome-alliance": a partner's picture is named after it. */
export const partnerSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

export const itemArtName = (kind: ItemKind, slug: string) => `${kind}-${slug}`;
export const heroArtName = (key: HeroKey) => `hero-${key}`;

/** The file of a card picture in one scheme: /illustrations/<name>-light.svg. */
export const itemArtPath = (name: string, variant: ArtVariant) => `/illustrations/${name}-${variant}.svg`;
