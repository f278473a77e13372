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
}

export interface SiteSearch {
  search(query: string, limit?: number): SearchResult[];
}

const SNIPPET_LENGTH = 160;

/** About SNIPPET_LENGTH characters of `text` around the first word starting with one of `terms`. */
export function snippetOf(text: string, terms: readonly string[]): string {
  const lower = text.toLowerCase();
  let at = -1;
  for (const term of terms) {
    const match = new RegExp(`(^|[^\\p{L}\\p{N}])${term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "u").exec(
      lower,
    );
    if (match && (at < 0 || match.index < at)) at = match.index + match[1]!.length;
  }
  if (at < 0 || text.length <= SNIPPET_LENGTH)
    return text.length <= SNIPPET_LENGTH ? text : `${text.slice(0, SNIPPET_LENGTH).trimEnd()}…`;
  let start = Math.max(0, at - 50);
  if (start > 0) start = text.indexOf(" ", start) + 1 || start;
  const end = Math.min(text.length, start + SNIPPET_LENGTH);
  return `${start > 0 ? "…" : ""}${text.slice(start, end).trim()}${end < text.length ? "…" : ""}`;
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
        });
        if (results.length === limit) break;
      }
      return results;
    },
  };
}
