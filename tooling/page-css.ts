// Build step (tooling/site-files.ts, before the CSP hashes): each page keeps only the CSS it can use.
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
import { decodeAttribute } from "./csp-hashes.ts";
import { filesUnder } from "./lib/files.ts";
import { islandModuleUrls, moduleClosure, urlToFile } from "./lib/page-modules.ts";

const STYLE = /<style>([\s\S]*?)<\/style>/;
// Tailwind class names hold ':', '/', '[', ']', '(', ')', '.', '%', '!', '&' and even '>' (`[&>*]:w-full`): the words
// between quotes and white space, and, so that `<p class=x>` yields `x` too, between angle brackets as well.
const CANDIDATES = [/[^"'`\s]+/g, /[^<>"'`\s]+/g];

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

/** Rewrites each page's first inline <style> (Astro's copy of app/app.css); returns the bytes before and after. */
export function trimPageStylesheets(clientDir: string): { before: number; after: number } {
  let before = 0;
  let after = 0;
  for (const file of filesUnder(clientDir, (name) => name.endsWith(".html"))) {
    const html = fs.readFileSync(file, "utf8");
    const css = STYLE.exec(html)?.[1];
    if (!css) continue;
    // Class attributes hold `[&>*]:w-full` as `[&amp;&gt;*]:w-full`; the islands' code as written.
    const folder = path.relative(clientDir, path.dirname(file)).split(path.sep).join("/");
    const pageUrl = folder === "" ? "/" : `/${folder}/`;
    const modules = moduleClosure(clientDir, islandModuleUrls(html, pageUrl), { dynamic: true });
    const code = [...modules].map((url) => fs.readFileSync(urlToFile(clientDir, url), "utf8"));
    const content = [decodeAttribute(html), ...code].join("\n");
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
