// Sentences that a page and its generated PDF both print, written once so the two stay the same text (the PDF's
// accessible form is its page; tests/api/downloads.test.ts checks every paragraph of each PDF against it).
import type { Publication } from "./research-schema.ts";

/** The closing call to action of a service's page and the contact section of its brochure. */
export const serviceContactLead =
  "Tell us about your organisation and goals. A specialist replies within two working days, and the first discovery call is free.";

/** How to get a report in full: under its executive summary on its page and in the summary's PDF. */
export const fullReportOffer = (pages: number, email: string) =>
  `The complete ${pages}-page report, with methods, data tables and annexes, is sent free of charge on request to ${email}.`;

/** Where a paper appeared: the journal with its volume and issue, or the working-paper series with its number. */
export function publicationVenue(paper: Pick<Publication, "venue" | "volume" | "issue" | "kind">): string {
  return [
    paper.venue,
    paper.volume ? `volume ${paper.volume}` : undefined,
    paper.issue
      ? paper.kind === "Working paper"
        ? `no. ${paper.issue}`
        : `issue ${paper.issue}`
      : undefined,
  ]
    .filter(Boolean)
    .join(", ");
}
