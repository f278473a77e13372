import type { GeoPermissibleObjects } from "d3-geo";

/** How much room a frame leaves around its places, and its least extent, in degrees. */
export interface FrameOptions {
  minLon: number;
  minLat: number;
  /** The places' spread is multiplied by these to leave room around them. */
  growLon: number;
  growLat: number;
  /** The latitudes the frame spans, instead of the places' spread: a world map shows whole continents. */
  reach?: { north: number; south: number };
}

/** A project page's map: a country and its neighbours at least. */
export const projectFrame: FrameOptions = { minLon: 14, minLat: 10, growLon: 1.3, growLat: 1.5 };

/**
 * The map of every project's places (/projects): the inhabited world from northern Scandinavia to below the Cape,
 * so no continent is cut at its top and the names of northern places keep room above them, rather than the
 * places' spread centred on the equator (which showed the empty Southern Ocean and cut Europe at 57° N).
 */
export const overviewFrame: FrameOptions = { ...projectFrame, reach: { north: 72, south: -42 } };

/**
 * The area to show around `places`: their extent with room around it, at least `minLon` by `minLat` degrees, and
 * never beyond the inhabited latitudes. Its outline is sampled along its edges, so a projection fitted to it follows
 * its curved sides. Shared by the project maps and the field maps (app/lib/art/geography.ts).
 */
export function frame(
  places: readonly { lon: number; lat: number }[],
  options: FrameOptions = projectFrame,
): GeoPermissibleObjects {
  const lons = places.map((place) => place.lon);
  const lats = places.map((place) => place.lat);
  const spanLon = Math.max(options.minLon, (Math.max(...lons) - Math.min(...lons)) * options.growLon);
  const spanLat = Math.max(options.minLat, (Math.max(...lats) - Math.min(...lats)) * options.growLat);
  const midLon = (Math.max(...lons) + Math.min(...lons)) / 2;
  const midLat = (Math.max(...lats) + Math.min(...lats)) / 2;
  const west = Math.max(-180, midLon - spanLon / 2);
  const east = Math.min(180, midLon + spanLon / 2);
  const south = Math.max(-56, options.reach?.south ?? midLat - spanLat / 2);
  const north = Math.min(75, options.reach?.north ?? midLat + spanLat / 2);
  const steps = 12;
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) ring.push([west + ((east - west) * i) / steps, south]);
  for (let i = 0; i <= steps; i++) ring.push([east, south + ((north - south) * i) / steps]);
  for (let i = 0; i <= steps; i++) ring.push([east - ((east - west) * i) / steps, north]);
  for (let i = 0; i <= steps; i++) ring.push([west, north - ((north - south) * i) / steps]);
  return { type: "MultiPoint", coordinates: ring };
}
