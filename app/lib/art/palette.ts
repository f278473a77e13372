// The colours of the field maps, from the site's tokens (app/app.css) and the category hues (hues.ts, Tailwind's
// palette): written as hex because the SVG files are also rendered by resvg.
import type { RingForm } from "./forms.ts";
import type { Hue } from "./hues.ts";

export type ArtScheme = "light" | "dark" | "band";

/** A category's tint: a strong shade for pale plates, a light one for deep plates. */
export interface Tint {
  strong: string;
  light: string;
  wash: string;
}

export const tints = {
  brand: { strong: "#157562", light: "#7cc8b2", wash: "#e3f4ee" },
  lime: { strong: "#4d7c0f", light: "#bef264", wash: "#eef8dc" },
  sky: { strong: "#0369a1", light: "#7dd3fc", wash: "#e3f3fb" },
  violet: { strong: "#6d28d9", light: "#c4b5fd", wash: "#efebfd" },
  fuchsia: { strong: "#a21caf", light: "#f0abfc", wash: "#faeafc" },
  orange: { strong: "#c2410c", light: "#fdba74", wash: "#fdeede" },
  rose: { strong: "#be123c", light: "#fda4af", wash: "#fce9ec" },
  indigo: { strong: "#4338ca", light: "#a5b4fc", wash: "#eaedfd" },
  cyan: { strong: "#0e7490", light: "#67e8f9", wash: "#e0f6fa" },
  red: { strong: "#b91c1c", light: "#fca5a5", wash: "#fce8e8" },
} as const satisfies Record<Hue, Tint>;

export type TintName = Hue;

/** What does not change with the subject: plate, grid, network and the amber signal, per scheme. */
export const grounds = {
  light: {
    plate: ["#f6fbf9", "#ffffff"],
    grid: "#0f5f50",
    gridOpacity: 0.16,
    network: "#0f5f50",
    signal: "#e8941a",
    signalEdge: "#ffffff",
  },
  dark: {
    plate: ["#0c1513", "#04231e"],
    grid: "#addfcf",
    gridOpacity: 0.14,
    network: "#addfcf",
    signal: "#f8c66a",
    signalEdge: "#0c1513",
  },
  band: {
    plate: null,
    grid: "#addfcf",
    gridOpacity: 0.16,
    network: "#addfcf",
    signal: "#f8c66a",
    signalEdge: "#04231e",
  },
} as const;

export type { RingForm };
