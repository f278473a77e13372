// Reads the content files under content/ and checks each against its zod schema: the one loader behind Astro's
// content collections (app/content.config.ts), `npm run content:check`, the unit tests and the build scripts that run
// outside Astro (ADR 0015). Every problem is one line naming the file and the field. Node only: never import it from
// a component; pages get the entries from getCollection() and hand them to components as props.
import fs from "node:fs";
import path from "node:path";
// eslint-disable-next-line no-restricted-imports -- build and server only, like schema.ts
import type { z } from "zod";
import { emailStages } from "../../contract/pipeline.ts";
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
import {
  bodyParagraph,
  bodyParagraphs,
  bodySections,
  ContentProblem,
  parseMarkdown,
  parseYaml,
} from "./parse.ts";
import {
  acknowledgedForms,
  acknowledgementSchema,
  stageEmailSchema,
  articleSchema,
  companyFactSchema,
  explainerVideoSchema,
  interviewSchema,
  jobSchema,
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

export const contentFolder = "content";

type Schema = z.ZodType<Record<string, unknown>>;

/** One file per entry in a folder; the file name (without extension) is the entry's id. */
interface FolderCollection {
  kind: "folder";
  folder: string;
  /** Markdown with front matter, or plain YAML. */
  format: "md" | "yaml";
  idField: "id" | "slug";
  /** The field the Markdown text below the front matter fills, and how it is read. */
  body?: { field: string; as: "paragraph" | "paragraphs" | "sections" };
  schema: Schema;
  /** By the `order` field (lower first), by a date field, or by the id (the file name). */
  sort: { by: "order" } | { by: "id" } | { by: "date"; field: string; direction: "ascending" | "descending" };
  /** Entries the site cannot do without (a page of their own links to them). */
  requiredIds?: string[];
}

/** All entries in one YAML file, as a list, in the order written. */
interface ListCollection {
  kind: "list";
  file: string;
  schema: Schema;
  /** A field naming each entry, unique in the file (the entry's id; by default its position). */
  idField?: string;
  /** Values of idField the file must have, each once. */
  requiredIds?: readonly string[];
}

type Collection = FolderCollection | ListCollection;

/** Where each collection's files live under content/ and how a file becomes an entry. */
export const collections = {
  jobs: {
    kind: "folder",
    folder: "jobs",
    format: "md",
    idField: "id",
    body: { field: "description", as: "paragraph" },
    schema: jobSchema,
    sort: { by: "order" },
  },
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
  acknowledgements: {
    kind: "list",
    file: "acknowledgements.yaml",
    schema: acknowledgementSchema,
    idField: "for",
    requiredIds: acknowledgedForms,
  },
  stageEmails: {
    kind: "list",
    file: "stage-emails.yaml",
    schema: stageEmailSchema,
    idField: "for",
    requiredIds: emailStages,
  },
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

/** Every problem found in the content files, one line each. */
export class ContentCheckFailed extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The content files have ${problems.length} problem(s):\n${problems.map((line) => `  ${line}`).join("\n")}`,
    );
    this.problems = problems;
  }
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function issueLines(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.join(".");
    if (issue.code === "unrecognized_keys") {
      const keys = issue.keys.map((key) => `"${key}"`).join(", ");
      return `${file}: ${where ? `${where}: ` : ""}unknown field ${keys} (misspelt, or not shown by the site)`;
    }
    return `${file}: ${where || "file"} ${issue.message}`;
  });
}

const kinds: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "a set of fields",
};
const kindOf = (value: unknown) =>
  Array.isArray(value) ? "a list" : value === null ? "empty" : (kinds[typeof value] ?? typeof value);

/** Type problems in words an editor knows, instead of zod's "expected string, received number". */
const plainTypeError = (issue: z.core.$ZodRawIssue) => {
  if (issue.input === undefined) return "is missing";
  if (issue.code !== "invalid_type") return undefined;
  const expected = kinds[issue.expected] ?? issue.expected;
  const hint = expected === "text" ? ' (put it in quotes, such as "12")' : "";
  return `must be ${expected}, not ${kindOf(issue.input)}${hint}`;
};

function check(schema: Schema, value: unknown, file: string, problems: string[]) {
  const result = schema.safeParse(value, { error: plainTypeError });
  if (result.success) return result.data;
  problems.push(...issueLines(file, result.error));
  return undefined;
}

/** Runs `read`, turning a problem it throws into a line. */
function collect<T>(problems: string[], read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (error instanceof ContentProblem) {
      problems.push(error.message);
      return undefined;
    }
    throw error;
  }
}

function readFolder(
  root: string,
  collection: FolderCollection,
  problems: string[],
): Record<string, unknown>[] {
  const folder = path.join(root, contentFolder, collection.folder);
  const extension = `.${collection.format}`;
  const names = fs.existsSync(folder) ? fs.readdirSync(folder).sort() : [];
  const entries: { file: string; data: Record<string, unknown> }[] = [];
  for (const name of names) {
    const file = `${contentFolder}/${collection.folder}/${name}`;
    if (fs.statSync(path.join(folder, name)).isDirectory()) continue;
    if (!name.endsWith(extension)) {
      problems.push(`${file}: only ${extension} files belong in ${contentFolder}/${collection.folder}/`);
      continue;
    }
    const id = name.slice(0, -extension.length);
    if (!slugPattern.test(id)) {
      problems.push(
        `${file}: the file name must be lower-case words joined by hyphens, such as climate-scientist${extension}`,
      );
      continue;
    }
    const raw = collect(problems, () => {
      const text = fs.readFileSync(path.join(folder, name), "utf8");
      if (collection.format === "yaml") return parseYaml(text, file) as Record<string, unknown>;
      const markdown = parseMarkdown(text, file);
      const fields = { ...markdown.frontMatter };
      const { body } = collection;
      if (body) {
        if (body.field in fields) {
          throw new ContentProblem(
            file,
            `write ${body.field} as the text below the front matter, not as a field`,
          );
        }
        fields[body.field] =
          body.as === "paragraph"
            ? bodyParagraph(markdown, file)
            : body.as === "paragraphs"
              ? bodyParagraphs(markdown, file)
              : bodySections(markdown, file);
      }
      return fields;
    });
    if (!raw) continue;
    if (collection.idField in raw) {
      problems.push(`${file}: the ${collection.idField} comes from the file name; remove the field`);
      continue;
    }
    const data = check(collection.schema, { [collection.idField]: id, ...raw }, file, problems);
    if (data) entries.push({ file, data });
  }
  if (names.length === 0) problems.push(`${contentFolder}/${collection.folder}/: has no entries`);
  for (const id of collection.requiredIds ?? []) {
    if (!names.includes(`${id}${extension}`)) {
      problems.push(
        `${contentFolder}/${collection.folder}/${id}${extension}: is missing, and the site needs it`,
      );
    }
  }

  if (collection.sort.by === "order") {
    const seen = new Map<unknown, string>();
    for (const entry of entries) {
      const other = seen.get(entry.data.order);
      if (other !== undefined)
        problems.push(`${entry.file}: order ${String(entry.data.order)} is also used by ${other}`);
      seen.set(entry.data.order, entry.file);
    }
  }
  const compare = comparator(collection);
  return entries.map((entry) => entry.data).sort(compare);
}

/** The order a folder collection's entries are listed in: by `order`, or by a date field (then the id). */
function comparator(collection: FolderCollection) {
  const { sort } = collection;
  if (sort.by === "order") {
    return (a: Record<string, unknown>, b: Record<string, unknown>) =>
      (a.order as number) - (b.order as number);
  }
  if (sort.by === "id") {
    return (a: Record<string, unknown>, b: Record<string, unknown>) =>
      String(a[collection.idField]).localeCompare(String(b[collection.idField]));
  }
  const sign = sort.direction === "ascending" ? 1 : -1;
  const key = (entry: Record<string, unknown>) =>
    `${String(entry[sort.field])} ${String(entry[collection.idField])}`;
  return (a: Record<string, unknown>, b: Record<string, unknown>) => sign * key(a).localeCompare(key(b));
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

function readList(root: string, collection: ListCollection, problems: string[]): Record<string, unknown>[] {
  const relative = `${contentFolder}/${collection.file}`;
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) {
    problems.push(`${relative}: is missing`);
    return [];
  }
  const list = collect(
    problems,
    () => parseYaml(fs.readFileSync(absolute, "utf8"), relative, "list") as unknown[],
  );
  if (!list) return [];
  if (list.length === 0) problems.push(`${relative}: has no entries`);
  const entries = list.flatMap((item, index) => {
    const entry = check(collection.schema, item, `${relative} (entry ${index + 1})`, problems);
    return entry ? [entry] : [];
  });
  const { idField } = collection;
  if (idField) {
    const seen = new Set<unknown>();
    for (const entry of entries) {
      if (seen.has(entry[idField]))
        problems.push(`${relative}: ${idField}: ${String(entry[idField])} is listed twice`);
      seen.add(entry[idField]);
    }
    for (const id of collection.requiredIds ?? []) {
      if (!seen.has(id))
        problems.push(`${relative}: has no entry with ${idField}: ${id}, and the site needs one`);
    }
  }
  return entries;
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
