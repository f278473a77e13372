// Safe in the browser (the Legal page's island uses it): no content is read here.
import { formatDate } from "../../contract/format-date.ts";

/** The Terms and Conditions: published on their own at /terms, which registration links to. */
export const termsDocumentId = "terms-and-conditions";

/** "2025-01-15" -> "15 January 2025": the site's one date format (contract/format-date.ts), in any time zone. */
export function formatLegalDate(isoDate: string): string {
  return formatDate(isoDate);
}
