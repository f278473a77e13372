// The ring forms of the field maps: one per domain, so a category reads the same on every page (docs/design.md,
// "Art direction"). A form turns a ring's radius into its points; the seeded wobble keeps two rings of one form apart.
import { categoryHue } from "./hues.ts";
import type { TintName } from "./palette.ts";

export type RingForm = "strata" | "isobars" | "blocks" | "twist" | "cell" | "ripples" | "lattice" | "ledger";

const categoryForm = {
  Agriculture: "strata",
  Climate: "isobars",
  "Urban Systems": "blocks",
  Genomics: "twist",
  Nutrition: "cell",
  "Public Health": "ripples",
  Health: "ripples",
  AI: "lattice",
  Blockchain: "ledger",
  "Health Systems": "ripples",
  Collective: "isobars",
} as const satisfies Record<keyof typeof categoryHue, RingForm>;

/** A domain's ring form, and its tint: the category's hue (hues.ts), the same as its badge's. */
export const domainOf = Object.fromEntries(
  (Object.keys(categoryForm) as (keyof typeof categoryForm)[]).map((domain) => [
    domain,
    { form: categoryForm[domain], tint: categoryHue[domain] },
  ]),
) as Record<keyof typeof categoryHue, { form: RingForm; tint: TintName }>;

export type Domain = keyof typeof domainOf;

/** The per-source irregularity: phases of three slow harmonics, a turn and a squash, from the seed. */
export interface Wobble {
  phases: readonly [number, number, number];
  turn: number;
}

type Point = readonly [number, number];

const TAU = Math.PI * 2;

/** How far from the centre a form reaches at angle `angle` for a unit circle, before wobble. */
function shape(form: RingForm, angle: number, ring: number): number {
  switch (form) {
    case "strata":
      return 1 + 0.06 * Math.sin(2 * angle + ring * 0.5);
    case "isobars":
      return 1 + 0.13 * Math.sin(3 * angle + ring * 0.22);
    case "blocks": {
      const p = 5;
      return 1 / (Math.abs(Math.cos(angle)) ** p + Math.abs(Math.sin(angle)) ** p) ** (1 / p);
    }
    case "twist":
      return 1 + 0.2 * Math.sin(2 * angle + ring * 0.42);
    case "cell":
      return 1 + 0.03 * Math.sin(5 * angle + ring);
    case "ripples":
      return 1;
    case "lattice":
      return 1 + 0.07 * Math.sin(4 * angle);
    case "ledger":
      return 1;
  }
}

/** Flattening of the form: strata lie down, the rest stay round. */
const squash: Record<RingForm, number> = {
  strata: 0.46,
  isobars: 0.78,
  blocks: 0.9,
  twist: 0.82,
  cell: 0.94,
  ripples: 0.86,
  lattice: 0.88,
  ledger: 0.86,
};

/** The point of one ring at `angle` (radians, 0 pointing right, growing clockwise on screen). */
export function ringPointAt(
  form: RingForm,
  centre: Point,
  radius: number,
  ring: number,
  wobble: Wobble,
  angle: number,
): Point {
  const [p1, p2, p3] = wobble.phases;
  const grow = 1 + ring * 0.18;
  const noise =
    form === "ledger"
      ? 0
      : grow *
        (0.03 * Math.sin(2 * angle + p1) +
          0.022 * Math.sin(3 * angle + p2) +
          0.014 * Math.sin(5 * angle + p3));
  const local = angle - wobble.turn;
  const r = radius * (shape(form, local, ring) + noise);
  const x = Math.cos(local) * r;
  const y = Math.sin(local) * r * squash[form];
  const cos = Math.cos(wobble.turn);
  const sin = Math.sin(wobble.turn);
  return [centre[0] + x * cos - y * sin, centre[1] + x * sin + y * cos] as const;
}

/**
 * The points of one ring, evenly spaced in angle (a hexagon's six corners for the ledger); a small ring needs fewer
 * to stay smooth.
 */
export function ringPoints(
  form: RingForm,
  centre: Point,
  radius: number,
  ring: number,
  wobble: Wobble,
): Point[] {
  const count = form === "ledger" ? 6 : radius < 40 ? 8 : radius < 90 ? 12 : 16;
  return Array.from({ length: count }, (_, index) =>
    ringPointAt(form, centre, radius, ring, wobble, wobble.turn + (index / count) * TAU),
  );
}

/** Ledger rings are drawn with straight sides; every other form as a smooth closed curve. */
export const straightSided = (form: RingForm) => form === "ledger";

/** Lattice rings alternate with dotted ones (the layers of a model). */
export const dotted = (form: RingForm, ring: number) => form === "lattice" && ring % 2 === 1;

/** Cells carry a nucleus. */
export const nucleus = (form: RingForm) => form === "cell";
