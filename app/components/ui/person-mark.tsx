import { tintFor } from "./category-tint.ts";

/** "Dr. Amara Okafor" -> "AO": the first letters of the first and last names, titles left out. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => !/^(dr|prof|mr|mrs|ms)\.?$/i.test(word) && /^\p{L}/u.test(word));
  const letters = words.length > 1 ? [words[0]!, words.at(-1)!] : words;
  return letters.map((word) => [...word][0]!.toUpperCase()).join("");
}

/**
 * A person's mark on /company (docs/design.md, "Portraits"): their initials (the display face; the text face on the
 * small mark) on a plate over the field map of their work, both in one category's tint (a duotone: the tint's wash
 * and its ink), never a likeness. The name is the card's heading, so the mark is decorative. The map is two files, the current scheme's shown.
 */
export function PersonMark({
  name,
  art,
  category,
  size = "md",
  initials = true,
}: {
  name: string;
  /** The file name of the person's (or partner's) portrait map, without the scheme: "person-amara-okafor". */
  art: string;
  /** The category whose tint the mark takes (the person's main field of work). */
  category: string;
  size?: "sm" | "md";
  /** A partner's mark is the map alone: an institution's initials would read as a logo it does not have. */
  initials?: boolean;
}) {
  const box =
    size === "sm" ? "size-14 rounded-xl text-xl" : "size-20 rounded-2xl text-3xl lg:size-24 lg:text-4xl";
  return (
    <span
      aria-hidden="true"
      className={`relative grid shrink-0 place-items-center overflow-hidden ${box} ${tintFor(category).badge}`}
    >
      {(["light", "dark"] as const).map((scheme) => (
        <img
          key={scheme}
          src={`/illustrations/${art}-${scheme}.svg`}
          alt=""
          width={240}
          height={240}
          loading="lazy"
          data-art={art}
          className={`absolute inset-0 size-full ${scheme === "light" ? "dark:hidden" : "hidden dark:block"}`}
        />
      ))}
      {initials ? (
        // A plate of the page's surface keeps the letters legible over the map's rings. The display face only at
        // display sizes: the small mark's letters are set in the text face.
        <span
          className={`relative rounded-md bg-surface/85 px-1.5 py-1 leading-none font-semibold tracking-tight ${size === "sm" ? "font-sans" : "font-display"}`}
        >
          {initialsOf(name)}
        </span>
      ) : null}
    </span>
  );
}
