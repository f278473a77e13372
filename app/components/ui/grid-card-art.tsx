import { itemArtName, itemArtPath, type ItemKind } from "../../content/art.ts";
import { ItemArt } from "./item-art.tsx";

// Whole class names and media queries for each case, so Tailwind finds the classes (md is 48rem, lg 64rem).
const wideRange = {
  both: { media: "(min-width: 48rem)", aspect: "md:aspect-[12/5]" },
  md: { media: "(min-width: 48rem) and (max-width: 63.99rem)", aspect: "md:aspect-[12/5] lg:aspect-[8/5]" },
  lg: { media: "(min-width: 64rem)", aspect: "lg:aspect-[12/5]" },
};

/**
 * A card's picture in a grid that fills its rows (fill-grid.ts). Where the card is twice as wide as its neighbours,
 * it shows the wide drawing of the same map (12:5, app/files/illustrations/generate.ts), so the pictures of a grid
 * keep one height instead of the wide ones growing with their width. Static pages only: no island imports it.
 */
export function GridCardArt({
  kind,
  slug,
  wide,
}: {
  kind: ItemKind;
  slug: string;
  wide: { md: boolean; lg: boolean };
}) {
  if (!wide.md && !wide.lg) return <ItemArt kind={kind} slug={slug} />;
  const { media, aspect } = wideRange[wide.md && wide.lg ? "both" : wide.md ? "md" : "lg"];
  const name = itemArtName(kind, slug);
  return (
    <div>
      {(["light", "dark"] as const).map((scheme) => (
        <picture key={scheme} className={scheme === "light" ? "block dark:hidden" : "hidden dark:block"}>
          <source media={media} srcSet={itemArtPath(`${name}-wide`, scheme)} width={720} height={300} />
          <img
            src={itemArtPath(name, scheme)}
            alt=""
            width={480}
            height={300}
            loading="lazy"
            data-art={name}
            className={`aspect-[8/5] w-full ${aspect}`}
          />
        </picture>
      ))}
    </div>
  );
}
