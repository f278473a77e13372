// The site search in the browser: MiniSearch over the build-time documents. Loaded with the search dialog, only once
// the visitor opens search.
import MiniSearch from "minisearch";
import type { SearchDocument } from "./search-document.ts";

export interface SearchResult {
  id: string;
  url: string;
  page: string;
  section: string;
  snippet: string;
  /** The indexed words that matched (lower case), for highlighting. */
  terms: string[];
}

export interface SiteSearch {
  search(query: string, limit?: number): SearchResult[];
}

const SNIPPET_LENGTH = 160;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A pattern for the words starting with one of `terms` (case-insensitive), or null when there is none. */
export function termsPattern(terms: readonly string[]): RegExp | null {
  const alternatives = terms.filter(Boolean).map(escapeRegExp);
  if (alternatives.length === 0) return null;
  // Longest first, so "genomics" wins over "genomic"; the lookbehind keeps matches at the start of a word.
  alternatives.sort((a, b) => b.length - a.length);
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})`, "giu");
}

/**
 * About SNIPPET_LENGTH characters of `text` around the first word starting with one of `terms`, cut between words,
 * with an ellipsis where text was left out.
 */
export function snippetOf(text: string, terms: readonly string[]): string {
  if (text.length <= SNIPPET_LENGTH) return text;
  const at = termsPattern(terms)?.exec(text)?.index ?? 0;
  let start = Math.max(0, at - 50);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  let end = Math.min(text.length, start + SNIPPET_LENGTH);
  if (end < text.length) end = text.lastIndexOf(" ", end) > start ? text.lastIndexOf(" ", end) : end;
  const cut = text
    .slice(start, end)
    .trim()
    .replace(/[\s,;:·–—-]+$/u, "");
  return `${start > 0 ? "…" : ""}${cut}${end < text.length ? "…" : ""}`;
}

export function createSiteSearch(documents: readonly SearchDocument[]): SiteSearch {
  const index = new MiniSearch<SearchDocument>({
    fields: ["section", "page", "text"],
    storeFields: ["url", "page", "section", "text"],
    searchOptions: { boost: { section: 3, page: 2 }, prefix: true, fuzzy: 0.2, combineWith: "AND" },
  });
  index.addAll(documents);
  return {
    search(query, limit = 8) {
      const seen = new Set<string>();
      const results: SearchResult[] = [];
      for (const hit of index.search(query.trim())) {
        const document = hit as unknown as SearchDocument & { terms: string[] };
        // Sections without an anchor share their page's URL: one result per place is enough.
        if (seen.has(document.url)) continue;
        seen.add(document.url);
        results.push({
          id: document.id,
          url: document.url,
          page: document.page,
          section: document.section,
          snippet: snippetOf(document.text, hit.terms),
          terms: hit.terms,
        });
        if (results.length === limit) break;
      }
      return results;
    },
  };
}

/** `text` cut into plain parts and the parts that are words starting with one of `terms` (to be highlighted). */
export function highlightParts(text: string, terms: readonly string[]): { text: string; match: boolean }[] {
  const pattern = termsPattern(terms);
  if (!pattern) return [{ text, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  let last = 0;
  for (const found of text.matchAll(pattern)) {
    if (found.index > last) parts.push({ text: text.slice(last, found.index), match: false });
    parts.push({ text: found[0], match: true });
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), match: false });
  return parts;
}
