// What the server takes from content/: the jobs an application may name, the acknowledgement texts and the stage
// emails, read and checked when the server starts (and by the site's build, app/content/load.ts, with the same
// collections). Outside app/ so the server imports nothing of the site (docs/architecture.md, the lint zones).
import { fileURLToPath } from "node:url";
import { emailStages } from "../contract/pipeline.ts";
import {
  ContentCheckFailed,
  readFolder,
  readList,
  type FolderCollection,
  type ListCollection,
} from "./read-collection.ts";
import {
  acknowledgedForms,
  acknowledgementSchema,
  jobSchema,
  stageEmailSchema,
  type Acknowledgement,
  type Job,
  type StageEmailText,
} from "./server-collections.ts";

export const jobCollection = {
  kind: "folder",
  folder: "jobs",
  format: "md",
  idField: "id",
  body: { field: "description", as: "paragraph" },
  schema: jobSchema,
  sort: { by: "order" },
} satisfies FolderCollection;

export const acknowledgementCollection = {
  kind: "list",
  file: "acknowledgements.yaml",
  schema: acknowledgementSchema,
  idField: "for",
  requiredIds: acknowledgedForms,
} satisfies ListCollection;

export const stageEmailCollection = {
  kind: "list",
  file: "stage-emails.yaml",
  schema: stageEmailSchema,
  idField: "for",
  requiredIds: emailStages,
} satisfies ListCollection;

export interface ServerContent {
  jobs: Job[];
  acknowledgements: Acknowledgement[];
  stageEmails: StageEmailText[];
}

const repository = fileURLToPath(new URL("../", import.meta.url));
const cache = new Map<string, ServerContent>();

/** The server's content under `root` (the repository's by default), read once per process; throws every problem. */
export function serverContent(root: string = repository): ServerContent {
  let loaded = cache.get(root);
  if (!loaded) {
    const problems: string[] = [];
    loaded = {
      jobs: readFolder(root, jobCollection, problems) as Job[],
      acknowledgements: readList(root, acknowledgementCollection, problems) as Acknowledgement[],
      stageEmails: readList(root, stageEmailCollection, problems) as StageEmailText[],
    };
    if (problems.length > 0) throw new ContentCheckFailed(problems);
    cache.set(root, loaded);
  }
  return loaded;
}
