import { citationEndpoint } from "./_citation-endpoint.ts";

// /research/publications/<slug>.csl.json: the paper's citation (csl), from Citation.js at build.
export const { getStaticPaths, GET } = citationEndpoint("csl");
