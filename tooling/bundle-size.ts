// What each prerendered route makes the browser download: before any interaction (modules it loads or preloads and
// what they import statically, its inline scripts, its stylesheets), and once every island has started (each
// <astro-island>'s component and renderer modules and what they import). Read from the built HTML and JS only.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { islandModuleUrls, moduleClosure, resolveUrl, STATIC_IMPORT, urlToFile } from "./lib/page-modules.ts";

export interface RouteWeight {
  route: string;
  /** JavaScript files loaded before interaction (none on a prerendered Astro page: islands wait for it). */
  scripts: string[];
  /** JavaScript files loaded once every island of the page has started. */
  islandScripts: string[];
  /** Gzip bytes of every file loaded once all islands have started, plus the page's inline scripts that run. */
  javascriptGzip: number;
  /** Gzip bytes of the files loaded before interaction plus the inline scripts: what the first paint competes with. */
  initialJavascriptGzip: number;
  /** Gzip bytes of the inline scripts that run (already counted in javascriptGzip). */
  inlineJavascriptGzip: number;
  /** Whether the page has a <form> (its JavaScript budget is the forms one). */
  hasForm: boolean;
  /** Every stylesheet the page links and loads (before or after the first paint; a `disabled` link loads nothing). */
  stylesheets: string[];
  cssGzip: number;
  /** Stylesheets that block rendering: linked with a media that matches a screen (no media, "all", "screen"). */
  renderBlockingStylesheets: string[];
  /** Gzip bytes of the page's inline <style> elements (the stylesheet Astro inlines, cut by tooling/page-css.ts). */
  inlineCssGzip: number;
  /** Web fonts the page preloads (woff2, already compressed: counted at their size on disk). */
  fonts: string[];
  fontBytes: number;
}

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/g;
const FONT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*>/g;
// A <noscript> fallback only applies with JavaScript off.
const NOSCRIPT = /<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/g;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

export function routeWeight(clientDir: string, route: string): RouteWeight {
  const htmlFile =
    route === "/404" ? path.join(clientDir, "404.html") : path.join(clientDir, route, "index.html");
  const source = fs.readFileSync(htmlFile, "utf8");
  const html = source.replace(NOSCRIPT, "");
  const pageUrl = route === "/" ? "/" : `${route}/`;

  const pending: string[] = [...html.matchAll(MODULEPRELOAD)].map(([, href = ""]) =>
    resolveUrl(href, pageUrl),
  );
  let inlineJavascriptGzip = 0;
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) pending.push(resolveUrl(src, pageUrl));
    else if (!/type="application\/(?:ld\+)?json"/.test(attributes) && body.trim() !== "") {
      inlineJavascriptGzip += zlib.gzipSync(body, { level: 9 }).length;
    }
    if (!/type="module"/.test(attributes)) continue;
    for (const [, specifier = ""] of body.matchAll(STATIC_IMPORT))
      pending.push(resolveUrl(specifier, pageUrl));
  }
  const scripts = moduleClosure(clientDir, pending);
  // Every island started: its component and the renderer (React), with their static imports.
  const islandScripts = moduleClosure(clientDir, islandModuleUrls(html, pageUrl));

  const links = [...html.matchAll(STYLESHEET)]
    .filter(([tag]) => !/\sdisabled(=|\s|\/|>)/.test(tag))
    .map(([tag]) => ({
      href: resolveUrl(/\bhref="([^"]+)"/.exec(tag)?.[1] ?? "", pageUrl),
      media: /\bmedia="([^"]*)"/.exec(tag)?.[1]?.trim().toLowerCase() ?? "",
    }));
  const stylesheets = [...new Set(links.map((link) => link.href))];
  // "print" never blocks the first paint.
  const renderBlockingStylesheets = [
    ...new Set(links.filter((link) => ["", "all", "screen"].includes(link.media)).map((link) => link.href)),
  ];
  const inlineCssGzip = [...html.matchAll(STYLE)].reduce(
    (total, [, body = ""]) => total + zlib.gzipSync(body, { level: 9 }).length,
    0,
  );
  const fonts = [
    ...new Set(
      [...html.matchAll(FONT_PRELOAD)].map(([tag]) =>
        resolveUrl(/\bhref="([^"]+)"/.exec(tag)?.[1] ?? "", pageUrl),
      ),
    ),
  ].sort();
  const fontBytes = fonts.reduce((total, url) => total + fs.statSync(urlToFile(clientDir, url)).size, 0);
  const sum = (urls: Iterable<string>) =>
    [...urls].reduce((total, url) => total + gzipSize(urlToFile(clientDir, url)), 0);
  return {
    route,
    scripts: [...scripts].sort(),
    islandScripts: [...islandScripts].sort(),
    javascriptGzip: sum(new Set([...scripts, ...islandScripts])) + inlineJavascriptGzip,
    initialJavascriptGzip: sum(scripts) + inlineJavascriptGzip,
    inlineJavascriptGzip,
    hasForm: /<form\b/.test(source),
    stylesheets,
    cssGzip: sum(stylesheets),
    renderBlockingStylesheets,
    inlineCssGzip,
    fonts,
    fontBytes,
  };
}
