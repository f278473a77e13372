// Reads the content files under content/ and checks each against its zod schema: the one loader behind Astro's
// content collections (app/content.config.ts), `npm run content:check`, the unit tests and the build scripts that run
// outside Astro (ADR 0015). Every problem is one line naming the file and the field. Node only: never import it from
// a component; pages get the entries from getCollection() and hand them to components as props.
import fs from "node:fs";
import path from "node:path";
import { pageCopySchemas, type PageCopy, type PageCopyKey } from "./page-copy-schema.ts";
import {
  aiModelSchema,
  datasetSchema,
  publicationSchema,
  reportSchema,
  type AiModel,
  type Dataset,
  type Publication,
  type Report,
  type ResearchPerson,
} from "./research-schema.ts";
import { parseYaml } from "../../content-reader/parse.ts";
import {
  check,
  collect,
  comparator,
  ContentCheckFailed,
  contentFolder,
  readFolder,
  readList,
  type Collection,
  type Schema,
} from "../../content-reader/read-collection.ts";
import {
  acknowledgementCollection,
  jobCollection,
  stageEmailCollection,
} from "../../content-reader/server-content.ts";

export { ContentCheckFailed, contentFolder } from "../../content-reader/read-collection.ts";
import {
  articleSchema,
  companyFactSchema,
  explainerVideoSchema,
  interviewSchema,
  legalDocumentSchema,
  mediaContactSchema,
  pageTitlesSchema,
  pastEventSchema,
  projectResultsSchema,
  projectSchema,
  serviceSchema,
  serviceStepSchema,
  teamMemberSchema,
  upcomingEventSchema,
  visualAssetCategorySchema,
  webinarSeriesSchema,
  whitepaperSchema,
  type Acknowledgement,
  type StageEmailText,
  type Article,
  type ArticleFile,
  type CompanyFact,
  type ExplainerVideo,
  type Interview,
  type Job,
  type LegalDocument,
  type MediaContact,
  type PageKey,
  type PageTitles,
  type PastEvent,
  type Project,
  type ProjectResults,
  type ServiceFile,
  type ServiceStep,
  type TeamMember,
  type UpcomingEvent,
  type VisualAssetCategory,
  type WebinarSeries,
  type WhitepaperFile,
} from "./schema.ts";

/** Where each collection's files live under content/ and how a file becomes an entry. */
export const collections = {
  jobs: jobCollection,
  upcomingEvents: {
    kind: "folder",
    folder: "events",
    format: "md",
    idField: "slug",
    body: { field: "description", as: "paragraph" },
    schema: upcomingEventSchema,
    sort: { by: "date", field: "date", direction: "ascending" },
  },
  pastEvents: {
    kind: "folder",
    folder: "past-events",
    format: "md",
    idField: "slug",
    body: { field: "description", as: "paragraph" },
    schema: pastEventSchema,
    sort: { by: "date", field: "date", direction: "descending" },
  },
  webinarSeries: { kind: "list", file: "webinars.yaml", schema: webinarSeriesSchema },
  articles: {
    kind: "folder",
    folder: "articles",
    format: "md",
    idField: "slug",
    body: { field: "content", as: "paragraphs" },
    schema: articleSchema,
    sort: { by: "order" },
  },
  projects: {
    kind: "folder",
    folder: "projects",
    format: "md",
    idField: "slug",
    body: { field: "story", as: "paragraphs" },
    schema: projectSchema,
    sort: { by: "order" },
  },
  team: {
    kind: "folder",
    folder: "team",
    format: "md",
    idField: "slug",
    body: { field: "bio", as: "paragraph" },
    schema: teamMemberSchema,
    sort: { by: "order" },
  },
  legalDocuments: {
    kind: "folder",
    folder: "legal",
    format: "md",
    idField: "id",
    body: { field: "sections", as: "sections" },
    schema: legalDocumentSchema,
    sort: { by: "order" },
    // Published on its own at /terms, which registration links to.
    requiredIds: ["terms-and-conditions"],
  },
  interviews: {
    kind: "folder",
    folder: "press/interviews",
    format: "yaml",
    idField: "slug",
    schema: interviewSchema,
    sort: { by: "order" },
  },
  explainerVideos: { kind: "list", file: "press/videos.yaml", schema: explainerVideoSchema },
  visualAssetCategories: {
    kind: "list",
    file: "press/visual-assets.yaml",
    schema: visualAssetCategorySchema,
  },
  mediaContacts: { kind: "list", file: "press/media-contacts.yaml", schema: mediaContactSchema },
  companyFacts: { kind: "list", file: "company-facts.yaml", schema: companyFactSchema },
  services: {
    kind: "folder",
    folder: "services",
    format: "yaml",
    idField: "slug",
    schema: serviceSchema,
    sort: { by: "order" },
  },
  serviceProcess: { kind: "list", file: "service-process.yaml", schema: serviceStepSchema },
  // content/project-results/<project>.yaml: the charts of the project of the same name (checked below).
  projectResults: {
    kind: "folder",
    folder: "project-results",
    format: "yaml",
    idField: "slug",
    schema: projectResultsSchema,
    sort: { by: "id" },
  },
  acknowledgements: acknowledgementCollection,
  stageEmails: stageEmailCollection,
  whitepapers: {
    kind: "folder",
    folder: "whitepapers",
    format: "md",
    idField: "slug",
    body: { field: "sections", as: "sections" },
    schema: whitepaperSchema,
    sort: { by: "order" },
  },
  publications: {
    kind: "folder",
    folder: "publications",
    format: "md",
    idField: "slug",
    body: { field: "sections", as: "sections" },
    schema: publicationSchema,
    sort: { by: "date", field: "date", direction: "descending" },
  },
  datasets: {
    kind: "folder",
    folder: "datasets",
    format: "md",
    idField: "slug",
    body: { field: "sections", as: "sections" },
    schema: datasetSchema,
    sort: { by: "order" },
  },
  aiModels: {
    kind: "folder",
    folder: "models",
    format: "md",
    idField: "slug",
    body: { field: "sections", as: "sections" },
    schema: aiModelSchema,
    sort: { by: "order" },
  },
  reports: {
    kind: "folder",
    folder: "reports",
    format: "md",
    idField: "slug",
    body: { field: "sections", as: "sections" },
    schema: reportSchema,
    sort: { by: "date", field: "date", direction: "descending" },
  },
} satisfies Record<string, Collection>;

/** content/pages/<file>.yaml holds each page's copy. */
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

export const pageTitlesFile = "page-titles.yaml";

/** A service as the pages and its brochure show it: its file, plus the title, summary and address of its page. */
export type Service = Omit<ServiceFile, "page"> & {
  pageKey: PageKey;
  title: string;
  summary: string;
  link: string;
};

/** A whitepaper and the address of the PDF made from it. */
export type Whitepaper = WhitepaperFile & { link: string };

export type PageCopies = { [Key in PageCopyKey]: PageCopy<Key> };

/** Every collection, checked, in the order the pages list them. */
export interface Content {
  jobs: Job[];
  upcomingEvents: UpcomingEvent[];
  pastEvents: PastEvent[];
  webinarSeries: WebinarSeries[];
  articles: Article[];
  projects: Project[];
  team: TeamMember[];
  legalDocuments: LegalDocument[];
  interviews: Interview[];
  explainerVideos: ExplainerVideo[];
  visualAssetCategories: VisualAssetCategory[];
  mediaContacts: MediaContact[];
  companyFacts: CompanyFact[];
  services: Service[];
  serviceProcess: ServiceStep[];
  projectResults: ProjectResults[];
  whitepapers: Whitepaper[];
  acknowledgements: Acknowledgement[];
  stageEmails: StageEmailText[];
  publications: Publication[];
  datasets: Dataset[];
  aiModels: AiModel[];
  reports: Report[];
  pages: PageTitles;
  pageCopy: PageCopies;
}

/**
 * Puts a collection's entries, as Astro's getCollection returns them (by id), back in the order the pages list them:
 * a folder collection's sort, or a list file's order (its entries' ids are their positions, 1, 2, ...).
 */
export function inListOrder<Entry extends { id: string; data: unknown }>(
  name: string,
  found: Entry[],
): Entry[] {
  const collection = (collections as Record<string, Collection>)[name];
  // A list file whose entries name themselves: the order of the names it must have.
  if (collection?.kind === "list" && collection.requiredIds) {
    const rank = (id: string) => collection.requiredIds!.indexOf(id);
    return [...found].sort((a, b) => rank(a.id) - rank(b.id));
  }
  if (collection?.kind !== "folder") return [...found].sort((a, b) => Number(a.id) - Number(b.id));
  const compare = comparator(collection);
  return [...found].sort((a, b) =>
    compare(a.data as Record<string, unknown>, b.data as Record<string, unknown>),
  );
}

function readMapping(root: string, relative: string, schema: Schema, problems: string[]) {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) {
    problems.push(`${relative}: is missing`);
    return undefined;
  }
  const raw = collect(problems, () => parseYaml(fs.readFileSync(absolute, "utf8"), relative));
  return raw === undefined ? undefined : check(schema, raw, relative, problems);
}

/** Across the research files: a person's team entry and a model's training datasets must exist. */
function researchCrossChecks(read: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const team = new Set(((read.team as TeamMember[] | undefined) ?? []).map((member) => member.slug));
  const datasetIds = new Set(((read.datasets as Dataset[] | undefined) ?? []).map((dataset) => dataset.slug));
  const people: [string, string, readonly ResearchPerson[]][] = [
    ...((read.publications as Publication[] | undefined) ?? []).map(
      (paper) => ["publications", paper.slug, paper.authors] as [string, string, ResearchPerson[]],
    ),
    ...((read.datasets as Dataset[] | undefined) ?? []).map(
      (dataset) => ["datasets", dataset.slug, dataset.creators] as [string, string, ResearchPerson[]],
    ),
    ...((read.aiModels as AiModel[] | undefined) ?? []).map(
      (model) => ["models", model.slug, model.creators] as [string, string, ResearchPerson[]],
    ),
    ...((read.reports as Report[] | undefined) ?? []).map(
      (report) => ["reports", report.slug, report.authors] as [string, string, ResearchPerson[]],
    ),
  ];
  for (const [folder, id, persons] of people) {
    const field = folder === "publications" || folder === "reports" ? "authors" : "creators";
    persons.forEach((person, index) => {
      if (person.team !== undefined && !team.has(person.team)) {
        problems.push(
          `${contentFolder}/${folder}/${id}.md: ${field}.${index}.team names ${person.team}, which is not a file in ${contentFolder}/team/`,
        );
      }
    });
  }
  for (const model of (read.aiModels as AiModel[] | undefined) ?? []) {
    model.trainingData.forEach((dataset, index) => {
      if (!datasetIds.has(dataset)) {
        problems.push(
          `${contentFolder}/models/${model.slug}.md: trainingData.${index} names ${dataset}, which is not a file in ${contentFolder}/datasets/`,
        );
      }
    });
  }
  return problems;
}

/** Reads and checks every content file under `root`; throws every problem found, one line each. */
export function readContent(root: string = process.cwd()): Content {
  const problems: string[] = [];
  const read: Record<string, unknown> = {};
  for (const [name, collection] of Object.entries(collections) as [string, Collection][]) {
    read[name] =
      collection.kind === "folder"
        ? readFolder(root, collection, problems)
        : readList(root, collection, problems);
  }

  const pages = readMapping(root, `${contentFolder}/${pageTitlesFile}`, pageTitlesSchema, problems) as
    PageTitles | undefined;
  const pageCopy: Record<string, unknown> = {};
  for (const [key, name] of Object.entries(pageCopyFiles) as [PageCopyKey, string][]) {
    pageCopy[key] = readMapping(root, `${contentFolder}/pages/${name}.yaml`, pageCopySchemas[key], problems);
  }

  // Across files: a service's page, and no page address used twice.
  const services = (read.services as ServiceFile[]).map((file): Service => {
    const { page, ...rest } = file;
    const info = pages?.[page as PageKey];
    return {
      slug: rest.slug,
      order: rest.order,
      pageKey: page as PageKey,
      title: info?.title ?? "",
      tagline: rest.tagline,
      summary: info?.description ?? "",
      description: rest.description,
      features: rest.features,
      differentiators: rest.differentiators,
      deliverables: rest.deliverables,
      link: info?.path ?? "",
      brochure: rest.brochure,
    };
  });
  for (const service of services) {
    if (pages && pages[service.pageKey].path !== `/services/${service.slug}`) {
      problems.push(
        `${contentFolder}/services/${service.slug}.yaml: page ${service.pageKey} has the address ` +
          `${pages[service.pageKey].path} in ${contentFolder}/${pageTitlesFile}, not /services/${service.slug}`,
      );
    }
  }
  if (pages) {
    const seen = new Map<string, string>();
    for (const [key, info] of Object.entries(pages)) {
      const other = seen.get(info.path);
      if (other)
        problems.push(`${contentFolder}/${pageTitlesFile}: ${key}.path ${info.path} is also ${other}'s`);
      seen.set(info.path, key);
    }
  }

  // A Home figure that names a key fact must name one that exists.
  const facts = new Set((read.companyFacts as CompanyFact[] | undefined)?.map((fact) => fact.label));
  const home = pageCopy.home as PageCopies["home"] | undefined;
  for (const stat of home?.stats.figures ?? []) {
    if ("fact" in stat && !facts.has(stat.fact))
      problems.push(
        `${contentFolder}/pages/${pageCopyFiles.home}.yaml: stats names the fact "${stat.fact}", which is not in ${contentFolder}/company-facts.yaml`,
      );
  }

  problems.push(...researchCrossChecks(read));
  // An article's author is a team entry; a project's results file is named after a project.
  const team = read.team as TeamMember[];
  const articles = (read.articles as ArticleFile[]).map((file): Article => {
    const member = team.find((candidate) => candidate.slug === file.author);
    if (!member)
      problems.push(
        `${contentFolder}/articles/${file.slug}.md: author "${file.author}" is not a file in ${contentFolder}/team/ ` +
          `(one of: ${team.map((candidate) => candidate.slug).join(", ")})`,
      );
    return { ...file, author: { slug: file.author, name: member?.name ?? "", role: member?.role ?? "" } };
  });
  const projectSlugs = new Set((read.projects as Project[]).map((project) => project.slug));
  for (const article of articles) {
    if (article.project !== undefined && !projectSlugs.has(article.project))
      problems.push(
        `${contentFolder}/articles/${article.slug}.md: project "${article.project}" is not a file in ` +
          `${contentFolder}/projects/ (one of: ${[...projectSlugs].join(", ")})`,
      );
  }
  for (const results of read.projectResults as ProjectResults[]) {
    if (!projectSlugs.has(results.slug))
      problems.push(
        `${contentFolder}/project-results/${results.slug}.yaml: the file name must be a project's, one of ` +
          `${[...projectSlugs].join(", ")}`,
      );
  }

  if (problems.length > 0) throw new ContentCheckFailed(problems);
  return {
    ...(read as Omit<Content, "services" | "whitepapers" | "pages" | "pageCopy" | "articles">),
    articles,
    services,
    whitepapers: (read.whitepapers as WhitepaperFile[]).map((paper) => ({
      ...paper,
      link: `/assets/pdfs/whitepapers/${paper.slug}.pdf`,
    })),
    pages: pages!,
    pageCopy: pageCopy as PageCopies,
  };
}

const cache = new Map<string, Content>();

/** The content under the working folder, read once per process (the build, a test run, a script). */
export function content(root: string = process.cwd()): Content {
  let loaded = cache.get(root);
  if (!loaded) {
    loaded = readContent(root);
    cache.set(root, loaded);
  }
  return loaded;
}
