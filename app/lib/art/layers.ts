// The parts every field map is drawn with (docs/design.md, "Art direction"): what a subject is, the canvases, and
// the layers each composition (compositions.ts) and the heroes (field.ts) put together: rings around a source, the
// network of nodes joined to their nearest, the one amber signal. Pure and deterministic: integer coordinates in a
// doubled viewBox, so the same subject always draws the same bytes.
import {
  domainOf,
  dotted,
  nucleus,
  ringPointAt,
  ringPoints,
  straightSided,
  type Domain,
  type Wobble,
} from "./forms.ts";
import { grounds, tints, type ArtScheme } from "./palette.ts";
import type { LonLat } from "./places.ts";

export interface ArtSource {
  domain: Domain;
  /** Where the work happens; without a place the seed chooses a spot. */
  at?: LonLat;
  /** One ring per unit of the subject's figure (clamped per composition). */
  rings: number;
  /** Network nodes on this source's rings. */
  nodes?: number;
}

/**
 * How a card picture is laid out, one per kind of content, so two items of one category are told apart at a glance
 * even when they share a colour and a ring form: a map of the places (projects, events), a lens over one place with
 * the globe it sits on (articles), a strip of frames (videos), a conversation (interviews), a chain of steps
 * (services), a mark for a person or a partner (square, no plate).
 */
export type Composition = "map" | "lens" | "sequence" | "dialogue" | "process" | "mark";

export interface ArtSubject {
  /** Unique over the site: the file name of a card picture, the data-art of a hero. */
  name: string;
  sources: readonly ArtSource[];
  /** 1–12: the signal's place on the outer ring, a clock face with January at twelve. */
  month?: number;
  /** 1–31: turns the rings a little. */
  day?: number;
  /** The card's layout; a map when not given. */
  composition?: Composition;
  /**
   * The composition's own figures: the lengths of an interview's turns, a video's minutes, a service's steps. What
   * each means is said where the subject is made (app/content/art-subjects.ts).
   */
  beats?: readonly number[];
  /** An interview's form: written (lines of text), or spoken (a waveform). */
  spoken?: boolean;
  /** A mark's one colour: the field of the person or partner (a duotone of its tint). */
  tint?: Domain;
}

/**
 * Cards are 8:5 (12:5 when wide), heroes 5:2; portraits (people and partners on /company) are square, shown in a
 * tile under the person's initials.
 */
export type Canvas = "card" | "wide" | "hero" | "portrait";

export type Point = readonly [number, number];

/** Drawing units: twice the card's CSS size, so integer coordinates are smooth enough. */
export const canvasSize: Record<Canvas, { width: number; height: number }> = {
  card: { width: 960, height: 600 },
  // A card twice as wide as its neighbours (the last row of a grid, app/components/ui/fill-grid.ts), or a card on a
  // phone: the same height of picture, with more ground on both sides.
  wide: { width: 1440, height: 600 },
  hero: { width: 1600, height: 640 },
  portrait: { width: 480, height: 480 },
};

export const TAU = Math.PI * 2;
export const round = Math.round;

/** Numbers joined as SVG path data likes them: no space before a minus sign. */
export function numbers(values: readonly number[]): string {
  return values.reduce<string>((text, value, index) => {
    const written = String(round(value));
    return index === 0 || written.startsWith("-") ? text + written : `${text} ${written}`;
  }, "");
}

/**
 * A closed smooth curve through the points: Catmull-Rom written as one cubic and then `s` segments (a Catmull-Rom
 * curve's control points are mirrored at each point, which is what `s` assumes), in relative integer coordinates.
 */
export function smoothClosed(points: readonly Point[]): string {
  const at = (index: number) => points[(index + points.length) % points.length]!;
  const p = points.map(([x, y]) => [round(x), round(y)] as const);
  const control = (index: number, sign: 1 | -1): Point => {
    const [x, y] = at(index);
    const [ax, ay] = at(index - 1);
    const [bx, by] = at(index + 1);
    return [round(x + (sign * (bx - ax)) / 6), round(y + (sign * (by - ay)) / 6)];
  };
  const [x0, y0] = p[0]!;
  const firstOut = control(0, 1);
  const firstIn = control(1, -1);
  const [x1, y1] = p[1]!;
  let d = `M${numbers([x0, y0])}c${numbers([firstOut[0] - x0, firstOut[1] - y0, firstIn[0] - x0, firstIn[1] - y0, x1 - x0, y1 - y0])}`;
  for (let index = 1; index < p.length; index++) {
    const [x, y] = p[index]!;
    const [nx, ny] = p[(index + 1) % p.length]!;
    const [cx, cy] = control(index + 1, -1);
    d += `s${numbers([cx - x, cy - y, nx - x, ny - y])}`;
  }
  return `${d}z`;
}

function polygon(points: readonly Point[]): string {
  const p = points.map(([x, y]) => [round(x), round(y)] as const);
  const [x0, y0] = p[0]!;
  return `M${numbers([x0, y0])}l${numbers(p.slice(1).flatMap(([x, y], index) => [x - p[index]![0], y - p[index]![1]]))}z`;
}

/** A source where it is drawn: its centre, its rings' radii and the seeded irregularity of its form. */
export interface Placed {
  source: ArtSource;
  centre: Point;
  wobble: Wobble;
  rings: number;
  radii: number[];
}

/** The seeded irregularity of one source: three slow harmonics and a turn, the day turning it a little further. */
export function wobbleFor(random: () => number, day?: number): Wobble {
  const phases = [random() * TAU, random() * TAU, random() * TAU] as const;
  const turn = (day ?? random() * 31) * (TAU / 31) * 0.25 + random() * 0.6 - 0.3;
  return { phases, turn };
}

/** A source at `centre` with `rings` rings, the first of radius about `first`, `step` apart. */
export function placeAt(
  source: ArtSource,
  centre: Point,
  rings: number,
  first: number,
  step: number,
  random: () => number,
  day?: number,
): Placed {
  const start = first * (0.85 + random() * 0.3);
  const gap = step * (0.9 + random() * 0.2);
  return {
    source,
    centre,
    wobble: wobbleFor(random, day),
    rings,
    radii: Array.from({ length: rings }, (_, ring) => start + ring * gap),
  };
}

/** The style of a drawing: its ground's colours and its line weights. */
export interface Style {
  scheme: ArtScheme;
  line: number;
  node: number;
  /** A mark is one colour: every ring takes this tint instead of its source's. */
  tint?: Domain;
}

export const ground = (scheme: ArtScheme) => grounds[scheme];

/** The stroke colour of a domain's rings on this ground: a strong shade on pale plates, a light one on deep. */
export function ringColour(domain: Domain, style: Style): string {
  const tint = tints[domainOf[style.tint ?? domain].tint];
  return style.scheme === "light" ? tint.strong : tint.light;
}

/**
 * The rings of a placed source: nested closed curves of its domain's form, fading outwards, each washed with its
 * tint so the centre deepens like a contour map's summit.
 */
export function ringLayer(
  { source, centre, wobble, rings, radii }: Placed,
  style: Style,
  options: { wash?: number; fade?: number; opacity?: number } = {},
): string {
  const { form } = domainOf[source.domain];
  const colour = ringColour(source.domain, style);
  const wash = options.wash ?? (style.scheme === "band" ? 0.035 : 0.07);
  const fadeBy = options.fade ?? 0.55;
  const paths = radii.map((radius, ring) => {
    const points = ringPoints(form, centre, radius, ring, wobble);
    const d = straightSided(form) ? polygon(points) : smoothClosed(points);
    const fade = ((1 - (ring / rings) * fadeBy) * (options.opacity ?? 1)).toFixed(2);
    const dash = dotted(form, ring) ? ` stroke-dasharray="${style.line} ${style.line * 3}"` : "";
    const fill = wash > 0 ? ` fill="${colour}" fill-opacity="${wash}"` : "";
    return `<path d="${d}" stroke-opacity="${fade}"${dash}${fill}/>`;
  });
  const group = `<g fill="none" stroke="${colour}" stroke-width="${style.line}" stroke-linejoin="round">${paths.join("")}</g>`;
  const core = nucleus(form)
    ? `<circle cx="${round(centre[0])}" cy="${round(centre[1])}" r="${round(radii[0]! * 0.35)}" fill="${colour}" fill-opacity="${0.5 * (options.opacity ?? 1)}"/>`
    : "";
  return group + core;
}

/** A point on a placed source's ring `ring` at `angle`. */
export function pointOn({ source, centre, wobble, radii }: Placed, ring: number, angle: number): Point {
  return ringPointAt(domainOf[source.domain].form, centre, radii[ring]!, ring, wobble, angle);
}

/** Nodes on the rings, each joined to its two nearest: the computation that reads the rings. */
export function networkLayer(placed: readonly Placed[], style: Style, random: () => number): string {
  const colour = ground(style.scheme).network;
  const nodes: Point[] = placed.flatMap((one) =>
    Array.from({ length: one.source.nodes ?? 3 }, () => {
      const ring = one.rings > 1 ? 1 + Math.floor(random() * (one.rings - 1)) : 0;
      return pointOn(one, ring, random() * TAU);
    }),
  );
  const edges = new Set<string>();
  nodes.forEach(([x, y], index) => {
    nodes
      .map(([x2, y2], other) => ({ other, distance: Math.hypot(x2 - x, y2 - y) }))
      .filter(({ other }) => other !== index)
      .sort((a, b) => a.distance - b.distance)
      .slice(0, 2)
      .forEach(({ other }) => edges.add(index < other ? `${index} ${other}` : `${other} ${index}`));
  });
  const edgePath = [...edges]
    .map((edge) => {
      const [a, b] = edge.split(" ").map(Number) as [number, number];
      return `M${numbers(nodes[a]!)}L${numbers(nodes[b]!)}`;
    })
    .join("");
  const pale = style.scheme === "light";
  return (
    (edgePath
      ? `<path d="${edgePath}" stroke="${colour}" stroke-opacity="0.4" stroke-width="${style.line * 0.5}"/>`
      : "") +
    `<g fill="${colour}" fill-opacity="${pale ? 0.85 : 0.75}">${nodes.map(([x, y]) => `<circle cx="${round(x)}" cy="${round(y)}" r="${style.node * 0.6}"/>`).join("")}</g>`
  );
}

/** Faint dashed arcs between the sources, left to right: the work is one network. */
export function arcLayer(placed: readonly Placed[], style: Style): string {
  const ordered = [...placed].sort((a, b) => a.centre[0] - b.centre[0]);
  const arcs = ordered.slice(1).map((to, index) => {
    const from = ordered[index]!.centre;
    const [x2, y2] = to.centre;
    const lift = Math.hypot(x2 - from[0], y2 - from[1]) * 0.3;
    return `M${numbers(from)}Q${numbers([(from[0] + x2) / 2, Math.min(from[1], y2) - lift, x2, y2])}`;
  });
  if (arcs.length === 0) return "";
  return `<path d="${arcs.join("")}" fill="none" stroke="${ground(style.scheme).network}" stroke-opacity="0.45" stroke-width="${style.line * 0.6}" stroke-dasharray="${style.line * 2} ${style.line * 4}"/>`;
}

/** The angle of a month on a clock face, January at twelve; a seeded one without a date. */
export const monthAngle = (month: number | undefined, random: () => number) =>
  month ? -Math.PI / 2 + ((month - 1) / 12) * TAU : random() * TAU;

/** The one amber signal with its halo, at `at`. */
export function signalAt([x, y]: Point, style: Style): string {
  const { signal, signalEdge } = ground(style.scheme);
  const [sx, sy] = [round(x), round(y)];
  return `<circle cx="${sx}" cy="${sy}" r="${style.node * 2.6}" fill="${signal}" fill-opacity="0.28"/><circle cx="${sx}" cy="${sy}" r="${style.node * 1.2}" fill="${signal}" stroke="${signalEdge}" stroke-width="${style.line * 0.8}"/>`;
}

/** The plate of a card: pale paper washed towards the first source's tint, or the deep surface in the dark. */
export function plateLayer(id: string, width: number, height: number, domain: Domain, scheme: ArtScheme) {
  const { plate } = ground(scheme);
  if (!plate) return { defs: "", layer: "" };
  const end = scheme === "light" ? tints[domainOf[domain].tint].wash : plate[1];
  return {
    defs: `<linearGradient id="${id}-plate" x2="1" y2="1"><stop offset="0" stop-color="${plate[0]}"/><stop offset="1" stop-color="${end}"/></linearGradient>`,
    layer: `<rect width="${width}" height="${height}" fill="url(#${id}-plate)"/>`,
  };
}

/** The measuring paper: a faint dot grid, 32 units apart, under a picture that is not a map. */
export function dotGrid(id: string, width: number, height: number, scheme: ArtScheme) {
  const { grid, gridOpacity } = ground(scheme);
  return {
    defs: `<pattern id="${id}-grid" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${grid}"/></pattern>`,
    layer: `<rect width="${width}" height="${height}" fill="url(#${id}-grid)" opacity="${gridOpacity}"/>`,
  };
}

/** The SVG around a drawing's layers. */
export function svgOf(width: number, height: number, defs: string, layers: string, sized: boolean): string {
  const size = sized ? ` width="${width / 2}" height="${height / 2}"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg"${size} viewBox="0 0 ${width} ${height}">${defs ? `<defs>${defs}</defs>` : ""}${layers}</svg>`;
}
