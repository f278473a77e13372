import { heroSubject } from "../../content/art-subjects.ts";
import type { HeroKey } from "../../content/art.ts";
import { drawField } from "../../lib/art/field.ts";

/**
 * The page's field map, inline (docs/design.md, "Art direction"): drawn at prerender, so it costs no request and is
 * never the page's largest paint. It fills its box from the right edge, cropped, never distorted; decorative.
 */
export function HeroArt({ hero, className = "" }: { hero: HeroKey; className?: string }) {
  const subject = heroSubject(hero);
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
