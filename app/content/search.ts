// Texts of the site search dialog (app/features/search/search-dialog.tsx).
export const searchTexts = {
  title: "Search the site",
  description: "Searches the text of every page; a result opens its page at the matching section.",
  label: "Search for",
  placeholder: "e.g. hackathon, soil, careers",
  loading: "Loading the search index…",
  prompt: "Type a word to search every page.",
  failed: "Search is not available right now. Please try again later.",
  resultsLabel: "Search results",
  noResults: (query: string) => `No results for “${query}”. Try another word or a shorter one.`,
  results: (count: number, query: string) => `${count} ${count === 1 ? "result" : "results"} for “${query}”.`,
} as const;
