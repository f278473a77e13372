// The world at build (ADR 0038): Natural Earth boundaries from world-atlas (TopoJSON, read with topojson-client),
// loaded once per scale, and a d3-geo stream that drops what a drawing cannot show at its size. Used by the project
// maps (app/files/figures/project-map.ts) and the field maps' geography (app/lib/art/geography.ts); build only, it
// never reaches the browser.
import { createRequire } from "node:module";
import type { GeoStreamWrapper } from "d3-geo";
import type { FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

const require = createRequire(import.meta.url);

export type Countries = Topology<{
  countries: GeometryCollection<{ name: string }>;
  land: GeometryCollection;
}>;

const atlases = new Map<string, Countries>();

/** The countries and land of the world at 1:50 or 1:110 million. */
export function atlas(scale: "50m" | "110m"): Countries {
  let loaded = atlases.get(scale);
  if (!loaded) {
    loaded = require(`world-atlas/countries-${scale}.json`) as Countries;
    atlases.set(scale, loaded);
  }
  return loaded;
}

/** The countries as GeoJSON features, named. */
export function countriesOf(topology: Countries) {
  return feature(topology, topology.objects.countries) as FeatureCollection<
    Polygon | MultiPolygon,
    { name: string }
  >;
}

/**
 * A stream between the projection and the path writer that drops what a screen cannot show at this size: points
 * closer than `step` pixels to the last one kept, and rings or lines smaller than `step` (islets). It keeps a world
 * map to a few tens of kilobytes.
 */
export function thinned(step: number): GeoStreamWrapper {
  return {
    stream(output) {
      let ring: [number, number][] = [];
      return {
        point(x, y) {
          const last = ring.at(-1);
          if (!last || Math.hypot(x - last[0], y - last[1]) >= step) ring.push([x, y]);
        },
        lineStart() {
          ring = [];
        },
        lineEnd() {
          const xs = ring.map(([x]) => x);
          const ys = ring.map(([, y]) => y);
          const extent = Math.max(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys));
          if (ring.length < 2 || extent < step) return;
          output.lineStart();
          for (const [x, y] of ring) output.point(x, y);
          output.lineEnd();
        },
        polygonStart: () => output.polygonStart(),
        polygonEnd: () => output.polygonEnd(),
        sphere: () => output.sphere?.(),
      };
    },
  };
}
