// Google Scholar's bibliographic <meta> tags (Highwire Press citation_* names) for a publication's page: Scholar's
// inclusion guidelines ask for one page per paper carrying its title, each author, the publication date and, for a
// journal paper, the journal; the PDF, DOI and abstract page help it link the full text.
import type { Publication } from "../content/research-schema.ts";
import { publicationPdfPath, researchItemPath } from "../content/research-paths.ts";
import { absoluteUrl } from "./json-ld/core.ts";
import { invertedName } from "./person-names.ts";

export function highwireTags(paper: Publication): { name: string; content: string }[] {
  const tag = (name: string, content: string | undefined) =>
    content === undefined ? [] : [{ name: `citation_${name}`, content }];
  const report = paper.kind === "Working paper";
  return [
    ...tag("title", paper.title),
    // One tag per author, in the paper's order, "Family, Given" (Scholar reads either form; this one is unambiguous).
    ...paper.authors.flatMap((author) => tag("author", invertedName(author))),
    // Scholar asks for YYYY/MM/DD.
    ...tag("publication_date", paper.date.replace(/-/g, "/")),
    ...(report
      ? [
          ...tag("technical_report_institution", paper.publisher),
          ...tag("technical_report_number", paper.issue),
        ]
      : [
          ...tag("journal_title", paper.venue),
          ...tag("volume", paper.volume),
          ...tag("issue", paper.issue),
          ...tag("firstpage", paper.firstPage),
          ...tag("lastpage", paper.lastPage),
        ]),
    ...tag("doi", paper.doi),
    ...tag("pdf_url", paper.pdf ? absoluteUrl(publicationPdfPath(paper.slug)) : undefined),
    ...tag("abstract_html_url", absoluteUrl(researchItemPath("publications", paper.slug))),
    ...tag("language", "en"),
    ...tag("keywords", paper.keywords?.join("; ")),
  ];
}
