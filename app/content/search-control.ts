// Texts of the header's Search button (app/features/search/site-search.tsx). Apart from the dialog's texts
// (search.ts), which load with the dialog, since these are in every page's JavaScript.
export const searchControlTexts = {
  button: "Search",
  failed: "Search could not load. Please check your connection and try again.",
} as const;
