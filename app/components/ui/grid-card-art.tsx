import { itemArtName, itemArtPath, type ItemKind } from "../../content/art.ts";
import { ItemArt } from "./item-art.tsx";

// Whole class names and media queries for each case, so Tailwind finds the classes (md is 48rem, lg 64rem).
const wideRange = {
  both: { media: "(min-width: 48rem)", aspect: "md:aspect-[12/5]" },
  md: { media: "(min-width: 48rem) and (max-width: 63.99rem)", aspect: "md:aspect-[12/5] lg:aspect-[8/5]" },
  lg: { media: "(min-width: 64rem)", aspect: "lg:aspect-[12/5]" },
};
const phoneRange = { media: "(max-width: 47.99rem)", aspect: "max-md:aspect-[12/5]" };

/**
 * A card's picture in a grid that fills its rows (fill-grid.ts). Where the card is twice as wide as its neighbours,
 * it shows the wide drawing of the same map (12:5, app/files/illustrations/generate.ts), so the pictures of a grid
 * keep one height instead of the wide ones growing with their width. With `wide.phone`, a phone shows the wide
 * drawing too: a card as wide as the screen then keeps its picture to a band, and the page stays short (the
 * projects' and articles' cards, in their islands, and the events').
 */
export function GridCardArt({
  kind,
  slug,
  wide,
}: {
  kind: ItemKind;
  slug: string;
  wide: { md: boolean; lg: boolean; phone?: boolean };
}) {
  if (!wide.md && !wide.lg && !wide.phone) return <ItemArt kind={kind} slug={slug} />;
  const range =
    wide.md || wide.lg ? wideRange[wide.md && wide.lg ? "both" : wide.md ? "md" : "lg"] : undefined;
  const name = itemArtName(kind, slug);
  return (
    <div>
      {(["light", "dark"] as const).map((scheme) => (
        <picture key={scheme} className={scheme === "light" ? "block dark:hidden" : "hidden dark:block"}>
          {wide.phone ? (
            <source
              media={phoneRange.media}
              srcSet={itemArtPath(`${name}-wide`, scheme)}
              width={720}
              height={300}
            />
          ) : null}
          {range ? (
            <source
              media={range.media}
              srcSet={itemArtPath(`${name}-wide`, scheme)}
              width={720}
              height={300}
            />
          ) : null}
          <img
            src={itemArtPath(name, scheme)}
            alt=""
            width={480}
            height={300}
            loading="lazy"
            data-art={name}
            className={`aspect-[8/5] w-full ${range?.aspect ?? ""} ${wide.phone ? phoneRange.aspect : ""}`}
          />
        </picture>
      ))}
    </div>
  );
}
