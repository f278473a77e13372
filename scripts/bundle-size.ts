// What each prerendered route makes the browser download before the page is interactive: every module it preloads or
// imports statically (transitively), and its stylesheets, with gzip sizes. Read from the built HTML and JS only.
import fs from "node:fs";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";

export interface RouteWeight {
  route: string;
  /** JavaScript files loaded before interaction. */
  scripts: string[];
  /** Their gzip bytes plus those of the page's inline scripts that run. */
  javascriptGzip: number;
  /** Gzip bytes of the inline scripts that run (already counted in javascriptGzip). */
  inlineJavascriptGzip: number;
  /** Whether the page has a <form> (its JavaScript budget is the forms one). */
  hasForm: boolean;
  /** Every stylesheet the page links and loads (before or after the first paint; a `disabled` link loads nothing). */
  stylesheets: string[];
  cssGzip: number;
  /** Stylesheets that block rendering: linked with a media that matches a screen (no media, "all", "screen"). */
  renderBlockingStylesheets: string[];
  /** Gzip bytes of the page's inline <style> elements (the stylesheet inlined at build, scripts/inline-css.ts). */
  inlineCssGzip: number;
  /** Web fonts the page preloads (woff2, already compressed: counted at their size on disk). */
  fonts: string[];
  fontBytes: number;
  /** Route modules loaded although the route's own match does not include them (another page's code). */
  foreignRouteModules: string[];
}

const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/g;
const FONT_PRELOAD = /<link\b[^>]*\brel="preload"[^>]*\bas="font"[^>]*>/g;
// The app's scripts kept in a <template> (scripts/static-pages.ts): started right after the first paint on pages
// hydrated at load (counted), or only when the search is opened on the others (not loaded before interaction). An
// island page's entries (data-start="islands") are all counted, although most start only when their island is first
// touched (ADR 0014): the budget bounds what a visitor who uses the page loads, not only the first paint's share.
const TEMPLATE = /<template\b([^>]*)>([\s\S]*?)<\/template\s*>/g;
// A <noscript> fallback only applies with JavaScript off.
const NOSCRIPT = /<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/g;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/g;
// Static imports and re-exports in bundled ES modules: import"./a.js", import{x}from"./a.js", export*from"./a.js".
const STATIC_IMPORT =
  /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"'\n]+\.m?js)["']/g;
// The inline bootstrap also starts the entry module with import("…"): it runs at once, so it counts too.
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"'\n]+\.m?js)["']\s*\)/g;
const ROUTE_MODULE_IMPORT = /import \* as route\d+ from "([^"]+)"/g;

const gzipCache = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

function urlToFile(clientDir: string, url: string): string {
  return path.join(clientDir, decodeURIComponent(url.split(/[?#]/, 1)[0] ?? ""));
}

function resolveUrl(specifier: string, fromUrl: string): string {
  return new URL(specifier, new URL(fromUrl, "http://site.invalid")).pathname;
}

/** All route modules of the build, from React Router's client manifest (assets/manifest-*.js). */
export function routeModules(clientDir: string): Map<string, string> {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`No React Router manifest in ${assets}`);
  const sandbox = {
    window: {} as { __reactRouterManifest?: { routes: Record<string, { module: string }> } },
  };
  vm.runInNewContext(fs.readFileSync(path.join(assets, file), "utf8"), sandbox);
  const routes = sandbox.window.__reactRouterManifest?.routes ?? {};
  return new Map(Object.entries(routes).map(([id, route]) => [route.module, id]));
}

export function routeWeight(clientDir: string, route: string, modules: Map<string, string>): RouteWeight {
  const htmlFile = path.join(clientDir, route, "index.html");
  const source = fs.readFileSync(htmlFile, "utf8");
  const html = source
    .replace(TEMPLATE, (_, attributes: string, content: string) =>
      /\bdata-start="(?:after-paint|islands)"/.test(attributes) ? content : "",
    )
    .replace(NOSCRIPT, "");
  const pageUrl = route === "/" ? "/" : `${route}/`;

  const pending: string[] = [...html.matchAll(MODULEPRELOAD)].map(([, href = ""]) =>
    resolveUrl(href, pageUrl),
  );
  const matched = new Set<string>();
  let inlineJavascriptGzip = 0;
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT)) {
    const src = /\bsrc="([^"]+)"/.exec(attributes)?.[1];
    if (src) pending.push(resolveUrl(src, pageUrl));
    else if (!/type="application\/(?:ld\+)?json"/.test(attributes) && body.trim() !== "") {
      inlineJavascriptGzip += zlib.gzipSync(body, { level: 9 }).length;
    }
    if (!/type="module"/.test(attributes)) continue;
    for (const [, specifier = ""] of [...body.matchAll(STATIC_IMPORT), ...body.matchAll(DYNAMIC_IMPORT)]) {
      pending.push(resolveUrl(specifier, pageUrl));
    }
    for (const [, specifier = ""] of body.matchAll(ROUTE_MODULE_IMPORT))
      matched.add(resolveUrl(specifier, pageUrl));
  }

  const scripts = new Set<string>();
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (scripts.has(url)) continue;
    scripts.add(url);
    const code = fs.readFileSync(urlToFile(clientDir, url), "utf8");
    for (const [, specifier = ""] of code.matchAll(STATIC_IMPORT)) pending.push(resolveUrl(specifier, url));
  }

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
    javascriptGzip: sum(scripts) + inlineJavascriptGzip,
    inlineJavascriptGzip,
    hasForm: /<form\b/.test(source),
    stylesheets,
    cssGzip: sum(stylesheets),
    renderBlockingStylesheets,
    inlineCssGzip,
    fonts,
    fontBytes,
    foreignRouteModules: [...scripts]
      .filter((url) => modules.has(url) && !matched.has(url))
      .map((url) => modules.get(url)!),
  };
}
