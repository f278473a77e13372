import type { ArtSubject } from "../lib/art/field.ts";
import type { Report } from "../content/research-schema.ts";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { fullReportOffer } from "../content/document-texts.ts";
import { site } from "../content/site.ts";
import { formatDate } from "../../contract/format-date.ts";
import { CiteBlock, ItemText, PdfDownload, PeopleList } from "./research-item-parts.tsx";
import { ResearchItemFrame } from "./research-item-frame.tsx";

export interface ReportPageProps {
  /** The hero's field map, drawn from the item. */
  art: ArtSubject;
  report: Report;
  reference: string;
  summaryHref: string;
}

/** /research/reports/<slug>: the executive summary as a page (the same text as its PDF), and how to get the report. */
export default function ReportPage({ report, reference, summaryHref, art }: ReportPageProps) {
  return (
    <ResearchItemFrame
      art={art}
      kicker={`Report · ${report.type}`}
      title={report.title}
      lead={report.description}
      actions={
        <>
          <PdfDownload href={summaryHref} label="Download summary" title={report.title} />
          <ButtonLink to="/contact" variant="inverse">
            Request the full report
          </ButtonLink>
        </>
      }
      asideLabel="About this report"
      category={report.category}
      badge={<Badge>{report.type}</Badge>}
      facts={[
        { label: "Authors", value: <PeopleList people={report.authors} /> },
        { label: "Published", value: formatDate(report.date) },
        { label: "Full report", value: `${report.pages} pages, on request` },
      ]}
    >
      <div className="space-y-6">
        <ItemText id="executive-summary" title="Executive summary" sections={report.sections} />
        <p className="max-w-prose text-slate-700">{fullReportOffer(report.pages, site.emails.general)}</p>
      </div>
      <CiteBlock reference={reference} />
    </ResearchItemFrame>
  );
}
