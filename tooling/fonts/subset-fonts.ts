// `npm run fonts` (also run by the prepare script and before the build): writes the two web fonts the site preloads,
// cut down to what it uses, into app/fonts/ (not kept in Git), and the two Inter instances the generated PDFs embed. The @fontsource-variable Latin files carry every
// weight from 100 to 900 and glyphs the site never shows; the CSS uses 400–700 only (the headings' face 600 only), and the text is ASCII, Latin-1
// (kept whole for visitors' names in form fields) plus the few other characters found in the content and the app's
// own texts. About 85 KB of woff2 become about 55 KB, which is what Lighthouse's LCP simulation charges for them on a
// slow link (bench/RUNS.md, 2026-11-23). A character missing from the subset is drawn by the metric-matched fallback.
import fs from "node:fs";
import path from "node:path";
import subsetFont from "subset-font";
import { filesUnder } from "../lib/files.ts";

const fontsFolder = "app/fonts";

/**
 * Each face and the weights app/app.css declares for it (its @font-face `font-weight`). Inter is drawn at 400 to 700
 * and stays variable over that range; Fraunces sets only the headings, all at 600 (font-semibold), so it becomes a
 * static instance at that weight: 31 → 17 KB, bytes that Lighthouse's LCP simulation charges on a slow link.
 */
export const faces = [
  {
    family: "Inter Variable",
    file: "inter.woff2",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    weight: { min: 400, max: 700 },
  },
  {
    family: "Fraunces Variable",
    file: "fraunces.woff2",
    source: "@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2",
    weight: 600,
  },
] as const;
/**
 * The static Inter instances the generated PDFs embed (app/files/downloads/pdf-fonts.ts), cut to the same characters
 * as TrueType: fontkit, under pdfkit, reads a WOFF's glyphs by inflating the whole glyph table for each glyph, which
 * made the PDFs four times slower to write.
 */
export const pdfFaces = [
  { file: "inter-pdf-400.ttf", source: "@fontsource/inter/files/inter-latin-400-normal.woff" },
  { file: "inter-pdf-700.ttf", source: "@fontsource/inter/files/inter-latin-700-normal.woff" },
] as const;
const textFolders = ["content", "app", "contract"];
const textFile = /\.(?:md|ya?ml|tsx?)$/;

/** Printable ASCII, all of Latin-1, and every other character the site's sources contain. */
export function siteCharacters(folders = textFolders): string {
  const characters = new Set<string>();
  for (let code = 0x20; code <= 0xff; code++)
    if (code < 0x7f || code >= 0xa0) characters.add(String.fromCodePoint(code));
  for (const folder of folders) {
    for (const file of filesUnder(folder, (name) => textFile.test(name))) {
      for (const character of fs.readFileSync(file, "utf8")) if (character >= " ") characters.add(character);
    }
  }
  return [...characters].join("");
}

export async function subsetFonts({ quiet = false } = {}) {
  const text = siteCharacters();
  fs.mkdirSync(fontsFolder, { recursive: true });
  for (const face of faces) {
    const source = fs.readFileSync(path.join("node_modules", face.source));
    const subset = await subsetFont(source, text, {
      targetFormat: "woff2",
      variationAxes: { wght: face.weight },
    });
    fs.writeFileSync(path.join(fontsFolder, face.file), subset);
    if (!quiet) console.log(`fonts: ${face.file} ${source.length} -> ${subset.length} bytes`);
  }
  for (const face of pdfFaces) {
    const source = fs.readFileSync(path.join("node_modules", face.source));
    const subset = await subsetFont(source, text, { targetFormat: "truetype" });
    fs.writeFileSync(path.join(fontsFolder, face.file), subset);
    if (!quiet) console.log(`fonts: ${face.file} ${source.length} -> ${subset.length} bytes`);
  }
}

if (import.meta.main) await subsetFonts({ quiet: process.argv.includes("--quiet") });
