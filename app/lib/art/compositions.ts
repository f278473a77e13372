// The layouts of the card pictures, one per kind of content (docs/design.md, "Art direction"). Each uses the same
// layers (layers.ts) and the same palette, so every picture is recognisably ours, but lays them out so that what the
// picture is of shows at a glance: the places on a real map, a lens over one place, frames of a film, a
// conversation, a chain of steps, a person's mark.
import type { GeoProjection } from "d3-geo";
import { dotStroke, fittedProjection, globe, graticule, graticuleStep, landDots } from "./geography.ts";
import {
  arcLayer,
  canvasSize,
  dotGrid,
  ground,
  monthAngle,
  networkLayer,
  numbers,
  placeAt,
  plateLayer,
  pointOn,
  ringColour,
  ringLayer,
  round,
  signalAt,
  svgOf,
  TAU,
  type ArtSource,
  type ArtSubject,
  type Canvas,
  type Placed,
  type Point,
  type Style,
} from "./layers.ts";
import type { ArtScheme } from "./palette.ts";
import type { LonLat } from "./places.ts";

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

interface Drawing {
  defs: string[];
  layers: string[];
}

function begin(subject: ArtSubject, canvas: Canvas, scheme: ArtScheme, grid: boolean): Drawing {
  const { width, height } = canvasSize[canvas];
  const plate = plateLayer("art", width, height, subject.tint ?? subject.sources[0]!.domain, scheme);
  const drawing: Drawing = { defs: [plate.defs], layers: [plate.layer] };
  if (grid) {
    const paper = dotGrid("art", width, height, scheme);
    drawing.defs.push(paper.defs);
    drawing.layers.push(paper.layer);
  }
  return drawing;
}

const finish = (drawing: Drawing, canvas: Canvas) => {
  const { width, height } = canvasSize[canvas];
  return svgOf(width, height, drawing.defs.join(""), drawing.layers.join(""), true);
};

/** Land dots and graticule of a projection over the whole canvas, faint: the ground of a map. */
function geographyLayer(
  projection: GeoProjection,
  width: number,
  height: number,
  style: Style,
  step: number,
) {
  const { grid } = ground(style.scheme);
  const pitch = 16;
  const dots = landDots((point) => projection.invert?.(point) as LonLat | null, width, height, pitch);
  const lines = graticule(projection, step, { width, height }, undefined, true);
  return (
    (lines
      ? `<path d="${lines}" fill="none" stroke="${grid}" stroke-opacity="0.2" stroke-width="1.5"/>`
      : "") +
    (dots
      ? `<path d="${dots}" fill="none" stroke="${grid}" stroke-opacity="${style.scheme === "light" ? 0.3 : 0.26}" ${dotStroke(pitch, 6)}/>`
      : "")
  );
}

/**
 * Projects, events, past events: the places on a real map. An Equal Earth projection fitted to the places (one place
 * shows its region, places on three continents a strip of the world), land as dots, a graticule; rings at each
 * place, the first ringed by the item's figure, arcs between them, the signal at the item's month.
 */
export function mapComposition(
  subject: ArtSubject,
  canvas: Canvas,
  style: Style,
  random: () => number,
): string {
  const { width, height } = canvasSize[canvas];
  const sources = subject.sources.filter((source) => source.at);
  if (sources.length === 0) return freeComposition(subject, canvas, style, random);
  const drawing = begin(subject, canvas, style.scheme, false);
  const rings = (source: ArtSource, index: number) =>
    index === 0 ? clamp(Math.round(source.rings) + 1, 3, 7) : clamp(Math.round(source.rings), 2, 5);
  const first = 16;
  const step = 14;
  const margin = first + step * 7 + 16;
  const places = sources.map((source) => source.at!);
  const projection = fittedProjection(places, width, height, margin, {
    minLon: canvas === "wide" ? 60 : 40,
    minLat: 25,
    growLon: 1.4,
    growLat: 1.6,
  });
  const lons = places.map(([lon]) => lon);
  drawing.layers.push(
    geographyLayer(
      projection,
      width,
      height,
      style,
      graticuleStep(Math.max(...lons) - Math.min(...lons) + 40),
    ),
  );
  const placed = sources.map((source, index) =>
    placeAt(
      source,
      projection(source.at as [number, number])!,
      rings(source, index),
      first,
      step,
      random,
      subject.day,
    ),
  );
  drawing.layers.push(arcLayer(placed, style));
  for (const one of placed) drawing.layers.push(ringLayer(one, style));
  drawing.layers.push(networkLayer(placed, style, random));
  const lead = placed[0]!;
  drawing.layers.push(signalAt(pointOn(lead, lead.rings - 1, monthAngle(subject.month, random)), style));
  return finish(drawing, canvas);
}

/**
 * A picture of sources without places: on the dot grid, spread on a golden-angle spiral around the middle, scaled
 * to stay whole inside the card. Not a map, so no land is drawn under it.
 */
function freeComposition(subject: ArtSubject, canvas: Canvas, style: Style, random: () => number): string {
  const { width, height } = canvasSize[canvas];
  const drawing = begin(subject, canvas, style.scheme, true);
  const count = subject.sources.length;
  const spin = random() * TAU;
  const placed = subject.sources.map((source, index) => {
    const turn = spin + index * 2.39996;
    const distance = 110 * Math.sqrt(index + (count > 1 ? 0.6 : 0));
    const centre: Point = [
      width / 2 + Math.cos(turn) * distance * 1.5,
      height / 2 + Math.sin(turn) * distance * 0.8,
    ];
    return placeAt(source, centre, clamp(Math.round(source.rings) + 1, 3, 7), 30, 26, random, subject.day);
  });
  const fit = fitInside(placed, width, height, 28);
  for (const one of fit) drawing.layers.push(ringLayer(one, style));
  drawing.layers.push(networkLayer(fit, style, random));
  const lead = fit[0]!;
  drawing.layers.push(signalAt(pointOn(lead, lead.rings - 1, monthAngle(subject.month, random)), style));
  return finish(drawing, canvas);
}

/** Scales placed sources about their middle (centres and radii) so their outer rings stay `margin` inside. */
function fitInside(placed: readonly Placed[], width: number, height: number, margin: number): Placed[] {
  const extent = placed.map((one) => ({ centre: one.centre, reach: one.radii.at(-1)! * 1.3 }));
  const left = Math.min(...extent.map(({ centre, reach }) => centre[0] - reach));
  const right = Math.max(...extent.map(({ centre, reach }) => centre[0] + reach));
  const top = Math.min(...extent.map(({ centre, reach }) => centre[1] - reach));
  const bottom = Math.max(...extent.map(({ centre, reach }) => centre[1] + reach));
  const factor = Math.min(1, (width - 2 * margin) / (right - left), (height - 2 * margin) / (bottom - top));
  const middle = [(left + right) / 2, (top + bottom) / 2] as const;
  return placed.map((one) => ({
    ...one,
    centre: [
      width / 2 + (one.centre[0] - middle[0]) * factor,
      height / 2 + (one.centre[1] - middle[1]) * factor,
    ] as const,
    radii: one.radii.map((radius) => radius * factor),
  }));
}

/**
 * Articles: a lens over one place. A round lens holds a close-up of the article's field (its category's rings, one
 * per minute of reading), and a small globe beside it, turned to the place the article is about, marks that place;
 * two lines join the mark to the lens, as a magnified detail is joined to its map. The lens sits left or right by the
 * day of publication; the signal, at the month, is on the close-up.
 */
export function lensComposition(
  subject: ArtSubject,
  canvas: Canvas,
  style: Style,
  random: () => number,
): string {
  const { width, height } = canvasSize[canvas];
  const drawing = begin(subject, canvas, style.scheme, true);
  const source = subject.sources[0]!;
  const places = subject.sources.flatMap((each) => (each.at ? [each.at] : []));
  const onLeft = (subject.day ?? Math.floor(random() * 31)) % 2 === 0;
  const radius = height * 0.4;
  const centre: Point = [width / 2 + (onLeft ? -1 : 1) * (places.length ? width * 0.15 : 0), height / 2];
  const { network } = ground(style.scheme);
  const colour = ringColour(source.domain, style);

  if (places.length) {
    const globeRadius = height * 0.19;
    const globeCentre: Point = [
      width / 2 + (onLeft ? 1 : -1) * width * 0.3,
      height / 2 + (random() - 0.5) * height * 0.25,
    ];
    const { projection, visible } = globe(places[0]!, globeCentre[0], globeCentre[1], globeRadius);
    const inside = (x: number, y: number) =>
      Math.hypot(x - globeCentre[0], y - globeCentre[1]) < globeRadius - 2;
    const dots = landDots((point) => projection.invert?.(point) as LonLat | null, width, height, 10, inside);
    const lines = graticule(projection, 30, { width, height }, visible);
    drawing.layers.push(
      `<circle cx="${round(globeCentre[0])}" cy="${round(globeCentre[1])}" r="${round(globeRadius)}" fill="${colour}" fill-opacity="0.06" stroke="${network}" stroke-opacity="0.45" stroke-width="${style.line * 0.8}"/>`,
      lines
        ? `<path d="${lines}" fill="none" stroke="${network}" stroke-opacity="0.2" stroke-width="1.2"/>`
        : "",
      dots
        ? `<path d="${dots}" fill="none" stroke="${network}" stroke-opacity="0.45" ${dotStroke(10, 5)}/>`
        : "",
    );
    const marks = places
      .filter(visible)
      .map((place) => projection(place as [number, number]))
      .filter((point): point is [number, number] => point !== null);
    const mark = marks[0] ?? globeCentre;
    // The two tangents from the mark to the lens's rim: the magnifier's cone.
    const dx = centre[0] - mark[0];
    const dy = centre[1] - mark[1];
    const distance = Math.hypot(dx, dy);
    const towards = Math.atan2(-dy, -dx);
    const spread = Math.acos(clamp(radius / distance, -1, 1));
    const tangents = [towards - spread, towards + spread].map(
      (angle) => [centre[0] + Math.cos(angle) * radius, centre[1] + Math.sin(angle) * radius] as const,
    );
    drawing.layers.push(
      `<path d="${tangents.map((point) => `M${numbers(mark)}L${numbers(point)}`).join("")}" stroke="${network}" stroke-opacity="0.35" stroke-width="${style.line * 0.6}"/>`,
      `<g fill="${colour}">${marks.map(([x, y], index) => `<circle cx="${round(x)}" cy="${round(y)}" r="${index === 0 ? 9 : 6}"/>`).join("")}</g>`,
    );
  }

  // The close-up, clipped to the lens.
  const count = clamp(Math.round(source.rings) + 4, 6, 12);
  const offset: Point = [(random() - 0.5) * radius * 0.6, (random() - 0.5) * radius * 0.5];
  const core: Point = [centre[0] + offset[0], centre[1] + offset[1]];
  const reach = radius * 1.05 - Math.hypot(offset[0], offset[1]) * 0.2;
  const placed = placeAt(
    { ...source, nodes: 4 },
    core,
    count,
    reach / count,
    (reach * 0.92) / count,
    random,
    subject.day,
  );
  drawing.defs.push(
    `<clipPath id="art-lens"><circle cx="${round(centre[0])}" cy="${round(centre[1])}" r="${round(radius)}"/></clipPath>`,
  );
  drawing.layers.push(
    `<circle cx="${round(centre[0])}" cy="${round(centre[1])}" r="${round(radius)}" fill="${colour}" fill-opacity="${style.scheme === "light" ? 0.05 : 0.08}"/>`,
    `<g clip-path="url(#art-lens)">${ringLayer(placed, style, { fade: 0.4, wash: 0.04 })}${networkLayer([placed], style, random)}</g>`,
    `<circle cx="${round(centre[0])}" cy="${round(centre[1])}" r="${round(radius)}" fill="none" stroke="${network}" stroke-opacity="0.55" stroke-width="${style.line * 1.2}"/>`,
  );
  // The signal on the outermost ring that lies wholly inside the lens.
  const inner = Math.max(
    0,
    placed.radii.findLastIndex((ring) => ring * 1.25 + Math.hypot(...offset) < radius),
  );
  drawing.layers.push(signalAt(pointOn(placed, inner, monthAngle(subject.month, random)), style));
  return finish(drawing, canvas);
}

/**
 * Videos: a strip of film, one frame per minute, the field growing a ring a frame and drifting as it plays; the
 * sprocket holes are a dashed rule along each edge. The signal is in the last frame.
 */
export function sequenceComposition(
  subject: ArtSubject,
  canvas: Canvas,
  style: Style,
  random: () => number,
): string {
  const { width, height } = canvasSize[canvas];
  const drawing = begin(subject, canvas, style.scheme, true);
  const source = subject.sources[0]!;
  const { network } = ground(style.scheme);
  const frames = clamp(Math.round(subject.beats?.[0] ?? 4), 3, 7);
  const top = height * 0.2;
  const bottom = height * 0.8;
  const left = width * 0.05;
  const right = width * 0.95;
  const frameWidth = (right - left) / frames;
  const drift: Point = [(random() - 0.5) * frameWidth * 0.3, (random() - 0.5) * (bottom - top) * 0.25];
  const strip = `M${numbers([left, top])}H${round(right)}M${numbers([left, bottom])}H${round(right)}${Array.from(
    { length: frames + 1 },
    (_, index) => `M${numbers([left + index * frameWidth, top])}V${round(bottom)}`,
  ).join("")}`;
  drawing.layers.push(
    `<rect x="${round(left)}" y="${round(top)}" width="${round(right - left)}" height="${round(bottom - top)}" fill="${network}" fill-opacity="${style.scheme === "light" ? 0.05 : 0.1}"/>`,
    `<path d="${strip}" fill="none" stroke="${network}" stroke-opacity="0.4" stroke-width="${style.line}"/>`,
    `<path d="M${numbers([left + 8, top + 22])}H${round(right)}M${numbers([left + 8, bottom - 22])}H${round(right)}" stroke="${network}" stroke-opacity="0.3" stroke-width="14" stroke-dasharray="14 22"/>`,
  );
  const inner = (bottom - top - 70) / 2;
  const placedFrames = Array.from({ length: frames }, (_, index) => {
    const rings = clamp(index + 2, 2, 8);
    const progress = frames > 1 ? index / (frames - 1) : 0;
    const centre: Point = [
      left + (index + 0.5) * frameWidth + drift[0] * (progress - 0.5),
      (top + bottom) / 2 + drift[1] * (progress - 0.5),
    ];
    const step = Math.min(frameWidth * 0.4, inner) / (rings + 0.5);
    return placeAt({ ...source, nodes: 1 }, centre, rings, step, step, random, subject.day);
  });
  placedFrames.forEach((one, index) => {
    const clip = `art-frame-${index}`;
    drawing.defs.push(
      `<clipPath id="${clip}"><rect x="${round(left + index * frameWidth)}" y="${round(top + 40)}" width="${round(frameWidth)}" height="${round(bottom - top - 80)}"/></clipPath>`,
    );
    drawing.layers.push(`<g clip-path="url(#${clip})">${ringLayer(one, style)}</g>`);
  });
  const last = placedFrames.at(-1)!;
  drawing.layers.push(signalAt(pointOn(last, last.rings - 1, monthAngle(subject.month, random)), style));
  return finish(drawing, canvas);
}

/**
 * Interviews: a conversation. The collective's field (brand green, small) and the interviewee's (their domain, ringed
 * by the interview's length) lean towards each other; under them the interview itself, turn by turn: a waveform
 * when it was spoken (video, podcast), lines of text when written, one mark per turn as long as the turn.
 */
export function dialogueComposition(
  subject: ArtSubject,
  canvas: Canvas,
  style: Style,
  random: () => number,
): string {
  const { width, height } = canvasSize[canvas];
  const drawing = begin(subject, canvas, style.scheme, true);
  const guest = subject.sources[0]!;
  const host: ArtSource = { domain: "Collective", rings: 3, nodes: 2 };
  const lean = (random() - 0.5) * height * 0.12;
  const guestRings = clamp(Math.round(guest.rings) + 2, 3, 8);
  const placedGuest = placeAt(
    guest,
    [width * 0.6, height * 0.4 + lean],
    guestRings,
    30,
    20,
    random,
    subject.day,
  );
  const placedHost = placeAt(host, [width * 0.3, height * 0.42 - lean], 3, 26, 20, random, subject.day);
  drawing.layers.push(
    arcLayer([placedHost, placedGuest], style),
    ringLayer(placedHost, style),
    ringLayer(placedGuest, style),
    networkLayer([placedHost, placedGuest], style, random),
  );
  const turns = subject.beats?.length ? subject.beats : [3, 2, 4];
  const total = turns.reduce((sum, turn) => sum + turn, 0);
  const left = width * 0.1;
  const span = width * 0.8;
  const base = height * 0.82;
  const hostColour = ringColour("Collective", style);
  const guestColour = ringColour(guest.domain, style);
  let x = left;
  const marks: { colour: string; d: string }[] = [];
  turns.forEach((turn, index) => {
    const length = (turn / total) * span;
    const colour = index % 2 === 0 ? hostColour : guestColour;
    let d = "";
    if (subject.spoken) {
      // Bars of the waveform, 10 units apart, their heights seeded within the turn.
      for (let bar = x + 5; bar < x + length - 5; bar += 10) {
        const tall = 8 + random() * 46 * (index % 2 === 0 ? 0.6 : 1);
        d += `M${numbers([bar, base - tall / 2])}v${round(tall)}`;
      }
    } else {
      // Lines of text: the turn set as a short paragraph, its last line shorter.
      const lines = Math.max(1, Math.round(turn / 2));
      for (let line = 0; line < lines; line++) {
        const long = line === lines - 1 ? length * (0.4 + random() * 0.4) : length - 12;
        d += `M${numbers([x + 4, base - 24 + line * 14])}h${round(long)}`;
      }
    }
    marks.push({ colour, d });
    x += length;
  });
  for (const { colour, d } of marks)
    drawing.layers.push(
      `<path d="${d}" stroke="${colour}" stroke-opacity="0.7" stroke-width="${subject.spoken ? 5 : 6}" stroke-linecap="round"/>`,
    );
  drawing.layers.push(
    signalAt(pointOn(placedGuest, placedGuest.rings - 1, monthAngle(subject.month, random)), style),
  );
  return finish(drawing, canvas);
}

/**
 * Services: a chain of steps along a gentle wave, one station per deliverable, each a ring wider than the last:
 * the work delivered in order. The signal is at the last station.
 */
export function processComposition(
  subject: ArtSubject,
  canvas: Canvas,
  style: Style,
  random: () => number,
): string {
  const { width, height } = canvasSize[canvas];
  const drawing = begin(subject, canvas, style.scheme, true);
  const source = subject.sources[0]!;
  const steps = clamp(Math.round(subject.beats?.[0] ?? source.rings), 3, 7);
  const waves = 0.5 + random() * 0.9;
  const phase = random() * TAU;
  const amplitude = height * (0.12 + random() * 0.1);
  const left = width * 0.1;
  const right = width * 0.9;
  const at = (t: number): Point => [
    left + (right - left) * t,
    height * 0.5 + Math.sin(phase + t * TAU * waves) * amplitude,
  ];
  const path = Array.from({ length: 41 }, (_, index) => at(index / 40));
  drawing.layers.push(
    `<path d="M${path.map((point) => numbers(point)).join("L")}" fill="none" stroke="${ground(style.scheme).network}" stroke-opacity="0.45" stroke-width="${style.line * 0.8}" stroke-dasharray="${style.line * 2} ${style.line * 3}"/>`,
  );
  const gap = Math.min(14, ((right - left) / steps) * 0.09);
  const placed = Array.from({ length: steps }, (_, index) =>
    placeAt({ ...source, nodes: 1 }, at((index + 0.5) / steps), index + 1, 12, gap, random, subject.day),
  );
  for (const one of placed) drawing.layers.push(ringLayer(one, style));
  drawing.layers.push(networkLayer(placed, style, random));
  const last = placed.at(-1)!;
  drawing.layers.push(signalAt(pointOn(last, last.rings - 1, monthAngle(subject.month, random)), style));
  return finish(drawing, canvas);
}

/**
 * A person's or a partner's mark (square, no plate): the fields of their work in one colour, their tint, sweeping in
 * from a corner chosen by the seed, so the initials set over the middle (PersonMark) stay clear. No signal: a mark
 * is a duotone of the tile's wash and this tint.
 */
export function markComposition(
  subject: ArtSubject,
  canvas: Canvas,
  style: Style,
  random: () => number,
): string {
  const { width, height } = canvasSize[canvas];
  const corner = Math.floor(random() * 4);
  const anchor: Point = [
    corner % 2 === 0 ? width * 0.86 : width * 0.14,
    corner < 2 ? height * 0.86 : height * 0.14,
  ];
  const spread = subject.sources.length;
  const placed = subject.sources.map((source, index) => {
    const angle = (corner * Math.PI) / 2 + Math.PI * 1.25 + (index - (spread - 1) / 2) * 0.7;
    const distance = index === 0 ? 0 : 70 + random() * 40;
    const centre: Point = [anchor[0] + Math.cos(angle) * distance, anchor[1] + Math.sin(angle) * distance];
    return placeAt(
      { ...source, nodes: 1 },
      centre,
      clamp(Math.round(source.rings) + 2 - index, 3, 7),
      index === 0 ? 40 : 22,
      index === 0 ? 34 : 20,
      random,
    );
  });
  const layers = placed.map((one) => ringLayer(one, style, { wash: 0.05, opacity: 0.6 }));
  return svgOf(width, height, "", layers.join(""), true);
}

/** Every composition by name. */
export const compositions = {
  map: mapComposition,
  lens: lensComposition,
  sequence: sequenceComposition,
  dialogue: dialogueComposition,
  process: processComposition,
  mark: markComposition,
} as const;
