// Draws one field map (docs/design.md, "Art direction") as an SVG string: plate, dot grid, rings around each source,
// a sparse network and one amber signal. Pure and deterministic: the same subject draws the same bytes, so builds are
// reproducible and the pictures can be drawn at prerender (heroes, inline) or by the endpoint (card files).
import {
  dotted,
  domainOf,
  nucleus,
  ringPointAt,
  ringPoints,
  straightSided,
  type Domain,
  type Wobble,
} from "./forms.ts";
import { grounds, tints, type ArtScheme } from "./palette.ts";
import type { LonLat } from "./places.ts";
import { randomFor } from "./random.ts";

export interface ArtSource {
  domain: Domain;
  /** Where the work happens; without a place the seed chooses a spot. */
  at?: LonLat;
  /** One ring per unit of the subject's figure (clamped to 3–8). */
  rings: number;
  /** Network nodes on this source's rings. */
  nodes?: number;
}

export interface ArtSubject {
  /** Unique over the site: the file name of a card picture, the data-art of a hero. */
  name: string;
  sources: readonly ArtSource[];
  /** 1–12: the signal's place on the outer ring, a clock face with January at twelve. */
  month?: number;
  /** 1–31: turns the rings a little. */
  day?: number;
}

/**
 * Cards are 8:5 (12:5 when wide), heroes 5:2; portraits (people and partners on /company) are square, shown in a
 * circle or a tile.
 */
export type Canvas = "card" | "wide" | "hero" | "portrait";

type Point = readonly [number, number];

/** Drawing units: twice the card's CSS size, so integer coordinates are smooth enough. */
export const canvasSize: Record<Canvas, { width: number; height: number }> = {
  card: { width: 960, height: 600 },
  // A card twice as wide as its neighbours (the last row of a grid, app/components/ui/fill-grid.ts): the same height
  // of picture, with more ground on both sides.
  wide: { width: 1440, height: 600 },
  hero: { width: 1600, height: 640 },
  portrait: { width: 480, height: 480 },
};

type Area = { left: number; right: number; top: number; bottom: number };
const cardArea: Area = { left: 0.22, right: 0.78, top: 0.3, bottom: 0.7 };
// A wide card's window: the card's, the same size in drawing units, in the middle of the wider canvas.
const margin = (canvasSize.wide.width - canvasSize.card.width) / 2;
const inWide = (fraction: number) => (margin + fraction * canvasSize.card.width) / canvasSize.wide.width;

/** Where the map window (longitude −100…110, latitude 60…−40) sits on each canvas, as fractions of its size. */
const mapArea: Record<Canvas, Area> = {
  card: cardArea,
  wide: { ...cardArea, left: inWide(cardArea.left), right: inWide(cardArea.right) },
  hero: { left: 0.4, right: 1.02, top: 0.12, bottom: 0.88 },
  portrait: { left: 0.15, right: 0.85, top: 0.3, bottom: 0.7 },
};

const cardScale = { first: 44, step: 40, line: 3, node: 7, jitter: 60 };
const scale: Record<Canvas, typeof cardScale> = {
  card: cardScale,
  wide: cardScale,
  hero: { first: 30, step: 30, line: 2.4, node: 5, jitter: 80 },
  portrait: { first: 20, step: 17, line: 3, node: 7, jitter: 30 },
};

const TAU = Math.PI * 2;
const round = Math.round;

/** Numbers joined as SVG path data likes them: no space before a minus sign. */
function numbers(values: readonly number[]): string {
  return values.reduce<string>((text, value, index) => {
    const written = String(round(value));
    return index === 0 || written.startsWith("-") ? text + written : `${text} ${written}`;
  }, "");
}

/**
 * A closed smooth curve through the points: Catmull-Rom written as one cubic and then `s` segments (a Catmull-Rom
 * curve's control points are mirrored at each point, which is what `s` assumes), in relative integer coordinates.
 */
function smoothClosed(points: readonly Point[]): string {
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

interface Placed {
  source: ArtSource;
  centre: Point;
  wobble: Wobble;
  rings: number;
  radii: number[];
}

function place(subject: ArtSubject, canvas: Canvas, random: () => number): Placed[] {
  const { width, height } = canvasSize[canvas];
  const area = mapArea[canvas];
  const { first, step, jitter } = scale[canvas];
  const count = subject.sources.length;
  // Sources without a place sit on a golden-angle spiral around the canvas's focus, so they share the space evenly.
  const focus = canvas === "hero" ? [width * 0.72, height * 0.5] : [width * 0.5, height * 0.5];
  const spread = canvas === "hero" ? 150 : canvas === "portrait" ? 70 : 120;
  let unplaced = 0;
  const spin = random() * TAU;
  const grow =
    canvas === "hero"
      ? count <= 2
        ? 2.2
        : count <= 4
          ? 1.6
          : 1.15
      : canvas === "portrait" && count === 1
        ? 1.7
        : 1;
  const placed = subject.sources.map((source) => {
    let x: number;
    let y: number;
    if (source.at) {
      const [lon, lat] = source.at;
      x = width * (area.left + ((lon + 100) / 210) * (area.right - area.left));
      y = height * (area.top + ((60 - lat) / 100) * (area.bottom - area.top));
    } else {
      const turn = spin + unplaced * 2.39996 + random() * 0.5;
      const distance = spread * Math.sqrt(unplaced + (count > 1 ? 0.6 : 0));
      x = focus[0]! + Math.cos(turn) * distance * 1.5;
      y = focus[1]! + Math.sin(turn) * distance * 0.8;
      unplaced++;
    }
    x += (random() - 0.5) * jitter;
    y += (random() - 0.5) * jitter;
    const rings = Math.max(4, Math.min(count > 4 ? 6 : 9, Math.round(source.rings) + 1));
    const start = first * grow * (0.8 + random() * 0.4);
    const gap = step * grow * (0.9 + random() * 0.25) * (count > 4 ? 0.85 : 1);
    const turn = (subject.day ?? random() * 31) * (TAU / 31) * 0.25 + random() * 0.6 - 0.3;
    return {
      source,
      centre: [x, y] as const,
      wobble: { phases: [random() * TAU, random() * TAU, random() * TAU] as const, turn },
      rings,
      radii: Array.from({ length: rings }, (_, ring) => start + ring * gap),
    };
  });
  if (canvas === "hero") return placed;
  if (canvas === "card" || canvas === "wide") return fitted(placed, width, height);
  // A portrait is shown in a circle or a small tile: its sources are centred on the canvas, wherever they are.
  const xs = placed.map((one) => one.centre[0]);
  const ys = placed.map((one) => one.centre[1]);
  const dx = width / 2 - (Math.min(...xs) + Math.max(...xs)) / 2;
  const dy = height / 2 - (Math.min(...ys) + Math.max(...ys)) / 2;
  return placed.map((one) => ({ ...one, centre: [one.centre[0] + dx, one.centre[1] + dy] as const }));
}

/** The margin a card keeps clear around its outer rings, in drawing units. */
const cardMargin = 28;

/**
 * A card shows its whole map: rings cut flat by the card's edge read as a cropping mistake, not as a map. When the
 * outer rings would run off the canvas, the map is scaled down around its own middle (centres and radii alike, so
 * the sources keep their places relative to each other) and then moved just enough to sit inside the margin.
 */
function fitted(placed: Placed[], width: number, height: number): Placed[] {
  const outline = placed.flatMap(({ source, centre, wobble, rings, radii }) =>
    ringPoints(domainOf[source.domain].form, centre, radii[rings - 1]!, rings - 1, wobble),
  );
  const xs = outline.map(([x]) => x);
  const ys = outline.map(([, y]) => y);
  const [left, right, top, bottom] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const factor = Math.min(
    1,
    (width - 2 * cardMargin) / (right - left),
    (height - 2 * cardMargin) / (bottom - top),
  );
  const middle = [(left + right) / 2, (top + bottom) / 2] as const;
  const half = [((right - left) / 2) * factor, ((bottom - top) / 2) * factor] as const;
  // Where the middle may sit so that the scaled map stays inside the margin on every side.
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  const to = [
    clamp(middle[0], cardMargin + half[0], width - cardMargin - half[0]),
    clamp(middle[1], cardMargin + half[1], height - cardMargin - half[1]),
  ] as const;
  if (factor === 1 && to[0] === middle[0] && to[1] === middle[1]) return placed;
  return placed.map((one) => ({
    ...one,
    centre: [
      to[0] + (one.centre[0] - middle[0]) * factor,
      to[1] + (one.centre[1] - middle[1]) * factor,
    ] as const,
    radii: one.radii.map((radius) => radius * factor),
  }));
}

/** The SVG of one field map. `band` is the hero's deep green band (no plate); cards are `light` or `dark`. */
export function drawField(subject: ArtSubject, canvas: Canvas, scheme: ArtScheme): string {
  const random = randomFor(subject.name);
  const { width, height } = canvasSize[canvas];
  const ground = grounds[scheme];
  const { line, node } = scale[canvas];
  const placed = place(subject, canvas, random);
  const id = canvas === "hero" ? "hero-art" : "art";
  const pale = scheme === "light";

  const defs: string[] = [
    `<pattern id="${id}-grid" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${ground.grid}"/></pattern>`,
  ];
  const layers: string[] = [];
  if (ground.plate) {
    const washTint = tints[domainOf[subject.sources[0]!.domain].tint];
    defs.push(
      `<linearGradient id="${id}-plate" x2="1" y2="1"><stop offset="0" stop-color="${ground.plate[0]}"/><stop offset="1" stop-color="${pale ? washTint.wash : ground.plate[1]}"/></linearGradient>`,
    );
    layers.push(`<rect width="${width}" height="${height}" fill="url(#${id}-plate)"/>`);
  }
  layers.push(
    `<rect width="${width}" height="${height}" fill="url(#${id}-grid)" opacity="${ground.gridOpacity}"/>`,
  );

  // Faint arcs between sources, in the order they sit from left to right: the work is one network.
  const ordered = [...placed].sort((a, b) => a.centre[0] - b.centre[0]);
  const arcs = ordered.slice(1).map((to, index) => {
    const from = ordered[index]!.centre;
    const [x2, y2] = to.centre;
    const lift = Math.hypot(x2 - from[0], y2 - from[1]) * 0.3;
    return `M${numbers([from[0], from[1]])}Q${numbers([(from[0] + x2) / 2, Math.min(from[1], y2) - lift, x2, y2])}`;
  });
  if (arcs.length > 0)
    layers.push(
      `<path d="${arcs.join("")}" fill="none" stroke="${ground.network}" stroke-opacity="0.45" stroke-width="${line * 0.6}" stroke-dasharray="${line * 2} ${line * 4}"/>`,
    );

  for (const { source, centre, wobble, rings, radii } of placed) {
    const { form, tint } = domainOf[source.domain];
    const colour = pale ? tints[tint].strong : tints[tint].light;
    const paths = radii.map((radius, ring) => {
      const points = ringPoints(form, centre, radius, ring, wobble);
      const d = straightSided(form) ? polygon(points) : smoothClosed(points);
      const fade = (1 - (ring / rings) * 0.55).toFixed(2);
      const dash = dotted(form, ring) ? ` stroke-dasharray="${line} ${line * 3}"` : "";
      // Every ring is washed with the tint, so the centre deepens like a contour map's summit.
      const fill = ` fill="${colour}" fill-opacity="${pale ? 0.07 : canvas === "hero" ? 0.035 : 0.07}"`;
      return `<path d="${d}" stroke-opacity="${fade}"${dash}${fill}/>`;
    });
    layers.push(
      `<g fill="none" stroke="${colour}" stroke-width="${line}" stroke-linejoin="round">${paths.join("")}</g>`,
    );
    if (nucleus(form))
      layers.push(
        `<circle cx="${round(centre[0])}" cy="${round(centre[1])}" r="${round(radii[0]! * 0.35)}" fill="${colour}" fill-opacity="0.5"/>`,
      );
  }

  // The network: nodes on the rings, each joined to its two nearest neighbours.
  const nodes: Point[] = placed.flatMap(({ source, centre, wobble, rings, radii }) => {
    const { form } = domainOf[source.domain];
    return Array.from({ length: source.nodes ?? 3 }, () => {
      const ring = 1 + Math.floor(random() * (rings - 1));
      return ringPointAt(form, centre, radii[ring]!, ring, wobble, random() * TAU);
    });
  });
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
      const [x1, y1] = nodes[a]!;
      const [x2, y2] = nodes[b]!;
      return `M${numbers([x1, y1])}L${numbers([x2, y2])}`;
    })
    .join("");
  if (edgePath)
    layers.push(
      `<path d="${edgePath}" stroke="${ground.network}" stroke-opacity="0.4" stroke-width="${line * 0.5}"/>`,
    );
  layers.push(
    `<g fill="${ground.network}" fill-opacity="${pale ? 0.85 : 0.75}">${nodes.map(([x, y]) => `<circle cx="${round(x)}" cy="${round(y)}" r="${node * 0.6}"/>`).join("")}</g>`,
  );

  // The one amber signal: on the first source's outer ring, at the subject's month.
  const first = placed[0]!;
  const angle = subject.month ? -Math.PI / 2 + ((subject.month - 1) / 12) * TAU : random() * TAU;
  const [sx, sy] = ringPointAt(
    domainOf[first.source.domain].form,
    first.centre,
    first.radii[first.rings - 1]!,
    first.rings - 1,
    first.wobble,
    angle,
  ).map(round) as [number, number];
  layers.push(
    `<circle cx="${sx}" cy="${sy}" r="${node * 2.6}" fill="${ground.signal}" fill-opacity="0.28"/><circle cx="${sx}" cy="${sy}" r="${node * 1.2}" fill="${ground.signal}" stroke="${ground.signalEdge}" stroke-width="${line * 0.8}"/>`,
  );

  const size = canvas !== "hero" ? ` width="${width / 2}" height="${height / 2}"` : "";
  return `<svg xmlns="http://www.w3.org/2000/svg"${size} viewBox="0 0 ${width} ${height}"><defs>${defs.join("")}</defs>${layers.join("")}</svg>`;
}
