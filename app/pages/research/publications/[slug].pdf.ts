import type { APIRoute, GetStaticPaths } from "astro";
import { buildPublicationPdfs } from "../../../files/downloads/documents.ts";

// /research/publications/<slug>.pdf: the full text of each paper the site publishes (pdf: true), beside its page, as
// Google Scholar expects; made at build from the paper's abstract and sections (pdfkit, tagged).
export const getStaticPaths = (async () =>
  (await buildPublicationPdfs()).map((file) => ({
    params: { slug: file.urlPath.replace(/^.*\/|\.pdf$/g, "") },
    props: { bytes: file.bytes },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ bytes: Uint8Array }> = ({ props: { bytes } }) =>
  new Response(new Uint8Array(bytes), { headers: { "content-type": "application/pdf" } });
