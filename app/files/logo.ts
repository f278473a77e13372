// The raster logo of the structured data (Organization.logo): the site's mark, public/favicon.svg, drawn as a PNG
// with resvg like the share images, because search engines ask for a bitmap of at least 112 px square.
import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

export function logoPng(size: number, svgFile = path.resolve("public/favicon.svg")): Uint8Array {
  const svg = fs.readFileSync(svgFile, "utf8");
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}
