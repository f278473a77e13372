// Build step (called from scripts/site-files.ts before the CSP hashes): each page keeps only the CSS it can use.
// Astro inlines the whole stylesheet (Tailwind's classes for every page) into every page. A rule is dropped when
// every one of its selectors needs a class that appears nowhere in the page's HTML, its inline scripts, or the
// JavaScript its islands can load (their modules and what those import, statically or on demand: the search dialog,
// the form kit), so a state an island shows later keeps its styles. Rules without a class (the base styles, the
// scheme's and page state's attribute rules, @font-face, @keyframes, custom properties) are always kept. PurgeCSS
// was tried first and dropped rules this site needs (`[hidden]`, the dark scheme's `[data-scheme=dark]`), seen as
// changed screenshots (ADR 0016).
import fs from "node:fs";
import path from "node:path";
import postcss from "postcss";
import selectorParser from "postcss-selector-parser";
import { filesUnder } from "./lib/files.ts";

const STYLE = /<style>([\s\S]*?)<\/style>/;
const ISLAND_URL = /\s(?:component|renderer)-url="([^"]+)"/g;
// Static imports (`from"./x.js"`) and dynamic ones (import(`./x.js`)), in the quotes the bundler writes.
const IMPORT = /(?:import|from)\s*\(?\s*["'`]([^"'`\n]+\.js)["'`]/g;
// Tailwind class names hold ':', '/', '[', ']', '(', ')', '.', '%', '!', '&' and even '>' (`[&>*]:w-full`): the words
// between quotes and white space, and, so that `<p class=x>` yields `x` too, between angle brackets as well.
const CANDIDATES = [/[^"'`\s]+/g, /[^<>"'`\s]+/g];

/** The JavaScript an island of the page can load: its modules and, transitively, every module they import. */
function islandCode(clientDir: string, html: string): string {
  const pending = [...html.matchAll(ISLAND_URL)].map(([, url = ""]) => url);
  const seen = new Set<string>();
  let code = "";
  while (pending.length > 0) {
    const url = pending.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const file = path.join(clientDir, url);
    if (!fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, "utf8");
    code += `${text}\n`;
    for (const [, specifier = ""] of text.matchAll(IMPORT)) {
      pending.push(new URL(specifier, `http://site.invalid${url}`).pathname);
    }
  }
  return code;
}

/** The classes a selector requires of its elements: those outside any pseudo-class's arguments (:not, :where...). */
function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  selectorParser((root) => {
    root.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === "pseudo") return;
      }
      classes.push(node.value);
    });
  }).processSync(selector);
  return classes;
}

/** The stylesheet without the rules no element of a page with these `used` class names can match. */
export function trimStylesheet(css: string, used: ReadonlySet<string>): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter((selector) =>
      requiredClasses(selector).every((name) => used.has(name)),
    );
    if (kept.length === 0) rule.remove();
    else if (kept.length < rule.selectors.length) rule.selectors = kept;
  });
  // Media queries, supports and layers left empty.
  root.walkAtRules((atRule) => {
    if (atRule.nodes?.length === 0) atRule.remove();
  });
  return root.toString();
}

// Class attributes hold `[&>*]:w-full` as `[&amp;&gt;*]:w-full`: the entities React writes in attributes.
function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Rewrites each page's first inline <style> (Astro's copy of app/app.css); returns the bytes before and after. */
export function trimPageStylesheets(clientDir: string): { before: number; after: number } {
  let before = 0;
  let after = 0;
  for (const file of filesUnder(clientDir, (name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(file, "utf8");
    const css = STYLE.exec(html)?.[1];
    if (!css) continue;
    const content = `${decodeEntities(html)}\n${islandCode(clientDir, html)}`;
    const trimmed = trimStylesheet(
      css,
      new Set(CANDIDATES.flatMap((pattern) => content.match(pattern) ?? [])),
    );
    before += css.length;
    after += trimmed.length;
    fs.writeFileSync(
      file,
      html.replace(STYLE, () => `<style>${trimmed}</style>`),
    );
  }
  return { before, after };
}
