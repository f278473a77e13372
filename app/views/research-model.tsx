import type { ArtSubject } from "../lib/art/field.ts";
import type { AiModel, Dataset } from "../content/research-schema.ts";
import { researchItemPath } from "../content/research-paths.ts";
import { Badge } from "../components/ui/badge.tsx";
import { ItemSection } from "../components/ui/item-page-frame.tsx";
import { formatDate, formatPeriod } from "../../contract/format-date.ts";
import { Link } from "../lib/navigation.tsx";
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

export interface ModelPageProps {
  /** The hero's field map, drawn from the item. */
  art: ArtSubject;
  model: AiModel;
  /** The datasets it was trained on, with their titles. */
  trainingData: readonly Pick<Dataset, "slug" | "title">[];
  reference: string;
  modelCardHref: string;
}

/** /research/models/<slug>: the model card as a page, what it estimates, where the weights are, and how to cite it. */
export default function ModelPage({ model, trainingData, reference, modelCardHref, art }: ModelPageProps) {
  return (
    <ResearchItemFrame
      art={art}
      kicker={`AI model · version ${model.version}`}
      title={model.title}
      lead={model.description}
      actions={<PdfDownload href={modelCardHref} label="Download model card" title={model.title} />}
      asideLabel="About this model"
      category={model.category}
      badge={<Badge>v{model.version}</Badge>}
      facts={[
        { label: "Creators", value: <PeopleList people={model.creators} /> },
        { label: "Version", value: model.version },
        { label: "Parameters", value: model.parameters },
        { label: "Released", value: formatDate(model.released) },
        { label: "Training data period", value: formatPeriod(model.temporalCoverage) },
        { label: "Trained and validated in", value: model.spatialCoverage.join(", ") },
        { label: "Licence", value: <LicenseLink license={model.license} /> },
      ]}
    >
      <ItemSection id="access" title="Get the model">
        <p className="mb-4 max-w-prose text-slate-700">
          The weights and code are free to download under the licence; read its terms before use.
        </p>
        <DistributionList files={model.distribution} />
      </ItemSection>
      <ItemSection id="outputs" title="What it estimates">
        <VariableList variables={model.variables} />
      </ItemSection>
      {trainingData.length > 0 ? (
        <ItemSection id="trained-on" title="Trained on">
          <ul className="max-w-prose list-disc space-y-1 pl-5 text-slate-700">
            {trainingData.map((dataset) => (
              <li key={dataset.slug}>
                <Link
                  to={researchItemPath("datasets", dataset.slug)}
                  className="text-brand-700 underline underline-offset-4"
                >
                  {dataset.title}
                </Link>
              </li>
            ))}
          </ul>
        </ItemSection>
      ) : null}
      <ItemText id="model-card" title="Model card" sections={model.sections} />
      <CiteBlock reference={reference} />
    </ResearchItemFrame>
  );
}
