// Build-time only, like schema.ts: the rules of the Research Center's files (content/publications/, datasets/, models/,
// reports/), checked by app/content/load.ts. Pages import only the types.
// eslint-disable-next-line no-restricted-imports -- see schema.ts
import { z } from "zod";
import { researchCategories } from "./research-categories.ts";
import { httpsUrl, isoDate, legalSectionSchema, list, order, text } from "./schema.ts";

const category = z.enum(researchCategories, { error: `must be one of: ${researchCategories.join(", ")}` });
const count = z.number().int("must be a whole number").nonnegative("must not be negative");
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

/** The text below the front matter: "## " sections, shown on the item's page and written into its PDF. */
const sections = z
  .array(legalSectionSchema)
  .min(1, 'needs at least one "## " section below the front matter');

/**
 * A person who wrote a paper or made a dataset or model. `team` names their file in content/team/ (without .md): the
 * page then links the name to their entry on /company.
 */
export const researchPersonSchema = z.strictObject({
  given: text,
  family: text,
  team: slug.optional(),
});

/** A licence: its name as people read it, and the address of its text (a licence deed, or a page of this site). */
const licenseSchema = z.strictObject({
  name: text,
  url: z
    .string()
    .regex(
      /^(https:\/\/[^\s]+|\/[a-z0-9/-]*(#[a-z0-9-]+)?)$/,
      "must be an https:// address or a path on this site, such as /legal#biodata-governance-policy",
    ),
});

/** A registered media type, such as text/csv or application/zip. */
const mediaType = z
  .string()
  .regex(/^[a-z]+\/[a-z0-9.+-]+$/, "must be a media type, such as text/csv or application/zip");

/** One downloadable form of a dataset or model: where the files are and in which format. */
const distributionSchema = z.strictObject({
  name: text,
  contentUrl: httpsUrl,
  encodingFormat: mediaType,
  /** As people read it, such as "4.2 GB". */
  contentSize: text,
});

/** "2023-01-01/2024-12-31", "2023/2024", or "2023-01-01/.." for data still being collected (ISO 8601 interval). */
const interval = z
  .string()
  .regex(
    /^\d{4}(-\d{2}(-\d{2})?)?\/(\d{4}(-\d{2}(-\d{2})?)?|\.\.)$/,
    'must be a period such as "2023-01-01/2024-12-31", "2023/2024" or "2023-01-01/.."',
  )
  .refine((value) => {
    const [start = "", end = ""] = value.split("/");
    return end === ".." || start <= end;
  }, "must start before it ends");

/** What a dataset measures or a model estimates, with its unit when it has one. */
const variableSchema = z.strictObject({ name: text, unit: text.optional(), description: text });

/** Google asks for a dataset description of 50 to 5,000 characters. */
const datasetDescription = text.pipe(
  z
    .string()
    .min(50, "must be at least 50 characters (search engines skip shorter ones)")
    .max(5000, "must be at most 5,000 characters"),
);

const doi = z
  .string()
  .regex(
    /^10\.\d{4,9}\/[-._;()/:A-Za-z0-9]+$/,
    "must be a DOI such as 10.5555/verdant.wp.2025.01, without https://doi.org/",
  );

export const publicationKinds = ["Journal article", "Preprint", "Working paper"] as const;
export const publicationImpacts = ["High Impact", "Emerging", "Preprint"] as const;

/** content/publications/<slug>.md: a paper; the text below the front matter is its body, by section. */
export const publicationSchema = z
  .strictObject({
    slug: text,
    title: text,
    authors: z.array(researchPersonSchema).min(1, "needs at least one author"),
    kind: z.enum(publicationKinds, { error: `must be one of: ${publicationKinds.join(", ")}` }),
    /** The journal, preprint server or series it appeared in. */
    venue: text,
    /** For a working paper: the institution that issued it. */
    publisher: text.optional(),
    volume: text.optional(),
    issue: text.optional(),
    firstPage: text.optional(),
    lastPage: text.optional(),
    date: isoDate,
    doi: doi.optional(),
    citations: count,
    impact: z.enum(publicationImpacts, { error: `must be one of: ${publicationImpacts.join(", ")}` }),
    category,
    abstract: text,
    keywords: list().optional(),
    /** True when the site publishes the full text as a PDF (built from the abstract and the sections). */
    pdf: z.boolean({ error: "must be true or false" }).default(false),
    sections,
  })
  .refine((paper) => paper.kind !== "Working paper" || paper.publisher !== undefined, {
    path: ["publisher"],
    message: "is needed for a working paper (the institution that issued it)",
  });

export const accessLevels = ["Open Access", "Restricted"] as const;

/** content/datasets/<slug>.md: a dataset; the text below the front matter is its data sheet. */
export const datasetSchema = z
  .strictObject({
    slug: text,
    order,
    title: text,
    category,
    description: datasetDescription,
    size: text,
    samples: text,
    published: isoDate,
    lastUpdated: isoDate,
    version: text,
    access: z.enum(accessLevels, { error: "must be Open Access or Restricted" }),
    downloads: count,
    license: licenseSchema,
    creators: z.array(researchPersonSchema).min(1, "needs at least one creator"),
    temporalCoverage: interval,
    /** Countries, regions or places the data comes from. */
    spatialCoverage: list(),
    variables: z.array(variableSchema).min(1, "needs at least one entry"),
    /** Where the files are. Only Open Access datasets have any; Restricted data never leaves the secure environment. */
    distribution: z.array(distributionSchema).default([]),
    keywords: list().optional(),
    sections,
  })
  .refine((dataset) => dataset.lastUpdated >= dataset.published, {
    path: ["lastUpdated"],
    message: "must not be before published",
  })
  .refine((dataset) => dataset.access === "Restricted" || dataset.distribution.length > 0, {
    path: ["distribution"],
    message: "needs at least one download for an Open Access dataset",
  })
  .refine((dataset) => dataset.access === "Open Access" || dataset.distribution.length === 0, {
    path: ["distribution"],
    message: "must be left out for a Restricted dataset (its data is reached only in the secure environment)",
  });

/** content/models/<slug>.md: an AI model; the text below the front matter is its model card. */
export const aiModelSchema = z.strictObject({
  slug: text,
  order,
  title: text,
  category,
  description: datasetDescription,
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'must be a version such as "2.3.0"'),
  parameters: text,
  released: isoDate,
  license: licenseSchema,
  creators: z.array(researchPersonSchema).min(1, "needs at least one creator"),
  /** The period of the data it was trained on. */
  temporalCoverage: interval,
  /** Where it was trained and validated. */
  spatialCoverage: list(),
  /** What it estimates. */
  variables: z.array(variableSchema).min(1, "needs at least one entry"),
  /** Where the weights are. */
  distribution: z.array(distributionSchema).min(1, "needs at least one download (the weights)"),
  /** The datasets of content/datasets/ it was trained on, by file name. */
  trainingData: z.array(slug).default([]),
  keywords: list().optional(),
  sections,
});

/** content/reports/<slug>.md: a report; the text below the front matter is its executive summary. */
export const reportSchema = z.strictObject({
  slug: text,
  title: text,
  category,
  description: text,
  /** Pages of the full report (sent on request); the site publishes the executive summary. */
  pages: z.number().int("must be a whole number").positive("must be at least 1"),
  date: isoDate,
  type: text,
  authors: z.array(researchPersonSchema).min(1, "needs at least one author"),
  sections,
});

export type ResearchPerson = z.output<typeof researchPersonSchema>;
export type Publication = z.output<typeof publicationSchema>;
export type Dataset = z.output<typeof datasetSchema>;
export type AiModel = z.output<typeof aiModelSchema>;
export type Report = z.output<typeof reportSchema>;
