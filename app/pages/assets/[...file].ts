import type { APIRoute, GetStaticPaths } from "astro";
import { buildAllPdfs } from "../../files/downloads/documents.ts";
import { buildPressAssetZips } from "../../files/downloads/press-assets.ts";

// The generated downloads under /assets/: service brochures, whitepapers, press briefs, research data sheets,
// summaries and model cards (tagged PDF, pdfkit), and the press visual library (ZIP of SVG files, fflate).
export const getStaticPaths = (async () =>
  [...(await buildAllPdfs()), ...buildPressAssetZips()].map((file) => ({
    params: { file: file.urlPath.replace(/^\/assets\//, "") },
    props: { bytes: file.bytes, type: file.urlPath.endsWith(".zip") ? "application/zip" : "application/pdf" },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ bytes: Uint8Array; type: string }> = ({ props: { bytes, type } }) =>
  new Response(new Uint8Array(bytes), { headers: { "content-type": type } });
