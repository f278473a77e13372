// Citations of the research items, written with Citation.js at build: a publication's BibTeX, RIS and CSL-JSON files
// (served beside its page) and the formatted reference ("How to cite") each item's page shows. One CSL-JSON item per
// work is the source of every format, so the files and the page never disagree.
import { Cite, type CslItem } from "@citation-js/core";
import "@citation-js/plugin-bibtex";
import "@citation-js/plugin-csl";
import "@citation-js/plugin-ris";
import type { AiModel, Dataset, Publication, Report, ResearchPerson } from "../content/research.ts";
import { researchItemPath, type CitationFormat } from "../content/research-paths.ts";
import { site } from "../content/site.ts";
import { absoluteUrl } from "../lib/json-ld/core.ts";

const dateParts = (isoDate: string) => ({ "date-parts": [isoDate.split("-").map(Number)] });
const names = (people: readonly ResearchPerson[]) =>
  people.map((person) => ({ given: person.given, family: person.family }));

const publicationTypes: Record<Publication["kind"], string> = {
  "Journal article": "article-journal",
  // CSL has no preprint type of its own; "article" is what CSL 1.0.2 says to use for one.
  Preprint: "article",
  "Working paper": "report",
};

/** The paper as one CSL-JSON item: the source of its BibTeX, RIS and CSL-JSON files and its formatted reference. */
export function publicationCsl(paper: Publication): CslItem {
  const pages = [paper.firstPage, paper.lastPage].filter(Boolean).join("-");
  return {
    id: paper.slug,
    type: publicationTypes[paper.kind],
    title: paper.title,
    author: names(paper.authors),
    "container-title": paper.kind === "Working paper" ? undefined : paper.venue,
    "collection-title": paper.kind === "Working paper" ? paper.venue : undefined,
    publisher: paper.publisher,
    number: paper.kind === "Working paper" ? paper.issue : undefined,
    volume: paper.volume,
    issue: paper.kind === "Working paper" ? undefined : paper.issue,
    page: pages || undefined,
    issued: dateParts(paper.date),
    DOI: paper.doi,
    URL: absoluteUrl(researchItemPath("publications", paper.slug)),
    abstract: paper.abstract,
    // Citation.js splits keywords on commas, and keeps a space after one.
    keyword: paper.keywords?.join(","),
    language: "en",
  };
}

export function datasetCsl(dataset: Dataset): CslItem {
  return {
    id: dataset.slug,
    type: "dataset",
    title: dataset.title,
    author: names(dataset.creators),
    publisher: site.name,
    version: dataset.version,
    issued: dateParts(dataset.lastUpdated),
    URL: absoluteUrl(researchItemPath("datasets", dataset.slug)),
  };
}

export function modelCsl(model: AiModel): CslItem {
  return {
    id: model.slug,
    type: "software",
    title: model.title,
    author: names(model.creators),
    publisher: site.name,
    version: model.version,
    issued: dateParts(model.released),
    URL: absoluteUrl(researchItemPath("models", model.slug)),
  };
}

export function reportCsl(report: Report): CslItem {
  return {
    id: report.slug,
    type: "report",
    title: report.title,
    author: names(report.authors),
    publisher: site.name,
    genre: report.type,
    issued: dateParts(report.date),
    URL: absoluteUrl(researchItemPath("reports", report.slug)),
  };
}

/** Without the fields left undefined, so every format sees only what the item has. */
const defined = (item: CslItem): CslItem =>
  Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as CslItem;

/** A citation file's text: BibTeX, RIS, or a CSL-JSON array of one item. */
export function citationFile(item: CslItem, format: CitationFormat): string {
  const cite = new Cite(defined(item));
  if (format === "csl") return `${cite.format("data", { format: "text" }).trim()}\n`;
  // Citation.js writes the day into the month field ("jan 9"); BibTeX's styles want the month's macro alone.
  if (format === "bibtex")
    return `${cite
      .format("bibtex")
      .trim()
      .replace(/month = \{([a-z]{3})[^}]*\}/, "month = $1")}\n`;
  // Citation.js starts its RIS with blank lines, ends lines with LF and breaks a field every 70 characters. The RIS
  // specification has the TY tag first and CR LF line ends, and allows (does not require) the breaks, which stricter
  // readers refuse (astrocite-ris does, app/files/citations.test.ts): each field is put back on its tag's line. Only
  // newlines are trimmed at the end, since the closing tag is "ER  - " with its space.
  const ris = cite
    .format("ris")
    .replace(/^\s+/, "")
    .replace(/[\r\n]+$/, "")
    .replace(/\r?\n(?![A-Z][A-Z0-9] {2}- |ER {2}-)/g, "")
    // The specification's date is YYYY/MM/DD/ with zero-padded figures; Citation.js writes 2025/1/9/.
    .replace(
      /^DA {2}- (\d{4})\/(\d{1,2})\/(\d{1,2})\//m,
      (_, year: string, month: string, day: string) =>
        `DA  - ${year}/${month.padStart(2, "0")}/${day.padStart(2, "0")}/`,
    )
    // Citation.js cuts the ID to 20 characters; the whole id (the page's slug) is what a reader can find again.
    .replace(/^ID {2}- .*$/m, `ID  - ${String(item.id)}`);
  return `${ris.replace(/\r?\n/g, "\r\n")}\r\n`;
}

/** The reference as a reader copies it, in APA style (Citation.js's CSL processor, citeproc-js). */
export function formattedReference(item: CslItem): string {
  return new Cite(defined(item))
    .format("bibliography", { format: "text", template: "apa", lang: "en-US" })
    .trim();
}
