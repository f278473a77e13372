import type { Whitepaper } from "../content/load.ts";
import type { ArtSubject } from "../lib/art/field.ts";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { tintFor } from "../components/ui/category-tint.ts";
import { FactList } from "../components/ui/fact-list.tsx";
import { ItemPageFrame, ItemSection } from "../components/ui/item-page-frame.tsx";
import { formatDate } from "../../contract/format-date.ts";
import { ItemText, PdfDownload } from "./research-item-parts.tsx";

export interface WhitepaperPageProps {
  /** The hero's field map, drawn from the paper. */
  art: ArtSubject;
  paper: Whitepaper;
  /** The collective's name: the paper's author and publisher. */
  publisher: string;
  /** The press boilerplate, which closes the PDF as "About <publisher>". */
  about: string;
}

/**
 * /insights/whitepapers/<slug>: the whitepaper's full text as a page, the same text as its PDF (made from the same
 * file, content/whitepapers/<slug>.md), and the PDF to download.
 */
export default function WhitepaperPage({ art, paper, publisher, about }: WhitepaperPageProps) {
  return (
    <ItemPageFrame
      art={art}
      trail={[{ label: "Home", to: "/" }, { label: "Insights", to: "/insights" }, { label: paper.title }]}
      kicker={`Whitepaper · ${paper.category}`}
      title={paper.title}
      lead={paper.description}
      actions={
        <>
          <PdfDownload href={paper.link} label="Download PDF" title={paper.title} />
          <ButtonLink to="/contact" variant="inverse">
            Discuss a pilot
          </ButtonLink>
        </>
      }
      asideLabel="About this whitepaper"
      aside={
        <>
          <div className="flex flex-wrap gap-2">
            <Badge className={tintFor(paper.category).badge}>{paper.category}</Badge>
            <Badge>Whitepaper</Badge>
          </div>
          <FactList
            facts={[
              { label: "Published", value: <time dateTime={paper.date}>{formatDate(paper.date)}</time> },
              { label: "By", value: publisher },
              { label: "PDF", value: `${paper.pages} pages` },
              { label: "Licence", value: "Free to share with attribution" },
            ]}
          />
        </>
      }
    >
      <p className="max-w-prose text-sm text-slate-600">
        Published {formatDate(paper.date)} by {publisher}. Free to share with attribution.
      </p>
      <ItemText id="full-text" title="Full text" sections={paper.sections} />
      <ItemSection id="about" title={`About ${publisher}`}>
        <p className="max-w-prose text-slate-700">{about}</p>
      </ItemSection>
    </ItemPageFrame>
  );
}
