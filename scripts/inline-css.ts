// Build step (called from scripts/postbuild.ts before the CSP hashes): puts the site's whole stylesheet into a
// <style> in each prerendered page's <head>, so no stylesheet blocks the first paint and the page is styled once
// (docs/performance.md, ADRs 0010 and 0013).
//
// The whole sheet rather than each page's critical subset: the sheet is small (about 11 KB gzip, most of it in every
// page's critical subset already), and applying the rest after the first paint restyled and laid out the whole
// document a second time, the longest task of a long page on a slow phone (Lighthouse's Total Blocking Time).
//
// The <link rel="stylesheet" href> stays in place with the same rel and href, because React hydrates <head> when the
// site search starts the router on a static page, and matches that element by those two attributes; it gets
// media="print" (which never blocks rendering) and `disabled`, so it is neither fetched nor applied: the <style> above
// it holds the same rules for every medium. The <style> is covered by the page's CSP hash like every inline element.
import fs from "node:fs";
import path from "node:path";
import { filesUnder } from "./lib/files.ts";

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;

/** Rewrites one page's HTML: each linked same-site stylesheet inline, its link inert. */
export function inlineStylesheets(html: string, clientDir: string): string {
  let out = html;
  for (const [tag] of html.matchAll(STYLESHEET_LINK)) {
    const href = /\bhref="(\/[^"]+\.css)"/.exec(tag)?.[1];
    if (!href || /\b(media|disabled)=/.test(tag)) continue;
    const css = fs.readFileSync(path.join(clientDir, href), "utf8");
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined as it is`);
    // Same rel and href (React hydrates <head> by them); disabled: not fetched, not applied.
    const inert = tag.replace(/\s*\/?>$/, ` media="print" disabled=""/>`);
    out = out.replace(tag, `<style>${css}</style>${inert}`);
  }
  return out;
}

/** Processes every prerendered HTML file under `clientDir` in place; returns how many were changed. */
export function inlineStylesheetsOfSite(clientDir: string): number {
  let changed = 0;
  for (const file of filesUnder(clientDir, (name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(file, "utf8");
    const processed = inlineStylesheets(html, clientDir);
    if (processed !== html) {
      fs.writeFileSync(file, processed);
      changed++;
    }
  }
  return changed;
}
