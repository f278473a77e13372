import { defineCollection } from "astro:content";
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

// Astro's content collections over the files under content/ (docs/content.md). Each collection's loader is the
// project's own reader (app/content/load.ts), so Astro, `npm run content:check` and the unit tests read the files
// the same way, with the same schemas, and a broken file stops the build with one line per problem naming the file
// and the field (ADR 0015). The reader has checked every entry, so the collections carry no schema of their own: a
// second parse would only repeat the first. Pages read the entries with getCollection() through
// app/content/entries.ts, typed as the reader's.

/** The entries of one collection, each with its id: its file name, or its position in a list file. */
function entriesOf(name: keyof Content, loaded: Content): { id: string; data: Record<string, unknown> }[] {
  const list = loaded[name];
  const definition = definitions[name as keyof typeof definitions] as { idField?: string } | undefined;
  if (Array.isArray(list)) {
    return (list as Record<string, unknown>[]).map((entry, index) => {
      const id = definition?.idField ? String(entry[definition.idField]) : String(index + 1);
      return { id, data: entry };
    });
  }
  return Object.entries(list as Record<string, Record<string, unknown>>).map(([id, data]) => ({ id, data }));
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

export const collections = Object.fromEntries(
  ([...Object.keys(definitions), "pages", "pageCopy"] as (keyof Content)[]).map((name) => [
    name,
    defineCollection({ loader: fromFiles(name) }),
  ]),
);
