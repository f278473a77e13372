import Lock from "lucide-react/icons/lock";
import type { ArtSubject } from "../lib/art/field.ts";
import type { Dataset } from "../content/research-schema.ts";
import { Badge } from "../components/ui/badge.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { ItemSection } from "../components/ui/item-page-frame.tsx";
import { formatDate, formatPeriod } from "../../contract/format-date.ts";
import {
  CiteBlock,
  DistributionList,
  ItemText,
  LicenseLink,
  PdfDownload,
  PeopleList,
  VariableList,
} from "./research-item-parts.tsx";
import { ResearchItemFrame } from "./research-item-frame.tsx";

export interface DatasetPageProps {
  /** The hero's field map, drawn from the item. */
  art: ArtSubject;
  dataset: Dataset;
  reference: string;
  /** The data sheet PDF of an Open Access dataset. */
  datasheetHref?: string;
}

/** /research/datasets/<slug>: the data sheet as a page, what it measures, how to get access, and how to cite it. */
export default function DatasetPage({ dataset, reference, datasheetHref, art }: DatasetPageProps) {
  const restricted = dataset.access === "Restricted";
  return (
    <ResearchItemFrame
      art={art}
      kicker={`Dataset · ${dataset.access}`}
      title={dataset.title}
      lead={dataset.description}
      actions={
        datasheetHref ? (
          <PdfDownload href={datasheetHref} label="Download data sheet" title={dataset.title} />
        ) : undefined
      }
      asideLabel="About this dataset"
      category={dataset.category}
      badge={
        <Badge className={restricted ? "bg-amber-100 text-amber-900" : "bg-brand-100 text-brand-900"}>
          {restricted ? <Lock aria-hidden="true" className="mr-1 size-3" /> : null}
          {dataset.access}
        </Badge>
      }
      facts={[
        { label: "Creators", value: <PeopleList people={dataset.creators} /> },
        { label: "Version", value: dataset.version },
        { label: "Size", value: dataset.size },
        { label: "Samples", value: dataset.samples },
        { label: "Period covered", value: formatPeriod(dataset.temporalCoverage) },
        { label: "Places", value: dataset.spatialCoverage.join(", ") },
        { label: "Published", value: formatDate(dataset.published) },
        { label: "Last updated", value: formatDate(dataset.lastUpdated) },
        { label: "Licence", value: <LicenseLink license={dataset.license} /> },
        { label: "Downloads", value: dataset.downloads.toLocaleString("en-US") },
      ]}
    >
      <ItemSection id="access" title={restricted ? "Access: restricted" : "Access: open"}>
        {restricted ? (
          <div className="max-w-prose space-y-4 rounded-(--radius-card) border border-amber-200 bg-amber-50 p-6 text-amber-950">
            <p>
              This dataset holds individual-level health or genetic data. Access is granted to named
              researchers after review by the data access committee and, for community data, the community
              data board. Approved users work in our secure research environment; no files leave it.
            </p>
            <p>Choose the Research category in the contact form and name this dataset.</p>
            <ButtonLink to="/contact">
              <Lock aria-hidden="true" className="size-4" />
              Request access
              <span className="sr-only">: {dataset.title}</span>
            </ButtonLink>
          </div>
        ) : (
          <>
            <p className="mb-4 max-w-prose text-slate-700">
              Free to download and reuse under the licence, with attribution; no account needed.
            </p>
            <DistributionList files={dataset.distribution} />
          </>
        )}
      </ItemSection>
      <ItemSection id="variables" title="What it measures">
        <VariableList variables={dataset.variables} />
      </ItemSection>
      <ItemText id="data-sheet" title="Data sheet" sections={dataset.sections} />
      <CiteBlock reference={reference} />
    </ResearchItemFrame>
  );
}
