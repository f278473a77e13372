// The real geography under a field map (docs/design.md, "Art direction"): land as a dot matrix and a faint
// graticule, from Natural Earth (world-atlas, the same atlas and projection as the project maps, ADR 0038), so the
// places a picture's rings sit on read as places. Build only: the SVG is drawn at prerender and by the endpoint.
import { geoDistance, geoEqualEarth, geoOrthographic, type GeoProjection } from "d3-geo";
import type { MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import { atlas } from "../geo/atlas.ts";
import { frame, type FrameOptions } from "../geo/frame.ts";
import type { LonLat } from "./places.ts";

/** Cells of the land mask per degree. */
const RESOLUTION = 2;
let mask: Uint8Array | undefined;

/**
 * Land at half-degree cells, filled once from the 1:110 million land polygons by scanlines: each ring's own row
 * spans, XORed into the mask, so holes and separate islands both come out right. A ring that crosses the
 * antimeridian (Chukotka, Fiji) is first made continuous in longitude and its spans wrapped back onto the map.
 */
function landMask(): Uint8Array {
  if (mask) return mask;
  const topology = atlas("110m");
  const land = feature(topology, topology.objects.land);
  const geometries = ("features" in land ? land.features : [land]).map(
    (each) => each.geometry as Polygon | MultiPolygon,
  );
  const rings: Position[][] = geometries.flatMap((geometry) =>
    geometry.type === "Polygon" ? geometry.coordinates : geometry.coordinates.flat(),
  );
  const columns = 360 * RESOLUTION;
  const rows = 180 * RESOLUTION;
  const filled = new Uint8Array(columns * rows);
  const fill = (row: number, from: number, to: number) => {
    const first = Math.ceil((from + 180) * RESOLUTION - 0.5);
    const last = Math.floor((to + 180) * RESOLUTION - 0.5);
    for (let column = first; column <= last; column++)
      filled[row * columns + (((column % columns) + columns) % columns)]! ^= 1;
  };
  for (const ring of rings) {
    // Continuous longitudes: a step of more than half the world is a wrap, not a jump across it.
    let shift = 0;
    const points = ring.map(([lon, lat], index) => {
      if (index > 0) {
        const step = lon! + shift - (ring[index - 1]![0]! + shift);
        if (step > 180) shift -= 360;
        else if (step < -180) shift += 360;
      }
      return [lon! + shift, lat!] as const;
    });
    const own = new Map<number, number[]>();
    for (let index = 0; index < points.length - 1; index++) {
      const [lon1, lat1] = points[index]!;
      const [lon2, lat2] = points[index + 1]!;
      if (lat1 === lat2) continue;
      const low = Math.min(lat1, lat2);
      const high = Math.max(lat1, lat2);
      const first = Math.max(0, Math.ceil((90 - high) * RESOLUTION - 0.5));
      const last = Math.min(rows - 1, Math.floor((90 - low) * RESOLUTION - 0.5));
      for (let row = first; row <= last; row++) {
        const lat = 90 - (row + 0.5) / RESOLUTION;
        if (lat < low || lat >= high) continue;
        const xs = own.get(row) ?? [];
        xs.push(lon1 + ((lat - lat1) * (lon2 - lon1)) / (lat2 - lat1));
        own.set(row, xs);
      }
    }
    for (const [row, xs] of own) {
      // A ring that does not close in longitude (Antarctica, round the pole) leaves a row odd: not drawn.
      if (xs.length % 2 === 1) continue;
      xs.sort((x1, x2) => x1 - x2);
      for (let pair = 0; pair + 1 < xs.length; pair += 2) fill(row, xs[pair]!, xs[pair + 1]!);
    }
  }
  mask = filled;
  return mask;
}

/** Whether a point is on land (at half a degree). */
export function isLand([lon, lat]: LonLat): boolean {
  const column = Math.floor((((((lon + 180) % 360) + 360) % 360) * RESOLUTION) % (360 * RESOLUTION));
  const row = Math.floor((90 - lat) * RESOLUTION);
  if (row < 0 || row >= 180 * RESOLUTION) return false;
  return landMask()[row * 360 * RESOLUTION + column] === 1;
}

type Invert = (point: [number, number]) => LonLat | null | undefined;
const round = Math.round;

/**
 * Land as a matrix of dots `pitch` units apart, inside `width` by `height` (and `inside`, when given): one path of
 * short runs, drawn with round caps and a dash as long as the pitch, so each run is a row of dots. A dot map is
 * light (a few hundred bytes) and reads at once as a map of the world.
 */
export function landDots(
  invert: Invert,
  width: number,
  height: number,
  pitch: number,
  inside: (x: number, y: number) => boolean = () => true,
): string {
  let d = "";
  const offset = pitch / 2;
  for (let y = offset; y < height; y += pitch) {
    let start: number | undefined;
    for (let x = offset; x <= width + pitch; x += pitch) {
      const where = x < width && inside(x, y) ? invert([x, y]) : undefined;
      const land = where ? isLand(where) : false;
      if (land && start === undefined) start = x;
      if (!land && start !== undefined) {
        d += `M${round(start)} ${round(y)}h${round(x - pitch - start)}`;
        start = undefined;
      }
    }
  }
  return d;
}

/** The stroke of a land-dot path: one dot per `pitch`. */
export const dotStroke = (pitch: number, size: number) =>
  `stroke-width="${size}" stroke-linecap="round" stroke-dasharray="0 ${pitch}"`;

/**
 * The lines of latitude and longitude every `step` degrees through `projection`, as path data: each line sampled
 * every `step / 2` degrees and written as a polyline (smooth enough for a faint rule, and a few hundred bytes where
 * d3's graticule, followed point by point, is kilobytes). Only what falls on the drawing (`bounds`) is written, and
 * on a globe only the near side (`visible`).
 */
export function graticule(
  projection: GeoProjection,
  step: number,
  bounds: { width: number; height: number },
  visible: (point: LonLat) => boolean = () => true,
  flatParallels = false,
): string {
  const pad = 40;
  const onCanvas = ([x, y]: [number, number]) =>
    x > -pad && y > -pad && x < bounds.width + pad && y < bounds.height + pad;
  const lines: LonLat[][] = [];
  const sample = Math.min(15, step / 2);
  for (let lon = -180; lon < 180; lon += step) {
    const line: LonLat[] = [];
    for (let lat = -60; lat <= 75; lat += 15) line.push([lon, lat]);
    lines.push(line);
  }
  let d = "";
  for (let lat = -60; lat <= 75; lat += step) {
    if (flatParallels) {
      // Equal Earth, unturned in latitude, draws parallels as straight lines: one rule across the drawing.
      const at = projection([projection.rotate()[0] * -1, lat]);
      if (at && at[1] > 0 && at[1] < bounds.height) d += `M0 ${round(at[1])}H${bounds.width}`;
      continue;
    }
    const line: LonLat[] = [];
    for (let lon = -180; lon <= 180; lon += sample) line.push([lon, lat]);
    lines.push(line);
  }
  for (const line of lines) {
    let last: [number, number] | undefined;
    for (const point of line) {
      const projected = visible(point) ? projection(point as [number, number]) : null;
      if (!projected || !onCanvas(projected)) {
        last = undefined;
        continue;
      }
      const at: [number, number] = [round(projected[0]), round(projected[1])];
      // Relative steps after the first point: shorter numbers.
      d += last ? `l${at[0] - last[0]} ${at[1] - last[1]}` : `M${at[0]} ${at[1]}`;
      last = at;
    }
  }
  return d.replace(/ -/g, "-");
}
/** A card's map: an Equal Earth projection (the project maps' own) fitted to the places, with room for the rings. */
export function fittedProjection(
  places: readonly LonLat[],
  width: number,
  height: number,
  margin: number,
  options: FrameOptions,
): GeoProjection {
  const area = frame(
    places.map(([lon, lat]) => ({ lon, lat })),
    options,
  );
  const lons = places.map(([lon]) => lon);
  const centre = (Math.max(...lons) + Math.min(...lons)) / 2;
  return geoEqualEarth()
    .rotate([-centre, 0])
    .fitExtent(
      [
        [margin, margin],
        [width - margin, height - margin],
      ],
      area,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);
}

/** A small globe seen from above `at`, of radius `radius`, centred on (cx, cy), and what of it faces us. */
export function globe(at: LonLat, cx: number, cy: number, radius: number) {
  const centre: LonLat = [at[0], at[1] * 0.6];
  const projection = geoOrthographic()
    .rotate([-centre[0], -centre[1]])
    .scale(radius)
    .translate([cx, cy])
    .clipAngle(90);
  const visible = (point: LonLat) =>
    geoDistance(point as [number, number], centre as [number, number]) < Math.PI / 2 - 0.05;
  return { projection, visible };
}

/** The graticule step that suits a map `degrees` wide: a few lines across, never a mesh. */
export const graticuleStep = (degrees: number) => (degrees > 150 ? 30 : degrees > 60 ? 15 : 10);
