import {
  ITEM_ART_HEIGHT,
  ITEM_ART_WIDTH,
  itemArtName,
  itemArtPath,
  type ItemKind,
} from "../../content/art.ts";

/**
 * An item's field map (docs/design.md, "Art direction") in the current colour scheme: two files, one shown. The
 * other is display: none and, being lazy, never fetched. Sizes are reserved, so nothing shifts; decorative (alt="")
 * because the card's own text says everything the picture encodes.
 */
export function ItemArt({
  kind,
  slug,
  className = "",
}: {
  kind: ItemKind;
  slug: string;
  className?: string;
}) {
  const name = itemArtName(kind, slug);
  const image = (variant: "light" | "dark", shown: string) => (
    <img
      src={itemArtPath(name, variant)}
      alt=""
      width={ITEM_ART_WIDTH}
      height={ITEM_ART_HEIGHT}
      loading="lazy"
      decoding="async"
      data-art={name}
      className={`aspect-[8/5] h-auto w-full object-cover ${shown}`}
    />
  );
  return (
    <div className={className}>
      {image("light", "block dark:hidden")}
      {image("dark", "hidden dark:block")}
    </div>
  );
}
