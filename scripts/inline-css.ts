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
import path from "node:path";
import Beasties from "beasties";

/** Marks a stylesheet link whose real media the activation script restores. Beasties' own attribute name. */
export const DEFERRED_MEDIA_ATTRIBUTE = "data-beasties-media";

// Beasties' media-script strategy switches media at once; this one waits for the sheet, so switching never makes a
// sheet that is still loading count against rendering. Same markup contract (the attribute above).
export const STYLESHEET_ACTIVATION_SCRIPT = `document.querySelectorAll("link[${DEFERRED_MEDIA_ATTRIBUTE}]").forEach(function(l){function on(){l.media=l.getAttribute("${DEFERRED_MEDIA_ATTRIBUTE}")||"all";l.removeAttribute("${DEFERRED_MEDIA_ATTRIBUTE}")}if(l.sheet)on();else l.addEventListener("load",on)})`;

const BEASTIES_SCRIPT = new RegExp(
  `<script>document\\.querySelectorAll\\('link\\[${DEFERRED_MEDIA_ATTRIBUTE}\\]'\\)[^<]*</script>`,
);

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

/** Rewrites one page's HTML: critical CSS inline, the stylesheet deferred. */
export async function inlineCriticalCss(html: string, clientDir: string): Promise<string> {
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    preload: "media-script",
    // The full sheet stays as it is: it is loaded after the first paint and by client-side navigations.
    pruneSource: false,
    // Only the external sheet is reduced; any inline <style> of a page is left alone.
    reduceInlineStyles: false,
    // Fonts and keyframes used by the page's critical rules come along; nothing is preloaded.
    fonts: true,
    keyframes: "critical",
    logLevel: "warn",
  });
  // Beasties marks the element it processed; the mark means nothing to the browser.
  const processed = (await beasties.process(html)).replace(" data-beasties-container", "");
  if (!BEASTIES_SCRIPT.test(processed)) {
    if (processed.includes(DEFERRED_MEDIA_ATTRIBUTE)) {
      throw new Error("inline-css: beasties' activation script changed shape; update BEASTIES_SCRIPT");
    }
    return processed;
  }
  return processed.replace(BEASTIES_SCRIPT, `<script>${STYLESHEET_ACTIVATION_SCRIPT}</script>`);
}

/** Processes every prerendered HTML file under `clientDir` in place; returns how many were changed. */
export async function inlineCriticalCssOfSite(clientDir: string): Promise<number> {
  let changed = 0;
  for (const file of htmlFiles(clientDir)) {
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
