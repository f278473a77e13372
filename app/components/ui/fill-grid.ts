// Card grids that fill their rows: three a row from lg, two from md, and a last row that would have a hole is shared
// out instead (five cards: three, then two wider ones; seven: three, two, two). An odd card out on two columns spans
// both. The class names are written out whole so Tailwind finds them.

/** The list's classes: two columns from md, six tracks from lg (a card takes two, or three in a row of two). */
export const fillGridList = "grid gap-6 md:grid-cols-2 lg:grid-cols-6";

/** Where the card at `index` among `count` is twice as wide as a card of a full row: on two columns, from lg. */
export function fillGridWide(index: number, count: number): { md: boolean; lg: boolean } {
  const left = count % 3;
  // Rows of two wide cards at the end: one such row for a remainder of two, two rows for a remainder of one.
  const wide = left === 2 ? 2 : left === 1 && count >= 4 ? 4 : 0;
  return { md: count % 2 === 1 && index === count - 1, lg: index >= count - wide };
}

/** The classes of the card at `index` among `count`. */
export function fillGridItem(index: number, count: number): string {
  const { md, lg } = fillGridWide(index, count);
  const columns = lg ? "lg:col-span-3" : "lg:col-span-2";
  return md ? `${columns} md:col-span-2` : columns;
}
