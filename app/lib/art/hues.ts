// The hue of each category, written once: its badges, filters and card accents (components/ui/category-tint.ts)
// and the rings of its field maps (palette.ts, forms.ts) take it from here. Kept apart from the drawing code, since
// the badges are in islands' JavaScript.
import type { TintedCategory } from "../../content/categories.ts";

export type Hue =
  "brand" | "lime" | "sky" | "violet" | "fuchsia" | "orange" | "rose" | "indigo" | "cyan" | "red";

export const categoryHue = {
  Agriculture: "lime",
  Climate: "sky",
  "Urban Systems": "violet",
  Genomics: "fuchsia",
  Nutrition: "orange",
  "Public Health": "rose",
  Health: "rose",
  AI: "indigo",
  Blockchain: "cyan",
  "Health Systems": "red",
  Collective: "brand",
} as const satisfies Record<TintedCategory | "Collective", Hue>;
