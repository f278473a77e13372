import { citationEndpoint } from "./_citation-endpoint.ts";

// /research/publications/<slug>.ris: the paper's citation (ris), from Citation.js at build.
export const { getStaticPaths, GET } = citationEndpoint("ris");
