// Texts of the site search dialog (app/features/search/search-dialog.tsx).
export const searchTexts = {
  title: "Search the site",
  description: "Every page's text: results lead to the page and, where it has one, to the section.",
  label: "Search for",
  placeholder: "For example: hackathon, genomic data, careers",
  loading: "Loading the search index…",
  prompt: "Type a word to search every page.",
  failed: "Search is not available right now. Please try again later.",
  resultsLabel: "Search results",
  noResults: (query: string) => `No results for “${query}”. Try another word or a shorter one.`,
  results: (count: number, query: string) => `${count} ${count === 1 ? "result" : "results"} for “${query}”.`,
} as const;
