import { heroSubject } from "../../content/art-subjects.ts";
import type { HeroKey } from "../../content/art.ts";
import { drawField, type ArtSubject } from "../../lib/art/field.ts";

/**
 * The page's field map, inline (docs/design.md, "Art direction"): drawn at prerender, so it costs no request and is
 * never the page's largest paint. It fills its box from the right edge, cropped, never distorted; decorative.
 */
export function HeroArt({
  hero,
  subject = heroSubject(hero),
  className = "",
}: {
  hero: HeroKey;
  /** The field of a page with no page key of its own (an item's page); by default the page's. */
  subject?: ArtSubject;
  className?: string;
}) {
  const svg = drawField(subject, "hero", "band").replace(
    "<svg ",
    `<svg class="h-full w-full" preserveAspectRatio="xMaxYMid slice" `,
  );
  return (
    <div
      aria-hidden="true"
      data-art={subject.name}
      className={className}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
