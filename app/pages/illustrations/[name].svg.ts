import type { APIRoute, GetStaticPaths } from "astro";
import { itemArtFiles } from "../../files/illustrations/generate.ts";

// /illustrations/<item>-<light|dark>.svg: the field map of every article, event, project, service, interview and
// video (docs/design.md, "Art direction"); the dev server draws them on request from the current content.
export const getStaticPaths = (() =>
  itemArtFiles().map(({ file, svg }) => ({
    params: { name: file },
    props: { svg },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ svg: string }> = ({ props: { svg } }) =>
  new Response(svg, { headers: { "content-type": "image/svg+xml" } });
