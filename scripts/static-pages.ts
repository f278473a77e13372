// Build step (called from scripts/postbuild.ts before the critical CSS and the CSP hashes), ADR 0010. The scripts
// React Router wrote at the end of <body> are kept unchanged inside <template id="vc-app-scripts">, inert, and the
// page's module preloads are dropped, so nothing but the HTML competes for the link before the first paint:
//
// - a page whose routes do not ask for hydration (<html data-hydration="on-demand">, app/lib/hydration.ts) loads no
//   JavaScript file: the header's small inline script (scripts/static-page-script.ts) follows the template and
//   starts it when the site search is opened (data-start="on-search");
// - a page hydrated at load gets a one-line script that starts the template right after the first paint
//   (data-start="after-paint"): the same scripts, fetched and run a frame later;
// - an island page (data-hydration="islands") drops React Router's scripts altogether: the header gets the static
//   pages' inline script, and the entry modules of the page's islands (app/islands, built by vite.islands.config.ts)
//   wait in <template id="vc-island-scripts" data-start="islands">, each started by the island starter
//   (scripts/island-starter-script.ts, ADR 0014) after the first paint or at the first interaction with its island.
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "./lib/files.ts";
import { ISLAND_SCRIPTS_TEMPLATE_ID, islandStarterSource } from "./island-starter-script.ts";
import { APP_SCRIPTS_TEMPLATE_ID, staticPageScriptSource } from "./static-page-script.ts";
import { ISLAND_ENTRIES_DIR, ISLANDS_MANIFEST } from "./vite-islands.ts";

const ON_DEMAND = /<html\b[^>]*\bdata-hydration="on-demand"/;
const ISLANDS = /<html\b[^>]*\bdata-hydration="islands"/;
const HYDRATION = /<html\b[^>]*\bdata-hydration="/;
const ISLAND = /\sdata-island="([\w-]+)"/g;

/**
 * Puts the template's scripts in its place once the first contentful paint has been reported (they then run as if
 * the parser had met them). Waiting for the paint entry rather than for the first animation frame matters on a busy
 * or slow device: a frame's callbacks can run well before its paint is presented, and scripts requested then compete
 * with the page's first paint (Lighthouse counted the island scripts of /projects in its LCP). Browsers without paint
 * timing start after the first frame; a 3 s timer starts them if no paint entry ever comes.
 */
const startAfterPaintScript = (templateId: string) =>
  `(function(){var d=0;function s(){if(d)return;d=1;setTimeout(function(){var t=document.getElementById("${templateId}");if(t)t.replaceWith(document.importNode(t.content,true))})}` +
  `var P=window.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();s()}}).observe({type:"paint",buffered:true});setTimeout(s,3000)}else requestAnimationFrame(function(){setTimeout(s)})})()`;
export const START_AFTER_PAINT_SCRIPT = startAfterPaintScript(APP_SCRIPTS_TEMPLATE_ID);
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;

/** Vite's manifest of the islands build, by source file: each entry's file and the chunks it imports statically. */
export type IslandsManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * The entry module of each island named in `html`, as an inert script element for the island starter: its name, and
 * the chunks it imports (directly or not), which the starter preloads with it.
 */
export function islandScripts(html: string, manifest: IslandsManifest): string {
  const names = [...new Set([...html.matchAll(ISLAND)].map(([, name = ""]) => name))];
  return names
    .map((name) => {
      const entry = Object.entries(manifest).find(
        ([source, chunk]) =>
          chunk.isEntry && source.replace(/\.tsx?$/, "") === `${ISLAND_ENTRIES_DIR}/${name}`,
      )?.[1];
      if (!entry)
        throw new Error(
          `static-pages: no island entry ${ISLAND_ENTRIES_DIR}/${name}.ts in the islands build`,
        );
      const imports = new Set<string>();
      const addImports = (chunk: IslandsManifest[string]) => {
        for (const key of chunk.imports ?? []) {
          const imported = manifest[key];
          if (!imported || imports.has(`/${imported.file}`)) continue;
          imports.add(`/${imported.file}`);
          addImports(imported);
        }
      };
      addImports(entry);
      return (
        `<script type="module" src="/${entry.file}" data-island-entry="${name}"` +
        ` data-island-imports="${[...imports].join(" ")}"></script>`
      );
    })
    .join("");
}

/** The page's HTML with its app scripts held back until after the first paint or until the search is opened. */
export function holdBackScripts(html: string, islandsManifest: IslandsManifest = {}): string {
  if (!HYDRATION.test(html)) return html;
  const onDemand = ON_DEMAND.test(html);
  const islands = ISLANDS.test(html);
  const footerEnd = html.lastIndexOf("</footer>");
  const bodyEnd = html.lastIndexOf("</body>");
  const scriptsStart = html.indexOf("<script", footerEnd);
  if (footerEnd < 0 || bodyEnd < 0 || scriptsStart < 0 || scriptsStart > bodyEnd) {
    throw new Error("static-pages: no React Router scripts after the footer of a prerendered page");
  }
  const head = html.slice(0, scriptsStart).replace(MODULEPRELOAD, "");
  const appScripts = html.slice(scriptsStart, bodyEnd);
  if (islands) {
    const scripts = islandScripts(html, islandsManifest);
    return (
      `${head}<template id="${ISLAND_SCRIPTS_TEMPLATE_ID}" data-start="islands">${scripts}</template>` +
      `<script>${staticPageScriptSource()}</script><script>${islandStarterSource()}</script>` +
      html.slice(bodyEnd)
    );
  }
  const start = onDemand ? "on-search" : "after-paint";
  const starter = onDemand ? staticPageScriptSource() : START_AFTER_PAINT_SCRIPT;
  return (
    `${head}<template id="${APP_SCRIPTS_TEMPLATE_ID}" data-start="${start}">${appScripts}</template>` +
    `<script>${starter}</script>${html.slice(bodyEnd)}`
  );
}

/**
 * Processes every prerendered page under `clientDir` in place; returns how many are hydrated on demand, after the
 * first paint, and as islands. The islands build's manifest is read, then removed (it is not for the browser).
 */
export function holdBackScriptsOfSite(clientDir: string): {
  onDemand: number;
  afterPaint: number;
  islands: number;
} {
  const manifestFile = path.join(clientDir, ISLANDS_MANIFEST);
  const islandsManifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as IslandsManifest)
    : {};
  fs.rmSync(manifestFile, { force: true });
  const counts = { onDemand: 0, afterPaint: 0, islands: 0 };
  for (const file of filesUnder(clientDir, (name) => name === "index.html")) {
    const html = fs.readFileSync(file, "utf8");
    const processed = holdBackScripts(html, islandsManifest);
    if (processed === html) continue;
    fs.writeFileSync(file, processed);
    if (ON_DEMAND.test(html)) counts.onDemand++;
    else if (ISLANDS.test(html)) counts.islands++;
    else counts.afterPaint++;
  }
  return counts;
}
