import { citationEndpoint } from "./_citation-endpoint.ts";

// /research/publications/<slug>.bib: the paper's citation (bibtex), from Citation.js at build.
export const { getStaticPaths, GET } = citationEndpoint("bibtex");
