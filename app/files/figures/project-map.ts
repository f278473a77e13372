// The map of a project page (ADR 0038): the project's places on a real map, drawn at build into an SVG string with
// d3-geo from Natural Earth (world-atlas, TopoJSON read with topojson-client), with each place named. No JavaScript
// reaches the browser; colours are Tailwind classes on the elements, so the map follows the light and dark schemes.
import { geoBounds, geoEqualEarth, geoPath, type GeoPermissibleObjects } from "d3-geo";
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { mesh } from "topojson-client";
import type { ProjectPlace } from "../../content/schema.ts";
import { atlas, countriesOf, thinned } from "../../lib/geo/atlas.ts";
import { frame, overviewFrame, projectFrame, type FrameOptions } from "../../lib/geo/frame.ts";
import { placeLabels, type PlacedLabel } from "./label-placement.ts";

export interface MapSize {
  width: number;
  height: number;
  /** Of the place names. */
  fontSize: number;
}

/** The map on a wide screen and on a phone: each drawn for its size, so its names stay legible. */
export const MAP_SIZES = {
  wide: { width: 720, height: 380, fontSize: 14 },
  narrow: { width: 360, height: 300, fontSize: 13 },
} as const satisfies Record<string, MapSize>;

export interface ProjectMap {
  svg: string;
  labels: PlacedLabel[];
}

const DOT_RADIUS = 5;
const round = (value: number) => Math.round(value * 10) / 10;
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A dot on a map: where, its name (written beside it when `labelled`), its fill (a Tailwind class) and its group
 * (the project it belongs to: a name's leader line may cross its own project's dots, never another's).
 */
interface MapDot {
  group: string;
  lon: number;
  lat: number;
  name: string;
  country: string;
  labelled: boolean;
  fill: string;
}

/** The map of `places` at `size`: an SVG string, and where each name went (for the tests). */
export function projectMap(places: readonly ProjectPlace[], size: MapSize, label: string): ProjectMap {
  return drawMap(
    places.map((place) => ({ ...place, group: place.name, labelled: true, fill: "fill-brand-700" })),
    size,
    label,
    projectFrame,
  );
}

/**
 * The map of every project's places (the /projects page's full-bleed figure): each place a dot in its project's
 * category colour (`fills`), and each project named once, at its first place.
 */
export function projectsOverviewMap(
  projects: readonly { title: string; places: readonly ProjectPlace[]; fill: string }[],
  size: MapSize,
  label: string,
): ProjectMap {
  return drawMap(
    projects.flatMap((project) =>
      project.places.map((place, index) => ({
        ...place,
        name: index === 0 ? project.title : place.name,
        group: project.title,
        labelled: index === 0,
        fill: project.fill,
      })),
    ),
    size,
    label,
    overviewFrame,
  );
}

function drawMap(places: readonly MapDot[], size: MapSize, label: string, framing: FrameOptions): ProjectMap {
  const area = frame(places, framing);
  const [[west], [east]] = geoBounds(area);
  // A map across a continent needs no more detail than 1:110 million; a region gets 1:50 million.
  const wideArea = east - west > 30;
  const topology = atlas(wideArea ? "110m" : "50m");
  const countries = countriesOf(topology);
  // The middle of the frame's longitudes (its centroid would point the wrong way for a frame wider than half the
  // world: the overview of every project's places).
  const centreLon = (west + east) / 2;
  const projection = geoEqualEarth()
    .rotate([-centreLon, 0])
    .fitExtent(
      [
        [8, 8],
        [size.width - 8, size.height - 8],
      ],
      area,
    )
    .clipExtent([
      [0, 0],
      [size.width, size.height],
    ]);
  // Whole pixels: the map is drawn at about its own size, and a tenth of a pixel would double the bytes.
  const thin = thinned(1.5);
  const path = geoPath({ stream: (output) => projection.stream(thin.stream(output)) }).digits(0);
  const worked = new Set(places.map((place) => place.country));
  const land = (subset: (country: Feature<Polygon | MultiPolygon, { name: string }>) => boolean) =>
    path({ type: "FeatureCollection", features: countries.features.filter(subset) }) ?? "";
  // Borders help on a regional map; across continents they would only add bytes.
  const borders = wideArea
    ? ""
    : (path(mesh(topology, topology.objects.countries, (a, b) => a !== b) as GeoPermissibleObjects) ?? "");

  const dots = places.map((place) => {
    const [x, y] = projection([place.lon, place.lat])!;
    return {
      x: round(x),
      y: round(y),
      text: place.name,
      group: place.group,
      labelled: place.labelled,
      fill: place.fill,
    };
  });
  const labels = placeLabels(
    dots.filter((dot) => dot.labelled),
    { ...size, dotRadius: DOT_RADIUS + 2, margin: 6 },
    dots,
  );

  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size.width} ${size.height}" width="${size.width}" height="${size.height}" role="img" aria-label="${escape(label)}" class="block h-auto w-full" font-size="${size.fontSize}">`,
    `<rect width="${size.width}" height="${size.height}" class="fill-slate-50"/>`,
    `<path d="${land((country) => !worked.has(country.properties.name))}" class="fill-slate-200"/>`,
    `<path d="${land((country) => worked.has(country.properties.name))}" class="fill-brand-100"/>`,
    ...(borders ? [`<path d="${borders}" fill="none" stroke-width="0.6" class="stroke-slate-300"/>`] : []),
    ...labels.flatMap((placed) =>
      placed.leader
        ? [
            `<line x1="${round(placed.leader.x1)}" y1="${round(placed.leader.y1)}" x2="${round(placed.leader.x2)}" y2="${round(placed.leader.y2)}" stroke-width="1.2" class="stroke-slate-700"/>`,
          ]
        : [],
    ),
    ...dots.map(
      (dot) =>
        `<circle cx="${dot.x}" cy="${dot.y}" r="${DOT_RADIUS}" stroke-width="2" class="${dot.fill} stroke-surface"/>`,
    ),
    ...labels.map(
      (placed) =>
        `<text x="${round(placed.textX)}" y="${round(placed.textY)}" text-anchor="${placed.anchor}" font-weight="600" stroke-width="3.5" stroke-linejoin="round" paint-order="stroke" class="fill-slate-900 stroke-surface">${escape(placed.text)}</text>`,
    ),
    `</svg>`,
  ].join("");
  return { svg, labels };
}
