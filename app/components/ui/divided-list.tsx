import type { ReactNode } from "react";

/**
 * A list with dividers (docs/design.md, "Section patterns"): rows separated by hairlines instead of a grid of
 * cards, for things read down a column (steps, documents, briefs, values, people). `as="ol"` when the order
 * matters; `columns={2}` sets the rows in two columns from md, each column ruled. Each child is an `<li>`;
 * `dividedRow` gives it the standard padding.
 */
export function DividedList({
  as: List = "ul",
  children,
  columns = 1,
  className = "",
  label,
}: {
  as?: "ul" | "ol";
  children: ReactNode;
  columns?: 1 | 2;
  className?: string;
  /** A name for the list when the heading above it does not say what it holds. */
  label?: string;
}) {
  const ruled =
    columns === 2
      ? "grid border-b border-slate-200 md:grid-cols-2 md:gap-x-10 [&>li]:border-t [&>li]:border-slate-200"
      : "divide-y divide-slate-200 border-y border-slate-200";
  return (
    <List aria-label={label} className={`${ruled} ${className}`}>
      {children}
    </List>
  );
}

/** The padding of a row of a DividedList. */
export const dividedRow = "py-4 sm:py-5";
