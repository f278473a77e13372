import type { APIRoute, GetStaticPaths } from "astro";
import { entries } from "../../../content/entries.ts";
import { citationFiles, type CitationFormat } from "../../../content/research-paths.ts";
import type { Publication } from "../../../content/research-schema.ts";
import { citationFile, publicationCsl } from "../../../files/citations.ts";

/**
 * The endpoint of one citation format beside each publication's page (/research/publications/<slug>.bib, .ris,
 * .csl.json), written by Citation.js at build; the server sends each with its media type (server/http/static-site.ts).
 */
export function citationEndpoint(format: CitationFormat) {
  const getStaticPaths = (async () =>
    (await entries("publications")).map((paper) => ({
      params: { slug: paper.slug },
      props: { paper },
    }))) satisfies GetStaticPaths;
  const GET: APIRoute<{ paper: Publication }> = ({ props: { paper } }) =>
    new Response(citationFile(publicationCsl(paper), format), {
      headers: { "content-type": `${citationFiles[format].mediaType}; charset=utf-8` },
    });
  return { getStaticPaths, GET };
}
