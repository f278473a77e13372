// Schema.org nodes of the Research Center's item pages: ScholarlyArticle for a publication, Dataset for a dataset and
// for an AI model (Google's Dataset documentation counts "trained parameters or neural network structure
// definitions" as datasets, and schema.org has no model type; ADR 0037), Report for a report.
import type {
  DataDownload,
  Dataset as DatasetNode,
  Person,
  PropertyValue,
  Report as ReportNode,
  ScholarlyArticle,
} from "schema-dts";
import type { AiModel, Dataset, Publication, Report, ResearchPerson } from "../../content/research-schema.ts";
import {
  datasheetPath,
  modelCardPath,
  publicationPdfPath,
  reportSummaryPath,
  researchItemPath,
} from "../../content/research-paths.ts";
import { site } from "../../content/site.ts";
import { shareImagePath } from "../seo.ts";
import { absoluteUrl, organizationReference } from "./core.ts";

/** The team entry on /company of a person who is on the team. */
export const teamEntryPath = (team: string) => `/company#${team}`;

/** A person; one on the team is linked to their entry on /company. */
export function personLd(person: ResearchPerson): Person {
  return {
    "@type": "Person",
    name: `${person.given} ${person.family}`,
    givenName: person.given,
    familyName: person.family,
    ...(person.team ? { url: absoluteUrl(teamEntryPath(person.team)) } : {}),
  };
}

export function scholarlyArticleLd(paper: Publication): ScholarlyArticle {
  const url = absoluteUrl(researchItemPath("publications", paper.slug));
  return {
    "@type": "ScholarlyArticle",
    "@id": `${url}#article`,
    url,
    mainEntityOfPage: url,
    headline: paper.title,
    name: paper.title,
    abstract: paper.abstract,
    description: paper.abstract,
    author: paper.authors.map(personLd),
    datePublished: paper.date,
    image: absoluteUrl(shareImagePath(researchItemPath("publications", paper.slug))),
    inLanguage: "en",
    about: paper.category,
    ...(paper.keywords ? { keywords: paper.keywords.join(", ") } : {}),
    ...(paper.doi ? { sameAs: `https://doi.org/${paper.doi}` } : {}),
    ...(paper.doi ? { identifier: { "@type": "PropertyValue", propertyID: "DOI", value: paper.doi } } : {}),
    isPartOf:
      paper.kind === "Working paper"
        ? { "@type": "CreativeWorkSeries", name: paper.venue }
        : { "@type": "Periodical", name: paper.venue },
    ...(paper.kind === "Working paper" ? { publisher: organizationReference() } : {}),
    ...(paper.pdf
      ? {
          encoding: {
            "@type": "MediaObject",
            contentUrl: absoluteUrl(publicationPdfPath(paper.slug)),
            encodingFormat: "application/pdf",
          },
        }
      : {}),
  };
}

const variable = (entry: Dataset["variables"][number]): PropertyValue => ({
  "@type": "PropertyValue",
  name: entry.name,
  description: entry.description,
  ...(entry.unit ? { unitText: entry.unit } : {}),
});

const download = (entry: Dataset["distribution"][number]): DataDownload => ({
  "@type": "DataDownload",
  name: entry.name,
  contentUrl: entry.contentUrl,
  encodingFormat: entry.encodingFormat,
  contentSize: entry.contentSize,
});

/** A licence given as a page of this site becomes an absolute URL; a licence deed stays as it is. */
const licenseUrl = (url: string) => (url.startsWith("/") ? absoluteUrl(url) : url);

type DatasetLike = Pick<
  Dataset,
  | "slug"
  | "title"
  | "description"
  | "license"
  | "creators"
  | "temporalCoverage"
  | "spatialCoverage"
  | "variables"
  | "distribution"
  | "keywords"
  | "version"
>;

function datasetNode(
  item: DatasetLike,
  path: string,
  document: string | undefined,
  extra: Partial<DatasetNode>,
): DatasetNode {
  const url = absoluteUrl(path);
  return {
    "@type": "Dataset",
    "@id": `${url}#dataset`,
    url,
    mainEntityOfPage: url,
    name: item.title,
    description: item.description,
    license: licenseUrl(item.license.url),
    creator: [...item.creators.map(personLd), organizationReference()],
    publisher: organizationReference(),
    version: item.version,
    temporalCoverage: item.temporalCoverage,
    spatialCoverage: item.spatialCoverage.map((name) => ({ "@type": "Place", name })),
    variableMeasured: item.variables.map(variable),
    ...(item.distribution.length > 0 ? { distribution: item.distribution.map(download) } : {}),
    ...(item.keywords ? { keywords: item.keywords } : {}),
    ...(document ? { subjectOf: { "@type": "DigitalDocument", url: absoluteUrl(document) } } : {}),
    includedInDataCatalog: {
      "@type": "DataCatalog",
      name: `${site.name} Research Center`,
      url: absoluteUrl("/research"),
    },
    ...extra,
  };
}

export function datasetLd(dataset: Dataset): DatasetNode {
  const open = dataset.access === "Open Access";
  return datasetNode(
    dataset,
    researchItemPath("datasets", dataset.slug),
    open ? datasheetPath(dataset.slug) : undefined,
    {
      datePublished: dataset.published,
      dateModified: dataset.lastUpdated,
      isAccessibleForFree: open,
      conditionsOfAccess: open
        ? "Open Access: download without an account."
        : "Restricted: named researchers, after review by the data access committee, in a secure research environment.",
    },
  );
}

/** An AI model's page, described as a Dataset (its trained weights), based on the datasets it was trained on. */
export function modelLd(model: AiModel): DatasetNode {
  return datasetNode(model, researchItemPath("models", model.slug), modelCardPath(model.slug), {
    datePublished: model.released,
    isAccessibleForFree: true,
    ...(model.trainingData.length > 0
      ? { isBasedOn: model.trainingData.map((slug) => absoluteUrl(researchItemPath("datasets", slug))) }
      : {}),
  });
}

export function reportLd(report: Report): ReportNode {
  const url = absoluteUrl(researchItemPath("reports", report.slug));
  return {
    "@type": "Report",
    "@id": `${url}#report`,
    url,
    mainEntityOfPage: url,
    name: report.title,
    headline: report.title,
    description: report.description,
    author: report.authors.map(personLd),
    publisher: organizationReference(),
    datePublished: report.date,
    genre: report.type,
    inLanguage: "en",
    encoding: {
      "@type": "MediaObject",
      contentUrl: absoluteUrl(reportSummaryPath(report.slug)),
      encodingFormat: "application/pdf",
    },
  };
}
