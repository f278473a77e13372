// Build step (called from scripts/postbuild.ts before the CSP hashes): inlines each prerendered page's critical CSS
// into a <style> in its <head> with beasties, and turns the page's stylesheet link into a non-blocking one, so no
// stylesheet blocks the first paint (docs/performance.md, ADR 0010).
//
// The <link rel="stylesheet" href> stays in place with the same rel and href, because React hydrates <head> and
// matches that element by those two attributes; only media="print" (which never blocks rendering) is added, plus a
// data attribute. One small inline script at the end of <body> switches the sheet to its real media once it has
// loaded, so the whole sheet (states the prerendered markup does not show yet: open menus, other pages reached by
// client-side navigation) applies after the first paint. Without JavaScript a <noscript> copy of the link loads it.
// The inline <style> and script are covered by the page's CSP hashes like every other inline element.
import fs from "node:fs";
import { filesUnder } from "./lib/files.ts";
import Beasties from "beasties";

/** Marks a stylesheet link whose real media the activation script restores. Beasties' own attribute name. */
export const DEFERRED_MEDIA_ATTRIBUTE = "data-beasties-media";

// Beasties' media-script strategy switches media at once; this one waits for the sheet, so switching never makes a
// sheet that is still loading count against rendering. Same markup contract (the attribute above).
export const STYLESHEET_ACTIVATION_SCRIPT = `document.querySelectorAll("link[${DEFERRED_MEDIA_ATTRIBUTE}]").forEach(function(l){function on(){l.media=l.getAttribute("${DEFERRED_MEDIA_ATTRIBUTE}")||"all";l.removeAttribute("${DEFERRED_MEDIA_ATTRIBUTE}")}if(l.sheet)on();else l.addEventListener("load",on)})`;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/g;

/**
 * Rewrites one page's HTML: critical CSS inline, the stylesheet deferred. Beasties computes the critical CSS; the
 * page's own bytes are changed only where needed (beasties re-serializes the whole document, writing `required`
 * for React's `required=""`, which the server's flash filler and the hydration-sensitive markup must not see).
 */
export async function inlineCriticalCss(html: string, clientDir: string): Promise<string> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    preload: "media-script",
    // The full sheet stays as it is: it is loaded after the first paint and by client-side navigations.
    pruneSource: false,
    // Only the external sheet is reduced; any inline <style> of a page is left alone.
    reduceInlineStyles: false,
    // The @font-face rules and keyframes the critical rules use come along (the preloads beasties adds are dropped:
    // app/root.tsx preloads the two faces itself).
    fonts: true,
    inlineFonts: true,
    keyframes: "critical",
    logLevel: "warn",
    // The dark scheme and the header states the head and header scripts set before any interaction (dark tokens, the
    // scheme toggle shown once data-scheme is known): the prerendered markup cannot match them, so keep them.
    allowRules: [/data-scheme/],
  });
  const processed = await beasties.process(html);
  const critical = [...processed.matchAll(STYLE)]
    .map(([element, css = ""]) => (html.includes(element) ? "" : css))
    .join("");
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (critical === "" || links.length === 0) return html;
  let out = html;
  for (const [tag] of links) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href || /\bmedia=/.test(tag)) continue;
    // Same rel and href (React hydrates <head> by them); print media never blocks rendering.
    const deferred = tag.replace(/\s*\/?>$/, ` media="print" ${DEFERRED_MEDIA_ATTRIBUTE}="all"/>`);
    out = out.replace(tag, `${deferred}<noscript><link rel="stylesheet" href="${href}"/></noscript>`);
  }
  const firstLink = out.search(STYLESHEET_LINK);
  out = `${out.slice(0, firstLink)}<style>${critical}</style>${out.slice(firstLink)}`;
  const bodyEnd = out.lastIndexOf("</body>");
  return `${out.slice(0, bodyEnd)}<script>${STYLESHEET_ACTIVATION_SCRIPT}</script>${out.slice(bodyEnd)}`;
}

/** Processes every prerendered HTML file under `clientDir` in place; returns how many were changed. */
export async function inlineCriticalCssOfSite(clientDir: string): Promise<number> {
  let changed = 0;
  for (const file of filesUnder(clientDir, (name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(file, "utf8");
    if (!/<link\b[^>]*rel="stylesheet"/.test(html)) continue;
    const processed = await inlineCriticalCss(html, clientDir);
    if (processed !== html) {
      fs.writeFileSync(file, processed);
      changed++;
    }
  }
  return changed;
}
