// Where each place's name goes on a map drawn at build (project-map.ts): beside its dot when there is room, further
// out with a leader line when neighbours crowd it, never over another name, another dot or the map's edge. There is
// no browser at build to measure text, so widths are estimated from the characters, generously (see textWidth).

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelInput {
  /** The dot's position in the map's coordinates. */
  x: number;
  y: number;
  text: string;
  /** Dots of the same group (a project's places) may lie under the label's leader line. */
  group?: string;
}

export interface PlacedLabel extends LabelInput {
  /** The text's box; `anchor` and `baseline` say where to write it. */
  box: Box;
  anchor: "start" | "middle" | "end";
  /** The text's baseline (y of <text>) and x of <text>. */
  textX: number;
  textY: number;
  /** Set when the label sits away from its dot: a line from the dot to the box's nearest edge. */
  leader?: { x1: number; y1: number; x2: number; y2: number };
}

export interface PlacementOptions {
  width: number;
  height: number;
  fontSize: number;
  /** Radius of a dot plus its halo: no label covers any dot. */
  dotRadius: number;
  /** Space kept free at the map's edges. */
  margin?: number;
}

// Advance widths of Inter at 600, in ems, by kind of character, rounded up: a label is never wider than its box.
const NARROW = /[ijlrtf.,'’ ()-]/;
const WIDE = /[mwMW@]/;
const CAPITAL = /[A-ZÀ-Ý]/;

/** The estimated width of `text` at `fontSize`, a little wider than Inter draws it. */
export function textWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const character of text) {
    if (character === " ") ems += 0.3;
    else if (WIDE.test(character)) ems += 0.92;
    else if (NARROW.test(character)) ems += 0.36;
    else if (CAPITAL.test(character)) ems += 0.72;
    else ems += 0.6;
  }
  return ems * fontSize;
}

export const overlaps = (a: Box, b: Box, gap = 0) =>
  a.x < b.x + b.width + gap &&
  b.x < a.x + a.width + gap &&
  a.y < b.y + b.height + gap &&
  b.y < a.y + a.height + gap;

const circleHitsBox = (cx: number, cy: number, r: number, box: Box) => {
  const nearestX = Math.max(box.x, Math.min(cx, box.x + box.width));
  const nearestY = Math.max(box.y, Math.min(cy, box.y + box.height));
  return (cx - nearestX) ** 2 + (cy - nearestY) ** 2 < r * r;
};

// Directions around a dot, best first: right, left, then above and below, then the diagonals.
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, -1],
  [0, 1],
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
];

function candidate(label: LabelInput, dx: number, dy: number, distance: number, options: PlacementOptions) {
  const width = textWidth(label.text, options.fontSize);
  const height = options.fontSize * 1.25;
  // The box's point nearest the dot sits `distance` away in the direction (dx, dy).
  const cx = label.x + dx * distance;
  const cy = label.y + dy * distance;
  const x = dx > 0 ? cx : dx < 0 ? cx - width : cx - width / 2;
  const y = dy > 0 ? cy : dy < 0 ? cy - height : cy - height / 2;
  const box: Box = { x, y, width, height };
  const anchor: PlacedLabel["anchor"] = dx > 0 ? "start" : dx < 0 ? "end" : "middle";
  const textX = anchor === "start" ? x : anchor === "end" ? x + width : x + width / 2;
  // Baseline at about 80 % of the box: cap height plus a little.
  const textY = y + height * 0.78;
  return { box, anchor, textX, textY };
}

/** Whether the segment from (x1, y1) to (x2, y2) passes within `r` of (cx, cy). */
function segmentHitsCircle(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  cx: number,
  cy: number,
  r: number,
) {
  const length2 = (x2 - x1) ** 2 + (y2 - y1) ** 2;
  const t =
    length2 === 0 ? 0 : Math.max(0, Math.min(1, ((cx - x1) * (x2 - x1) + (cy - y1) * (y2 - y1)) / length2));
  return (x1 + t * (x2 - x1) - cx) ** 2 + (y1 + t * (y2 - y1) - cy) ** 2 < r * r;
}

/** The point of `box` nearest to (x, y): where a leader line meets the label. */
function nearestOnBox(x: number, y: number, box: Box) {
  return {
    x: Math.max(box.x, Math.min(x, box.x + box.width)),
    y: Math.max(box.y, Math.min(y, box.y + box.height)),
  };
}

/**
 * Places every label, the most crowded dots first (a map may have dots without names: `dots`). Each tries the eight directions at the dot's edge, then further
 * out (with a leader line that crosses no other dot) until one fits inside the map without touching a placed label or any dot. A label that
 * fits nowhere takes the spot with the least overlap, which the tests of every project's map would catch.
 */
export function placeLabels(
  labels: readonly LabelInput[],
  options: PlacementOptions,
  /** Every dot of the map, named or not: no label covers any. */
  dots: readonly { x: number; y: number; group?: string }[] = labels,
): PlacedLabel[] {
  const margin = options.margin ?? 4;
  const inside = (box: Box) =>
    box.x >= margin &&
    box.y >= margin &&
    box.x + box.width <= options.width - margin &&
    box.y + box.height <= options.height - margin;
  const gap = 2;
  const crowding = (label: LabelInput) =>
    labels.reduce(
      (sum, other) =>
        sum + (other === label ? 0 : 1 / (1 + Math.hypot(other.x - label.x, other.y - label.y))),
      0,
    );
  const order = [...labels].sort((a, b) => crowding(b) - crowding(a));
  const placed = new Map<LabelInput, PlacedLabel>();
  const boxes: Box[] = [];
  const near = options.dotRadius + 3;
  const distances = [near, near + 14, near + 28, near + 44, near + 64, near + 90];

  for (const label of order) {
    let best: { score: number; label: PlacedLabel } | undefined;
    for (const [ring, distance] of distances.entries()) {
      for (const [rank, [dx, dy]] of DIRECTIONS.entries()) {
        const spot = candidate(label, dx, dy, distance, options);
        const end = nearestOnBox(label.x, label.y, spot.box);
        // A leader line that runs through another dot would point at the wrong place.
        const crossed =
          ring > 0
            ? dots.filter(
                (dot) =>
                  (label.group === undefined
                    ? Math.hypot(dot.x - label.x, dot.y - label.y) > options.dotRadius
                    : dot.group !== label.group) &&
                  segmentHitsCircle(label.x, label.y, end.x, end.y, dot.x, dot.y, options.dotRadius),
              ).length
            : 0;
        const clashes =
          boxes.filter((box) => overlaps(box, spot.box, gap)).length +
          dots.filter((dot) => circleHitsBox(dot.x, dot.y, options.dotRadius + gap, spot.box)).length +
          (inside(spot.box) ? 0 : 1);
        // Fewer clashes first, then fewer dots crossed by the leader line, then closer to the dot, then the
        // preferred direction.
        const score = clashes * 1000 + crossed * 100 + ring * 10 + rank;
        if (!best || score < best.score) {
          best = {
            score,
            label: {
              ...label,
              ...spot,
              ...(ring > 0 ? { leader: { x1: label.x, y1: label.y, x2: end.x, y2: end.y } } : {}),
            },
          };
        }
      }
      if (best && best.score < 100) break;
    }
    placed.set(label, best!.label);
    boxes.push(best!.label.box);
  }
  return labels.map((label) => placed.get(label)!);
}
