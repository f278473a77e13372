import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeModules, routeWeight } from "./bundle-size.ts";

// A miniature build laid out like React Router's output.
let dir: string;
const files: Record<string, string> = {
  "assets/manifest-1.js":
    'window.__reactRouterManifest={"routes":{"root":{"module":"/assets/root.js"},' +
    '"routes/a":{"module":"/assets/a.js"},"routes/b":{"module":"/assets/b.js"}}};',
  "assets/entry.js": 'import{x as e}from"./shared.js";import("./lazy.js");',
  "assets/shared.js": "export const x=1;" + "y".repeat(500),
  "assets/lazy.js": "export const lazy=1;",
  "assets/root.js": 'import"./shared.js";',
  "assets/a.js": 'import{x}from"./shared.js";export default x;',
  "assets/b.js": 'export*from"./a.js";',
  "assets/app.css": "p{color:red}",
  "a/index.html":
    '<link rel="modulepreload" href="/assets/entry.js"/><link rel="stylesheet" href="/assets/app.css"/>' +
    '<script type="module" async="">import * as route0 from "/assets/root.js";\n' +
    'import * as route1 from "/assets/a.js";\nimport("/assets/entry.js");</script>',
  "c/index.html":
    '<style>p{color:red}</style><link rel="stylesheet" href="/assets/app.css" media="print"/>' +
    '<noscript><link rel="stylesheet" href="/assets/app.css"/></noscript><form method="post"></form>' +
    '<template><script type="module">import("/assets/entry.js");</script></template>' +
    "<script>document.title='x'</script>",
  "d/index.html":
    '<template data-start="after-paint"><script type="module">import * as route0 from "/assets/root.js";\n' +
    'import * as route1 from "/assets/a.js";</script></template>',
  "e/index.html":
    '<style>p{color:red}</style><link rel="stylesheet" href="/assets/app.css" media="print" disabled=""/>',
  "b/index.html":
    '<script type="module">import * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/b.js";</script>',
};
const gz = (name: string) => zlib.gzipSync(fs.readFileSync(path.join(dir, name)), { level: 9 }).length;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bundle-size-"));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("JavaScript and CSS a route loads before interaction", () => {
  it("follows preloads, the bootstrap's imports and static imports, but not lazy import() in modules", () => {
    const weight = routeWeight(dir, "/a", routeModules(dir));
    expect(weight.scripts).toEqual([
      "/assets/a.js",
      "/assets/entry.js",
      "/assets/root.js",
      "/assets/shared.js",
    ]);
    const js = ["assets/a.js", "assets/entry.js", "assets/root.js", "assets/shared.js"].map(gz);
    const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(files["a/index.html"]!)![1]!;
    const inline = zlib.gzipSync(bootstrap, { level: 9 }).length;
    expect(weight.inlineJavascriptGzip).toBe(inline);
    expect(weight.javascriptGzip).toBe(js.reduce((a, b) => a + b) + inline);
    expect(weight.cssGzip).toBe(gz("assets/app.css"));
    expect(weight.renderBlockingStylesheets).toEqual(["/assets/app.css"]);
    expect(weight.hasForm).toBe(false);
    expect(weight.foreignRouteModules).toEqual([]);
  });

  it("skips scripts kept in a <template> and <noscript> links; a print-media sheet does not block rendering", () => {
    const weight = routeWeight(dir, "/c", routeModules(dir));
    expect(weight.scripts).toEqual([]);
    expect(weight.inlineJavascriptGzip).toBe(zlib.gzipSync("document.title='x'", { level: 9 }).length);
    expect(weight.javascriptGzip).toBe(weight.inlineJavascriptGzip);
    expect(weight.renderBlockingStylesheets).toEqual([]);
    expect(weight.stylesheets).toEqual(["/assets/app.css"]);
    expect(weight.inlineCssGzip).toBe(zlib.gzipSync("p{color:red}", { level: 9 }).length);
    expect(weight.hasForm).toBe(true);
  });

  it("counts no stylesheet for a disabled link: it is neither fetched nor applied", () => {
    const weight = routeWeight(dir, "/e", routeModules(dir));
    expect(weight.stylesheets).toEqual([]);
    expect(weight.cssGzip).toBe(0);
    expect(weight.renderBlockingStylesheets).toEqual([]);
    expect(weight.inlineCssGzip).toBe(zlib.gzipSync("p{color:red}", { level: 9 }).length);
  });

  it("counts the scripts of a template started after the first paint", () => {
    const weight = routeWeight(dir, "/d", routeModules(dir));
    expect(weight.scripts).toEqual(["/assets/a.js", "/assets/root.js", "/assets/shared.js"]);
    expect(weight.foreignRouteModules).toEqual([]);
  });

  it("reports another page's route module pulled in by a static import", () => {
    expect(routeWeight(dir, "/b", routeModules(dir)).foreignRouteModules).toEqual(["routes/a"]);
  });
});
