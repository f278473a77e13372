// Build step (called from scripts/postbuild.ts before the critical CSS and the CSP hashes): a prerendered page whose
// routes do not ask for hydration (<html data-hydration="on-demand">, app/lib/hydration.ts, ADR 0010) loads no
// JavaScript file. Its module preloads are dropped, the scripts React Router wrote at the end of <body> are kept
// unchanged inside <template id="vc-app-scripts"> (inert until the site search starts them), and the header's small
// inline script (scripts/static-page-script.ts) is added after it.
import fs from "node:fs";
import path from "node:path";
import { APP_SCRIPTS_TEMPLATE_ID, staticPageScriptSource } from "./static-page-script.ts";

const ON_DEMAND = /<html\b[^>]*\bdata-hydration="on-demand"/;
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\/?>/g;

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name === "index.html") yield full;
  }
}

/** The page's HTML with its app scripts held back; unchanged when the page is hydrated at load. */
export function holdBackScripts(html: string): string {
  if (!ON_DEMAND.test(html)) return html;
  const footerEnd = html.lastIndexOf("</footer>");
  const bodyEnd = html.lastIndexOf("</body>");
  const scriptsStart = html.indexOf("<script", footerEnd);
  if (footerEnd < 0 || bodyEnd < 0 || scriptsStart < 0 || scriptsStart > bodyEnd) {
    throw new Error("static-pages: no React Router scripts after the footer of an on-demand page");
  }
  const head = html.slice(0, scriptsStart).replace(MODULEPRELOAD, "");
  const appScripts = html.slice(scriptsStart, bodyEnd);
  return (
    `${head}<template id="${APP_SCRIPTS_TEMPLATE_ID}">${appScripts}</template>` +
    `<script>${staticPageScriptSource()}</script>${html.slice(bodyEnd)}`
  );
}

/** Processes every prerendered HTML file under `clientDir` in place; returns the number of on-demand pages. */
export function holdBackScriptsOfSite(clientDir: string): number {
  let count = 0;
  for (const file of htmlFiles(clientDir)) {
    const html = fs.readFileSync(file, "utf8");
    const processed = holdBackScripts(html);
    if (processed !== html) {
      fs.writeFileSync(file, processed);
      count++;
    }
  }
  return count;
}
