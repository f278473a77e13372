// The site search's index, built at build time from the prerendered pages (called by tooling/site-files.ts once
// Astro has written every page): the visible text of every indexable page, cut into one document per section (an h2 with an
// id, linked as page#id) and per item with its own anchor (an event, an article, a job: an element with an id and an
// h3), so results can point to the place on the page. The browser loads it only when the visitor opens search
// (app/features/search/).
import fs from "node:fs";
import path from "node:path";
import { parse } from "parse5";
import { detailPages } from "../app/content/detail-pages.ts";
import { content } from "../app/content/load.ts";

import type { PageInfo } from "../app/content/schema.ts";
import type { SearchDocument } from "../app/features/search/search-document.ts";

export const SEARCH_INDEX_FILE = "search-index.json";

interface HtmlNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  content?: HtmlNode;
}

// Not page text: code, art, controls, and dialogs (the application form's modal).
const SKIPPED = new Set([
  "script",
  "style",
  "svg",
  "template",
  "noscript",
  "button",
  "form",
  "select",
  "dialog",
]);
// Elements that sit inside a word run; every other element (badges and links in flex rows too) separates words.
const INLINE = new Set([
  "abbr",
  "b",
  "code",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "small",
  "strong",
  "sub",
  "sup",
  "u",
]);
// Blocks of text: where one ends without punctuation (a badge, a label, a heading, a list item) and another follows,
// the document's text gets a " · " between them, so that snippets read "Senior · Genomics · Remote" and not
// "Senior Genomics Remote". Other elements (links, spans) are a plain space.
const BLOCKS = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "figcaption",
  "figure",
  "footer",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "li",
  "ol",
  "p",
  "section",
  "summary",
  "table",
  "td",
  "th",
  "tr",
  "ul",
]);
const BREAK = "\u0000";

/** Whitespace collapsed; block breaks become " · " after unpunctuated text, a space otherwise. */
function joinBlocks(text: string): string {
  let joined = "";
  for (const part of text.split(BREAK).map(clean)) {
    if (!part) continue;
    if (!joined) joined = part;
    else joined += /[.!?:;,…·–—-]$/u.test(joined) || /^[.,;:!?)]/.test(part) ? ` ${part}` : ` · ${part}`;
  }
  return joined;
}

// Ids written by hand in the pages (slugs); React's generated ids (useId) are left alone.
const ANCHOR_ID = /^[a-z][a-z0-9-]*$/;

const attribute = (node: HtmlNode, name: string) => node.attrs?.find((attr) => attr.name === name)?.value;

// Not read as page text: the elements above, decorative art (aria-hidden) and screen-reader-only additions such as
// "(opens in a new tab)", which would only clutter result snippets. Headings are kept even when visually hidden: they
// name sections.
const isSkipped = (node: HtmlNode) =>
  (node.tagName !== undefined && SKIPPED.has(node.tagName)) ||
  attribute(node, "aria-hidden") === "true" ||
  (!/^h[1-6]$/.test(node.tagName ?? "") && (attribute(node, "class") ?? "").split(/\s+/).includes("sr-only"));

function textOf(node: HtmlNode): string {
  if (node.nodeName === "#text") return node.value ?? "";
  if (isSkipped(node)) return "";
  const inner = (node.childNodes ?? []).map(textOf).join("");
  return node.tagName && !INLINE.has(node.tagName) ? ` ${inner} ` : inner;
}

// Whitespace collapsed, and none before punctuation (a link's edge before the sentence's full stop).
const clean = (text: string) =>
  text
    .replace(/\s+/g, " ")
    .replace(/ (?=[.,;:!?)])/g, "")
    .trim();

function find(node: HtmlNode, test: (each: HtmlNode) => boolean): HtmlNode | undefined {
  if (test(node)) return node;
  for (const child of node.childNodes ?? []) {
    const found = find(child, test);
    if (found) return found;
  }
  return undefined;
}

// A short line of text above a heading (an eyebrow such as "Save the date").
const isEyebrow = (node: HtmlNode) =>
  (node.tagName === "p" || node.tagName === "span") && clean(textOf(node)).length <= 60;

/** The search documents of one prerendered page. */
export function pageDocuments(html: string, page: PageInfo): SearchDocument[] {
  const main = find(parse(html) as HtmlNode, (node) => node.tagName === "main");
  if (!main) throw new Error(`search index: no <main> in the page ${page.path}`);
  const documents: SearchDocument[] = [];
  const open = (section: string, anchor: string | undefined): SearchDocument => {
    const document: SearchDocument = {
      id: `${page.path}#${anchor ?? ""}#${documents.length}`,
      url: anchor ? `${page.path}#${anchor}` : page.path,
      page: page.title,
      section,
      text: "",
    };
    documents.push(document);
    return document;
  };
  let section = open(page.title, undefined);

  // Headings already used to name a document.
  const used = new Set<HtmlNode>();
  const openSection = (heading: HtmlNode) => {
    const id = attribute(heading, "id");
    used.add(heading);
    section = open(clean(textOf(heading)), id && ANCHOR_ID.test(id) ? id : undefined);
  };
  const walk = (node: HtmlNode) => {
    if (used.has(node) || isSkipped(node)) return;
    if (node.nodeName === "#text") {
      section.text += node.value ?? "";
      return;
    }
    const id = attribute(node, "id");
    if (node.tagName === "h1") return; // the page's own title, already the document's name
    if (node.tagName === "h2") {
      openSection(node);
      return;
    }
    // A section heading block (eyebrow, h2, lead): the eyebrow above the h2 belongs to the new section.
    const elements = (node.childNodes ?? []).filter((child) => child.tagName !== undefined);
    const h2At = elements.findIndex((child) => child.tagName === "h2");
    if (h2At > 0 && elements.slice(0, h2At).every(isEyebrow)) openSection(elements[h2At]!);
    const isItem =
      id !== undefined &&
      ANCHOR_ID.test(id) &&
      node.tagName !== "section" &&
      !find(node, (each) => each.tagName === "h2");
    const itemHeading = isItem ? find(node, (each) => each.tagName === "h3") : undefined;
    if (itemHeading) {
      // An item with its own anchor (an event, an article, a job): its text becomes its own document, named by its
      // heading; the section continues after it.
      const outer = section;
      section = open(clean(textOf(itemHeading)), id);
      used.add(itemHeading);
      for (const child of node.childNodes ?? []) walk(child);
      section = outer;
      section.text += BREAK;
      return;
    }
    const edge =
      node.tagName === undefined || INLINE.has(node.tagName) ? "" : BLOCKS.has(node.tagName) ? BREAK : " ";
    section.text += edge;
    for (const child of node.childNodes ?? []) walk(child);
    section.text += edge;
  };
  for (const child of main.childNodes ?? []) walk(child);

  return documents
    .map((document) => ({ ...document, text: joinBlocks(document.text) }))
    .filter((document) => document.text.length > 0 || document.url !== page.path);
}

/** Reads every indexable page from the build and writes the index; returns how many documents it holds. */
export function writeSearchIndex(clientDir: string): number {
  // Read here, not when the module loads: the Astro config imports this module before the content sync checks the
  // files, which reports a broken one by its file and field.
  const pages: PageInfo[] = [...Object.values(content().pages), ...detailPages(content())];
  const documents: SearchDocument[] = [];
  for (const page of pages.filter((p) => !p.noindex)) {
    const pagePath = page.path;
    const file = path.join(clientDir, ...pagePath.split("/").filter(Boolean), "index.html");
    documents.push(...pageDocuments(fs.readFileSync(file, "utf8"), page));
  }
  fs.writeFileSync(path.join(clientDir, SEARCH_INDEX_FILE), JSON.stringify(documents));
  return documents.length;
}
