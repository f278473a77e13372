import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeWeight } from "./bundle-size.ts";

// A miniature build laid out like Astro's output.
let dir: string;
const files: Record<string, string> = {
  "assets/client.js": 'import{r}from"./react.js";export default r;',
  "assets/react.js": "export const r=1;" + "y".repeat(500),
  "assets/form.js": 'import{r}from"./react.js";import("./lazy.js");export const Form=r;',
  "assets/lazy.js": "export const lazy=1;",
  "assets/loaded.js": 'import"./react.js";',
  "assets/app.css": "p{color:red}",
  "a/index.html":
    '<link rel="stylesheet" href="/assets/app.css"/><script>window.inline=1</script>' +
    '<astro-island component-url="/assets/form.js" renderer-url="/assets/client.js" ssr></astro-island>',
  "b/index.html": '<script type="module" src="/assets/loaded.js"></script><form method="post"></form>',
  "c/index.html":
    '<style>p{color:red}</style><link rel="stylesheet" href="/assets/app.css" media="print"/>' +
    '<noscript><link rel="stylesheet" href="/assets/app.css"/></noscript>' +
    '<script type="application/ld+json">{"a":1}</script>',
  "e/index.html":
    '<style>p{color:red}</style><link rel="stylesheet" href="/assets/app.css" media="print" disabled=""/>',
  "404.html": "<p>Not found</p>",
};
const gz = (name: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, name)), { level: 9 }).length;
const gzText = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bundle-size-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("JavaScript and CSS a route loads", () => {
  it("loads no file for an island before interaction, then its component, the renderer and their static imports", () => {
    const weight = routeWeight(dir, "/a");
    expect(weight.scripts).toEqual([]);
    expect(weight.islandScripts).toEqual(["/assets/client.js", "/assets/form.js", "/assets/react.js"]);
    const inline = gzText("window.inline=1");
    expect(weight.inlineJavascriptGzip).toBe(inline);
    expect(weight.initialJavascriptGzip).toBe(inline);
    expect(weight.javascriptGzip).toBe(
      inline + gz("assets/client.js") + gz("assets/form.js") + gz("assets/react.js"),
    );
    expect(weight.renderBlockingStylesheets).toEqual(["/assets/app.css"]);
    expect(weight.hasForm).toBe(false);
  });

  it("counts a module script loaded at once, with its imports, before interaction", () => {
    const weight = routeWeight(dir, "/b");
    expect(weight.scripts).toEqual(["/assets/loaded.js", "/assets/react.js"]);
    expect(weight.initialJavascriptGzip).toBe(gz("assets/loaded.js") + gz("assets/react.js"));
    expect(weight.hasForm).toBe(true);
  });

  it("counts inline CSS, ignores print and noscript stylesheets and data blocks", () => {
    const weight = routeWeight(dir, "/c");
    expect(weight.inlineCssGzip).toBe(gzText("p{color:red}"));
    expect(weight.renderBlockingStylesheets).toEqual([]);
    expect(weight.javascriptGzip).toBe(0);
  });

  it("loads nothing for a disabled stylesheet link", () => {
    expect(routeWeight(dir, "/e").stylesheets).toEqual([]);
  });

  it("reads the not-found page from 404.html", () => {
    expect(routeWeight(dir, "/404").javascriptGzip).toBe(0);
  });
});
