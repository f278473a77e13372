import type { ReactNode } from "react";

/** A small pill; pass a category tint from category-tint.ts or use the neutral default. */
export function Badge({
  children,
  className = "bg-slate-100 text-slate-800",
}: {
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${className}`}
    >
      {children}
    </span>
  );
}
