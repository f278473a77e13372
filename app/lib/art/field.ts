// Draws one field map (docs/design.md, "Art direction") as an SVG string. A card picture is laid out by its
// composition (compositions.ts: a map, a lens, a film strip, a conversation, a chain of steps, a mark); a page's hero
// is the map of what the page lists, drawn on the deep green band: its sources at their places on one shared
// equirectangular window over the land, a network joining them and one amber signal. Pure and deterministic: the
// same subject draws the same bytes, so builds are reproducible and the pictures can be drawn at prerender (heroes,
// inline) or by the endpoint (card files).
import { compositions, markComposition } from "./compositions.ts";
import { dotStroke, landDots } from "./geography.ts";
import {
  arcLayer,
  canvasSize,
  ground,
  monthAngle,
  networkLayer,
  placeAt,
  pointOn,
  ringLayer,
  signalAt,
  svgOf,
  TAU,
  type Canvas,
  type ArtSubject,
  type Placed,
  type Style,
} from "./layers.ts";
import type { ArtScheme } from "./palette.ts";
import { randomFor } from "./random.ts";

export type { ArtSource, ArtSubject, Canvas, Composition } from "./layers.ts";
export { canvasSize } from "./layers.ts";

/** Where the hero's map window (longitude −100…110, latitude 60…−40) sits on the band, as fractions of its size. */
const heroWindow = { left: 0.4, right: 1.02, top: 0.12, bottom: 0.88 };

const heroX = (lon: number) =>
  canvasSize.hero.width * (heroWindow.left + ((lon + 100) / 210) * (heroWindow.right - heroWindow.left));
const heroY = (lat: number) =>
  canvasSize.hero.height * (heroWindow.top + ((60 - lat) / 100) * (heroWindow.bottom - heroWindow.top));
const heroLonLat = (x: number, y: number) =>
  [
    ((x / canvasSize.hero.width - heroWindow.left) / (heroWindow.right - heroWindow.left)) * 210 - 100,
    60 - ((y / canvasSize.hero.height - heroWindow.top) / (heroWindow.bottom - heroWindow.top)) * 100,
  ] as const;

/**
 * A page's hero: one source per thing the page lists. When most of them have a place, the hero is a map: they sit at
 * their places on the band's map window, over the land drawn as dots. Otherwise it is not a map: no land, and the
 * sources without a place on a golden-angle spiral around the band's focus.
 */
function drawHero(whole: ArtSubject, random: () => number): string {
  const { width, height } = canvasSize.hero;
  const style: Style = { scheme: "band", line: 2.4, node: 5 };
  const { grid, gridOpacity } = ground("band");
  // A page whose things mostly have places is drawn as a map: those things at their places over the land, the
  // others left out (a ring at a made-up spot on a map would claim a place). Otherwise no land is drawn.
  const placedCount = whole.sources.filter((source) => source.at).length;
  const isMap = placedCount > 0 && placedCount * 2 >= whole.sources.length;
  const subject = isMap ? { ...whole, sources: whole.sources.filter((source) => source.at) } : whole;
  const count = subject.sources.length;
  const grow = count <= 2 ? 2.2 : count <= 4 ? 1.6 : 1.15;
  const spin = random() * TAU;
  let unplaced = 0;
  const placed: Placed[] = subject.sources.map((source) => {
    let x: number;
    let y: number;
    if (source.at) {
      x = heroX(source.at[0]) + (random() - 0.5) * 16;
      y = heroY(source.at[1]) + (random() - 0.5) * 16;
    } else {
      const turn = spin + unplaced * 2.39996 + random() * 0.5;
      const distance = 150 * Math.sqrt(unplaced + (count > 1 ? 0.6 : 0));
      x = width * 0.72 + Math.cos(turn) * distance * 1.5 + (random() - 0.5) * 80;
      y = height * 0.5 + Math.sin(turn) * distance * 0.8 + (random() - 0.5) * 80;
      unplaced++;
    }
    const rings = Math.max(4, Math.min(count > 4 ? 6 : 9, Math.round(source.rings) + 1));
    // A source with a place keeps its rings tight, so the land around it shows and the place reads as a place.
    if (source.at) return placeAt(source, [x, y], Math.min(rings, 6), 16, 13, random, subject.day);
    return placeAt(source, [x, y], rings, 30 * grow, 30 * grow * (count > 4 ? 0.85 : 1), random, subject.day);
  });
  const defs = `<pattern id="hero-art-grid" width="32" height="32" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${grid}"/></pattern>`;
  const layers: string[] = [];
  if (isMap) {
    // The map's ground: land as dots on the shared window, so the rings' places read as places.
    const dots = landDots(([x, y]) => heroLonLat(x, y), width, height, 16);
    layers.push(`<path d="${dots}" fill="none" stroke="${grid}" stroke-opacity="0.3" ${dotStroke(16, 5)}/>`);
  } else {
    layers.push(
      `<rect width="${width}" height="${height}" fill="url(#hero-art-grid)" opacity="${gridOpacity}"/>`,
    );
  }
  layers.push(arcLayer(placed, style));
  for (const one of placed) layers.push(ringLayer(one, style));
  layers.push(networkLayer(placed, style, random));
  const lead = placed[0]!;
  layers.push(signalAt(pointOn(lead, lead.rings - 1, monthAngle(subject.month, random)), style));
  return svgOf(width, height, isMap ? "" : defs, layers.join(""), false);
}

/** The SVG of one field map. `band` is the hero's deep green band (no plate); cards are `light` or `dark`. */
export function drawField(subject: ArtSubject, canvas: Canvas, scheme: ArtScheme): string {
  const random = randomFor(subject.name);
  if (canvas === "hero") return drawHero(subject, random);
  if (canvas === "portrait")
    return markComposition(subject, canvas, { scheme, line: 8, node: 10, tint: subject.tint }, random);
  const style: Style = { scheme, line: 3, node: 7 };
  return compositions[subject.composition ?? "map"](subject, canvas, style, random);
}
