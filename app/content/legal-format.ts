// Safe in the browser (the Legal page's island uses it): no content is read here.

/** The Terms and Conditions: published on their own at /terms, which registration links to. */
export const termsDocumentId = "terms-and-conditions";

/** "2025-01-15" -> "January 15, 2025", independent of the reader's time zone. */
export function formatLegalDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  });
}
