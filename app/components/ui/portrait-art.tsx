import type { ItemKind } from "../../content/art.ts";

/**
 * A square field map standing for a person or a partner on /company (docs/design.md, "Art direction"): drawn from
 * their expertise or work, never a likeness, so it is decorative (alt="") and the name is always in the text beside
 * it. Two files, the current scheme's shown, as ItemArt does.
 */
export function PortraitArt({
  kind,
  slug,
  size,
  className = "",
}: {
  kind: Extract<ItemKind, "person" | "partner">;
  slug: string;
  size: number;
  className?: string;
}) {
  return (
    <span className={`block shrink-0 overflow-hidden ${className}`}>
      {["light", "dark"].map((scheme) => (
        <img
          key={scheme}
          src={`/illustrations/${kind}-${slug}-${scheme}.svg`}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          data-art={`${kind}-${slug}`}
          className={`size-full ${scheme === "light" ? "dark:hidden" : "hidden dark:block"}`}
        />
      ))}
    </span>
  );
}
