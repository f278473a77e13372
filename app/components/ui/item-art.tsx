import type { ItemKind } from "../../content/art.ts";

// Kept this small on purpose: it is in three islands' code, and a shared module under 512 characters joins a file
// those pages already load (app/islands/island-chunks.ts). The file names are content/art.ts's (item-art.test.tsx).
/**
 * An item's field map (docs/design.md, "Art direction") in the current colour scheme: two files, one shown; the
 * other is display: none and, being lazy, never fetched. Sizes reserved (nothing shifts); decorative, alt="".
 */
export function ItemArt({ kind, slug, className }: { kind: ItemKind; slug: string; className?: string }) {
  return (
    <div className={className}>
      {["light", "dark"].map((scheme) => (
        <img
          key={scheme}
          src={`/illustrations/${kind}-${slug}-${scheme}.svg`}
          alt=""
          width={480}
          height={300}
          loading="lazy"
          data-art={`${kind}-${slug}`}
          className={`aspect-[8/5] w-full ${scheme === "light" ? "dark:hidden" : "hidden dark:block"}`}
        />
      ))}
    </div>
  );
}
