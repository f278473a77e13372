// Build step (called from scripts/postbuild.ts): writes every generated download of the site into build/client:
// the five service brochures, whitepapers, press briefs, research data sheets, summaries and model cards (PDF,
// pdf-lib), and the press visual library (ZIP of SVG files, fflate). Data comes from the app's content modules.
import fs from "node:fs";
import path from "node:path";
import { buildAllPdfs } from "./downloads/documents.ts";
import { buildPressAssetZips } from "./downloads/press-assets.ts";

export async function generateDownloads(root: string): Promise<number> {
  const files = [...(await buildAllPdfs()), ...buildPressAssetZips()];
  for (const file of files) {
    const target = path.join(root, ...file.urlPath.split("/").filter(Boolean));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.bytes);
  }
  return files.length;
}

if (import.meta.main) {
  const count = await generateDownloads(path.resolve("build/client"));
  console.log(`generate-pdfs: wrote ${count} downloads`);
}
