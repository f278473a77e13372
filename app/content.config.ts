import { defineCollection } from "astro:content";
// eslint-disable-next-line no-restricted-imports -- build time only, as in schema.ts
import { z } from "zod";
import path from "node:path";
import type { Loader } from "astro/loaders";
import {
  collections as definitions,
  content,
  contentFolder,
  ContentCheckFailed,
  readContent,
  type Content,
} from "./content/load.ts";
import {
  articleSchema,
  companyFactSchema,
  explainerVideoSchema,
  interviewSchema,
  jobSchema,
  legalDocumentSchema,
  mediaContactSchema,
  pageInfoSchema,
  pastEventSchema,
  projectSchema,
  serviceStepSchema,
  teamMemberSchema,
  upcomingEventSchema,
  visualAssetCategorySchema,
  webinarSeriesSchema,
} from "./content/schema.ts";

// Astro's content collections over the files under content/ (docs/content.md). Each collection's loader is the
// project's own reader (app/content/load.ts), so Astro, `npm run content:check` and the unit tests read the files
// the same way, with the same schemas, and a broken file stops the build with one line per problem naming the file
// and the field (ADR 0015). Pages read the entries with getCollection() through app/content/entries.ts.

/** The entries of one collection, each with its id: its file name, or its position in a list file. */
function entriesOf(name: keyof Content, loaded: Content): { id: string; data: Record<string, unknown> }[] {
  const list = loaded[name];
  const definition = definitions[name as keyof typeof definitions] as { idField?: string } | undefined;
  if (Array.isArray(list)) {
    return (list as Record<string, unknown>[]).map((entry, index) => {
      const id = definition?.idField ? String(entry[definition.idField]) : String(index + 1);
      return { id, data: { ...entry, id } };
    });
  }
  return Object.entries(list as Record<string, Record<string, unknown>>).map(([id, entry]) => ({
    id,
    data: { ...entry, id },
  }));
}

/**
 * A collection read by app/content/load.ts. In development it reads the files again when one under content/ changes
 * (the problems are logged, and the last good entries stay); the build reads them once.
 */
function fromFiles(name: keyof Content): Loader {
  return {
    name: "verdant-content-files",
    load: async ({ store, parseData, watcher, logger }) => {
      const sync = async (loaded: Content) => {
        store.clear();
        for (const { id, data } of entriesOf(name, loaded))
          store.set({ id, data: await parseData({ id, data }) });
      };
      await sync(content());
      const folder = path.resolve(contentFolder) + path.sep;
      watcher?.add(folder);
      watcher?.on("all", (_event, file) => {
        if (!file.startsWith(folder)) return;
        try {
          void sync(readContent());
        } catch (error) {
          // Every collection reads the files again; one of them says what is wrong.
          if (name === "jobs")
            logger.error(error instanceof ContentCheckFailed ? error.message : String(error));
        }
      });
    },
  };
}

/** Astro hands the schema each entry with its id; the strict schemas of entries without an id field refuse it. */
const withoutId = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => {
    const { id: _id, ...fields } = value as Record<string, unknown>;
    return fields;
  }, schema);

export const collections = {
  jobs: defineCollection({ loader: fromFiles("jobs"), schema: jobSchema }),
  upcomingEvents: defineCollection({
    loader: fromFiles("upcomingEvents"),
    schema: withoutId(upcomingEventSchema),
  }),
  pastEvents: defineCollection({ loader: fromFiles("pastEvents"), schema: withoutId(pastEventSchema) }),
  webinarSeries: defineCollection({
    loader: fromFiles("webinarSeries"),
    schema: withoutId(webinarSeriesSchema),
  }),
  articles: defineCollection({ loader: fromFiles("articles"), schema: withoutId(articleSchema) }),
  projects: defineCollection({ loader: fromFiles("projects"), schema: withoutId(projectSchema) }),
  team: defineCollection({ loader: fromFiles("team"), schema: withoutId(teamMemberSchema) }),
  legalDocuments: defineCollection({ loader: fromFiles("legalDocuments"), schema: legalDocumentSchema }),
  interviews: defineCollection({ loader: fromFiles("interviews"), schema: withoutId(interviewSchema) }),
  explainerVideos: defineCollection({
    loader: fromFiles("explainerVideos"),
    schema: withoutId(explainerVideoSchema),
  }),
  visualAssetCategories: defineCollection({
    loader: fromFiles("visualAssetCategories"),
    schema: withoutId(visualAssetCategorySchema),
  }),
  mediaContacts: defineCollection({
    loader: fromFiles("mediaContacts"),
    schema: withoutId(mediaContactSchema),
  }),
  companyFacts: defineCollection({ loader: fromFiles("companyFacts"), schema: withoutId(companyFactSchema) }),
  serviceProcess: defineCollection({
    loader: fromFiles("serviceProcess"),
    schema: withoutId(serviceStepSchema),
  }),
  // Joined with their pages' titles (services) or given their PDF's address (whitepapers) by the reader.
  services: defineCollection({ loader: fromFiles("services") }),
  whitepapers: defineCollection({ loader: fromFiles("whitepapers") }),
  pages: defineCollection({ loader: fromFiles("pages"), schema: withoutId(pageInfoSchema) }),
  // One entry per page, by its key (content/pages/<file>.yaml; the files are listed in load.ts).
  pageCopy: defineCollection({ loader: fromFiles("pageCopy") }),
};
