// Writes every illustration of the catalogue to build/client/illustrations/<name>.svg (run by scripts/postbuild.ts),
// and renders one as PNG for the PDFs. The dev server draws them on request (scripts/content/vite-plugin.ts).
import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { ILLUSTRATION_WIDTH } from "../../app/content/illustrations.ts";
import { illustrationCatalogue } from "./catalogue.ts";
import { drawIllustration } from "./draw.ts";

/** The SVG of the illustration with this name, or undefined when the catalogue has none. */
export function illustrationSvg(name: string): string | undefined {
  const entry = illustrationCatalogue().find((candidate) => candidate.name === name);
  return entry ? drawIllustration(entry) : undefined;
}

/** The illustration as a PNG at twice its size (for print), for the brochures. */
export function illustrationPng(name: string): Uint8Array {
  const svg = illustrationSvg(name);
  if (!svg) throw new Error(`no illustration named ${name}`);
  return new Resvg(svg, { fitTo: { mode: "width", value: ILLUSTRATION_WIDTH * 2 } }).render().asPng();
}

/** Writes every illustration; returns how many. */
export function writeIllustrations(clientRoot: string): number {
  const folder = path.join(clientRoot, "illustrations");
  fs.mkdirSync(folder, { recursive: true });
  const catalogue = illustrationCatalogue();
  for (const entry of catalogue)
    fs.writeFileSync(path.join(folder, `${entry.name}.svg`), drawIllustration(entry));
  return catalogue.length;
}
