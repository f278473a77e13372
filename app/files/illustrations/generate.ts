// Draws an illustration of the catalogue by name (served as /illustrations/<name>.svg by the endpoint
// app/pages/illustrations/[name].svg.ts), and renders one as PNG for the PDFs.
import { Resvg } from "@resvg/resvg-js";
import { ILLUSTRATION_WIDTH } from "../../content/illustrations.ts";
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
