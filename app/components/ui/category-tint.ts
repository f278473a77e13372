import type { TintedCategory } from "../../content/categories.ts";

// One tint per category, reused by badges, card accents and filters (DESIGN.md). All pairs meet WCAG AA.
export const categoryTints = {
  Agriculture: { badge: "bg-lime-100 text-lime-900", accent: "bg-lime-600" },
  Climate: { badge: "bg-sky-100 text-sky-900", accent: "bg-sky-600" },
  "Urban Systems": { badge: "bg-violet-100 text-violet-900", accent: "bg-violet-600" },
  Genomics: { badge: "bg-fuchsia-100 text-fuchsia-900", accent: "bg-fuchsia-600" },
  Nutrition: { badge: "bg-orange-100 text-orange-900", accent: "bg-orange-600" },
  "Public Health": { badge: "bg-rose-100 text-rose-900", accent: "bg-rose-600" },
  Health: { badge: "bg-rose-100 text-rose-900", accent: "bg-rose-600" },
  AI: { badge: "bg-indigo-100 text-indigo-900", accent: "bg-indigo-600" },
  Blockchain: { badge: "bg-cyan-100 text-cyan-900", accent: "bg-cyan-600" },
  "Health Systems": { badge: "bg-red-100 text-red-900", accent: "bg-red-600" },
} as const satisfies Record<TintedCategory, { badge: string; accent: string }>;

const neutral = { badge: "bg-slate-100 text-slate-800", accent: "bg-brand-600" };

export function tintFor(category: string): { badge: string; accent: string } {
  return (categoryTints as Record<string, { badge: string; accent: string }>)[category] ?? neutral;
}
