import type { APIRoute, GetStaticPaths } from "astro";
import { illustrationCatalogue } from "../../files/illustrations/catalogue.ts";
import { drawIllustration } from "../../files/illustrations/draw.ts";
import type { IllustrationEntry } from "../../content/illustrations.ts";

// /illustrations/<name>.svg: one per research area, project, service and inner page (app/files/illustrations/); the dev
// server draws them on request from the current content.
export const getStaticPaths = (() =>
  illustrationCatalogue().map((entry) => ({
    params: { name: entry.name },
    props: { entry },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ entry: IllustrationEntry }> = ({ props: { entry } }) =>
  new Response(drawIllustration(entry), { headers: { "content-type": "image/svg+xml" } });
