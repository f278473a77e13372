import type { ArtSubject } from "../lib/art/field.ts";
import type { Publication } from "../content/research-schema.ts";
import { Badge } from "../components/ui/badge.tsx";
import { ExternalLink } from "../components/ui/external-link.tsx";
import { ItemSection } from "../components/ui/item-page-frame.tsx";
import { publicationVenue } from "../content/document-texts.ts";
import { formatDate } from "../../contract/format-date.ts";
import { CiteBlock, ItemText, PdfDownload, PeopleList } from "./research-item-parts.tsx";
import { ResearchItemFrame } from "./research-item-frame.tsx";

export interface PublicationPageProps {
  /** The hero's field map, drawn from the item. */
  art: ArtSubject;
  paper: Publication;
  /** The APA reference, made at build by Citation.js. */
  reference: string;
  citationFiles: readonly { href: string; label: string; mediaType: string }[];
  pdfHref?: string;
}

/** /research/publications/<slug>: the abstract, authors, venue, date, DOI, the PDF when there is one, and citations. */
export default function PublicationPage({
  paper,
  reference,
  citationFiles,
  pdfHref,
  art,
}: PublicationPageProps) {
  const venue = publicationVenue(paper);
  return (
    <ResearchItemFrame
      art={art}
      kicker={`Publication · ${paper.kind}`}
      title={paper.title}
      lead={
        <>
          <PeopleListOnDark people={paper.authors} />
          <span className="mt-2 block text-base text-brand-100">
            {venue} · {formatDate(paper.date)}
          </span>
        </>
      }
      actions={pdfHref ? <PdfDownload href={pdfHref} label="Download PDF" title={paper.title} /> : undefined}
      asideLabel="About this publication"
      category={paper.category}
      badge={<Badge>{paper.impact}</Badge>}
      facts={[
        { label: "Authors", value: <PeopleList people={paper.authors} /> },
        { label: paper.kind === "Working paper" ? "Series" : "Journal", value: venue },
        ...(paper.publisher ? [{ label: "Publisher", value: paper.publisher }] : []),
        { label: "Published", value: formatDate(paper.date) },
        ...(paper.doi
          ? [
              {
                label: "DOI",
                value: (
                  <ExternalLink
                    href={`https://doi.org/${paper.doi}`}
                    className="[&>svg]:ml-1 [&>svg]:inline [&>svg]:align-[-0.125em] break-all text-brand-700 underline underline-offset-4"
                  >
                    {paper.doi}
                  </ExternalLink>
                ),
              },
            ]
          : []),
        { label: "Citations", value: paper.citations.toLocaleString("en-US") },
        ...(paper.keywords ? [{ label: "Keywords", value: paper.keywords.join(", ") }] : []),
      ]}
      asideFooter={
        pdfHref ? null : (
          <p className="text-sm text-slate-700">
            The full text is published by {paper.venue}
            {paper.doi ? "; follow the DOI." : "."}
          </p>
        )
      }
    >
      <ItemSection id="abstract" title="Abstract">
        <p className="max-w-prose text-lg text-slate-800">{paper.abstract}</p>
      </ItemSection>
      <ItemText
        id={paper.pdf ? "full-text" : "summary"}
        title={paper.pdf ? "Full text" : "Summary of the paper"}
        sections={paper.sections}
      />
      <CiteBlock reference={reference} files={citationFiles} />
    </ResearchItemFrame>
  );
}

/** The byline in the hero: names in the hero's light text, team members linked. */
function PeopleListOnDark({ people }: { people: Publication["authors"] }) {
  return (
    <span className="block [&_a]:text-white [&_a]:decoration-accent-300">
      <PeopleList people={people} />
    </span>
  );
}
