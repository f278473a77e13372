// The places the field maps know, with their longitude and latitude: a picture puts its rings where the content says
// the work happens. A place the content names that is missing here is one more line (the longest names first is not
// needed: every name is matched as a whole word).

/** [longitude, latitude] in degrees. */
export type LonLat = readonly [number, number];

const gazetteer: Record<string, LonLat> = {
  Andalusia: [-4.7, 37.4],
  Bengaluru: [77.6, 13],
  Berlin: [13.4, 52.5],
  Bogotá: [-74.1, 4.7],
  Cambridge: [0.1, 52.2],
  "Cape Town": [18.4, -33.9],
  Colombia: [-73, 4],
  Córdoba: [-4.8, 37.9],
  "East Africa": [36, -1],
  Europe: [10, 50],
  Germany: [10, 51],
  India: [78, 21],
  Kenya: [37.9, 0.5],
  Lagos: [3.4, 6.5],
  Lisbon: [-9.1, 38.7],
  Nairobi: [36.8, -1.3],
  Nigeria: [8, 9],
  Portugal: [-8, 39.5],
  "South Africa": [24, -29],
  Spain: [-3.7, 40.4],
};

const names = Object.keys(gazetteer);
const pattern = new RegExp(
  `(?<![\\p{L}])(${names.map((name) => name.replace(/ /g, "\\s+")).join("|")})(?![\\p{L}])`,
  "gu",
);

/** The names of the known places a text names, each once, in the order it first names them. */
export function placeNamesIn(...texts: readonly string[]): string[] {
  const found = new Set<string>();
  for (const text of texts)
    for (const match of text.matchAll(pattern)) found.add(match[1]!.replace(/\s+/g, " "));
  return [...found];
}

/** The known places a text names, each once, in the order it first names them. */
export function placesIn(...texts: readonly string[]): LonLat[] {
  return placeNamesIn(...texts).map((name) => gazetteer[name]!);
}

/** The place of a two-letter country code (event venues), when the map knows it. */
const countries: Record<string, LonLat> = {
  CO: gazetteer["Colombia"]!,
  DE: gazetteer["Germany"]!,
  ES: gazetteer["Spain"]!,
  IN: gazetteer["India"]!,
  KE: gazetteer["Kenya"]!,
  NG: gazetteer["Nigeria"]!,
  PT: gazetteer["Portugal"]!,
  ZA: gazetteer["South Africa"]!,
};

export function placeOfCountry(code: string): LonLat | undefined {
  return countries[code];
}
