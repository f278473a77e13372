import { categoryHue, type Hue } from "../../lib/art/hues.ts";

// The classes of each hue (the category's hue is chosen once, in lib/art/hues.ts, with its field maps' rings), for
// badges, card accents and filters. Light: a pale chip with dark text. Dark: a muted wash of the hue with its light
// text, never a bright pastel chip. All pairs meet WCAG AA. Written out whole so Tailwind finds them.
const hueClasses: Record<Hue, { badge: string; accent: string }> = {
  brand: { badge: "bg-brand-100 text-brand-900", accent: "bg-brand-600" },
  lime: { badge: "bg-lime-100 text-lime-900 dark:bg-lime-300/10 dark:text-lime-200", accent: "bg-lime-600" },
  sky: { badge: "bg-sky-100 text-sky-900 dark:bg-sky-300/10 dark:text-sky-200", accent: "bg-sky-600" },
  violet: {
    badge: "bg-violet-100 text-violet-900 dark:bg-violet-300/10 dark:text-violet-200",
    accent: "bg-violet-600",
  },
  fuchsia: {
    badge: "bg-fuchsia-100 text-fuchsia-900 dark:bg-fuchsia-300/10 dark:text-fuchsia-200",
    accent: "bg-fuchsia-600",
  },
  orange: {
    badge: "bg-orange-100 text-orange-900 dark:bg-orange-300/10 dark:text-orange-200",
    accent: "bg-orange-600",
  },
  rose: { badge: "bg-rose-100 text-rose-900 dark:bg-rose-300/10 dark:text-rose-200", accent: "bg-rose-600" },
  indigo: {
    badge: "bg-indigo-100 text-indigo-900 dark:bg-indigo-300/10 dark:text-indigo-200",
    accent: "bg-indigo-600",
  },
  cyan: { badge: "bg-cyan-100 text-cyan-900 dark:bg-cyan-300/10 dark:text-cyan-200", accent: "bg-cyan-600" },
  red: { badge: "bg-red-100 text-red-900 dark:bg-red-300/10 dark:text-red-200", accent: "bg-red-600" },
};

const neutral = { badge: "bg-slate-100 text-slate-800", accent: "bg-brand-600" };

export function tintFor(category: string): { badge: string; accent: string } {
  const hue = (categoryHue as Record<string, Hue>)[category];
  return hue ? hueClasses[hue] : neutral;
}
