// Build step (called from scripts/postbuild.ts before the critical CSS and the CSP hashes), ADR 0010. The scripts
// React Router wrote at the end of <body> are kept unchanged inside <template id="vc-app-scripts">, inert, and the
// page's module preloads are dropped, so nothing but the HTML competes for the link before the first paint:
//
// - a page whose routes do not ask for hydration (<html data-hydration="on-demand">, app/lib/hydration.ts) loads no
//   JavaScript file: the header's small inline script (scripts/static-page-script.ts) follows the template and
//   starts it when the site search is opened (data-start="on-search");
// - a page hydrated at load gets a one-line script that starts the template right after the first paint
//   (data-start="after-paint"): the same scripts, fetched and run a frame later.
import fs from "node:fs";
import path from "node:path";
import { APP_SCRIPTS_TEMPLATE_ID, staticPageScriptSource } from "./static-page-script.ts";

const ON_DEMAND = /<html\b[^>]*\bdata-hydration="on-demand"/;
const HYDRATION = /<html\b[^>]*\bdata-hydration="/;

/** Puts the template's scripts in its place; they run as if the parser had met them. */
export const START_AFTER_PAINT_SCRIPT = `requestAnimationFrame(function(){setTimeout(function(){var t=document.getElementById("${APP_SCRIPTS_TEMPLATE_ID}");if(t)t.replaceWith(document.importNode(t.content,true))})})`;
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name === "index.html") yield full;
  }
}

/** The page's HTML with its app scripts held back until after the first paint or until the search is opened. */
export function holdBackScripts(html: string): string {
  if (!HYDRATION.test(html)) return html;
  const onDemand = ON_DEMAND.test(html);
  const footerEnd = html.lastIndexOf("</footer>");
  const bodyEnd = html.lastIndexOf("</body>");
  const scriptsStart = html.indexOf("<script", footerEnd);
  if (footerEnd < 0 || bodyEnd < 0 || scriptsStart < 0 || scriptsStart > bodyEnd) {
    throw new Error("static-pages: no React Router scripts after the footer of a prerendered page");
  }
  const head = html.slice(0, scriptsStart).replace(MODULEPRELOAD, "");
  const appScripts = html.slice(scriptsStart, bodyEnd);
  const start = onDemand ? "on-search" : "after-paint";
  const starter = onDemand ? staticPageScriptSource() : START_AFTER_PAINT_SCRIPT;
  return (
    `${head}<template id="${APP_SCRIPTS_TEMPLATE_ID}" data-start="${start}">${appScripts}</template>` +
    `<script>${starter}</script>${html.slice(bodyEnd)}`
  );
}

/** Processes every prerendered page under `clientDir` in place; returns how many are hydrated on demand. */
export function holdBackScriptsOfSite(clientDir: string): { onDemand: number; afterPaint: number } {
  const counts = { onDemand: 0, afterPaint: 0 };
  for (const file of htmlFiles(clientDir)) {
    const html = fs.readFileSync(file, "utf8");
    const processed = holdBackScripts(html);
    if (processed === html) continue;
    fs.writeFileSync(file, processed);
    if (ON_DEMAND.test(html)) counts.onDemand++;
    else counts.afterPaint++;
  }
  return counts;
}
