/** One entry of the site search's index (/search-index.json, built by tooling/search-index.ts). */
export interface SearchDocument {
  /** Unique within the index. */
  id: string;
  /** Where the result leads: the page, with the section's or item's anchor when it has one. */
  url: string;
  /** The page's title. */
  page: string;
  /** The section's heading (or the item's title, or the page title for the text before the first section). */
  section: string;
  text: string;
}

/** Where the index is served; fetched only when the visitor opens search. */
export const SEARCH_INDEX_URL = "/search-index.json";

/**
 * Set when a search result is followed to another page: that page's header script (which imports nothing, so repeats
 * the key) moves focus to the section the result names.
 */
export const FOCUS_AFTER_LOAD_KEY = "vc-search-focus";
