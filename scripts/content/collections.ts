import type { z } from "zod";
import { pageCopySchemas, type PageCopyKey } from "../../app/content/page-copy-schema.ts";
import {
  articleSchema,
  companyFactSchema,
  explainerVideoSchema,
  interviewSchema,
  jobSchema,
  legalDocumentSchema,
  mediaContactSchema,
  pastEventSchema,
  projectSchema,
  teamMemberSchema,
  upcomingEventSchema,
  visualAssetCategorySchema,
  webinarSeriesSchema,
} from "../../app/content/schema.ts";

// Where each collection's files live under content/, how a file becomes an entry, and the module generated from it.

/** One file per entry in a folder; the file name (without extension) is the entry's id. */
export interface FolderCollection {
  kind: "folder";
  folder: string;
  /** Markdown with front matter, or plain YAML. */
  format: "md" | "yaml";
  idField: "id" | "slug";
  /** The field the Markdown text below the front matter fills, and how it is read. */
  body?: { field: string; as: "paragraph" | "paragraphs" | "sections" };
  schema: z.ZodType<Record<string, unknown>>;
  /** By the `order` field (lower first), or by a date field. */
  sort: { by: "order" } | { by: "date"; field: string; direction: "ascending" | "descending" };
  /** Entries the site cannot do without (a page of their own links to them). */
  requiredIds?: string[];
  output: GeneratedModule;
}

/** All entries in one YAML file, as a list, in the order written. */
export interface ListCollection {
  kind: "list";
  file: string;
  schema: z.ZodType<Record<string, unknown>>;
  output: GeneratedModule;
}

export interface GeneratedModule {
  /** File name under app/content/generated/. */
  module: string;
  exportName: string;
  /** Type of one entry, exported by app/content/schema.ts. */
  typeName: string;
}

export type Collection = FolderCollection | ListCollection;

export const collections: Collection[] = [
  {
    kind: "folder",
    folder: "jobs",
    format: "md",
    idField: "id",
    body: { field: "description", as: "paragraph" },
    schema: jobSchema,
    sort: { by: "order" },
    output: { module: "jobs.ts", exportName: "jobs", typeName: "Job" },
  },
  {
    kind: "folder",
    folder: "events",
    format: "md",
    idField: "slug",
    body: { field: "description", as: "paragraph" },
    schema: upcomingEventSchema,
    sort: { by: "date", field: "date", direction: "ascending" },
    output: { module: "events.ts", exportName: "upcomingEvents", typeName: "UpcomingEvent" },
  },
  {
    kind: "folder",
    folder: "past-events",
    format: "md",
    idField: "slug",
    body: { field: "description", as: "paragraph" },
    schema: pastEventSchema,
    sort: { by: "date", field: "date", direction: "descending" },
    output: { module: "past-events.ts", exportName: "pastEvents", typeName: "PastEvent" },
  },
  {
    kind: "list",
    file: "webinars.yaml",
    schema: webinarSeriesSchema,
    output: { module: "webinars.ts", exportName: "webinarSeries", typeName: "WebinarSeries" },
  },
  {
    kind: "folder",
    folder: "articles",
    format: "md",
    idField: "slug",
    body: { field: "content", as: "paragraphs" },
    schema: articleSchema,
    sort: { by: "order" },
    output: { module: "articles.ts", exportName: "articles", typeName: "Article" },
  },
  {
    kind: "folder",
    folder: "projects",
    format: "md",
    idField: "slug",
    body: { field: "description", as: "paragraph" },
    schema: projectSchema,
    sort: { by: "order" },
    output: { module: "projects.ts", exportName: "projects", typeName: "Project" },
  },
  {
    kind: "folder",
    folder: "team",
    format: "md",
    idField: "slug",
    body: { field: "bio", as: "paragraph" },
    schema: teamMemberSchema,
    sort: { by: "order" },
    output: { module: "team.ts", exportName: "team", typeName: "TeamMember" },
  },
  {
    kind: "folder",
    folder: "legal",
    format: "md",
    idField: "id",
    body: { field: "sections", as: "sections" },
    schema: legalDocumentSchema,
    sort: { by: "order" },
    // Published on its own at /terms, which registration links to.
    requiredIds: ["terms-and-conditions"],
    output: { module: "legal-documents.ts", exportName: "legalDocuments", typeName: "LegalDocument" },
  },
  {
    kind: "folder",
    folder: "press/interviews",
    format: "yaml",
    idField: "slug",
    schema: interviewSchema,
    sort: { by: "order" },
    output: { module: "interviews.ts", exportName: "interviews", typeName: "Interview" },
  },
  {
    kind: "list",
    file: "press/videos.yaml",
    schema: explainerVideoSchema,
    output: { module: "explainer-videos.ts", exportName: "explainerVideos", typeName: "ExplainerVideo" },
  },
  {
    kind: "list",
    file: "press/visual-assets.yaml",
    schema: visualAssetCategorySchema,
    output: {
      module: "visual-assets.ts",
      exportName: "visualAssetCategories",
      typeName: "VisualAssetCategory",
    },
  },
  {
    kind: "list",
    file: "press/media-contacts.yaml",
    schema: mediaContactSchema,
    output: { module: "media-contacts.ts", exportName: "mediaContacts", typeName: "MediaContact" },
  },
  {
    kind: "list",
    file: "company-facts.yaml",
    schema: companyFactSchema,
    output: { module: "company-facts.ts", exportName: "companyFacts", typeName: "CompanyFact" },
  },
];

/** content/pages/<file>.yaml for each page's copy, generated into app/content/generated/pages/<file>.ts. */
export const pageCopyFiles: Record<PageCopyKey, string> = {
  home: "home",
  vision: "vision",
  company: "company",
  careers: "careers",
  aiCenter: "ai-center",
  featuredInitiatives: "featured-initiatives",
  projects: "projects",
  services: "services",
  insights: "insights",
  events: "events",
  press: "press",
  research: "research",
  contact: "contact",
  legal: "legal",
  terms: "terms",
  notFound: "not-found",
};

export { pageCopySchemas };
