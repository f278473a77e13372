// `npm run content`: reads the content files under content/, checks each against its zod schema and writes the typed
// modules the pages import (app/content/generated/) and the job ids the server accepts (contract/job-ids.ts). Those
// are not kept in Git: `npm ci` (the prepare script), typecheck, lint, the test runner and vitest write them, and the
// build and the dev server do through the Vite plugin (scripts/content/vite-plugin.ts), so the browser gets plain
// data and no parser. `--check` only checks the files; `--quiet` says nothing when all is well.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { staleEventWarnings } from "./stale-events.ts";
import type { z } from "zod";
import {
  collections,
  pageCopyFiles,
  pageCopySchemas,
  type Collection,
  type FolderCollection,
} from "./collections.ts";
import {
  bodyParagraph,
  bodyParagraphs,
  bodySections,
  ContentProblem,
  parseMarkdown,
  parseYaml,
} from "./parse.ts";

export const contentFolder = "content";
export const generatedFolder = "app/content/generated";
export const jobIdsFile = "contract/job-ids.ts";

export interface GeneratedFile {
  /** Relative to the project root, with forward slashes. */
  path: string;
  contents: string;
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

function check(
  schema: z.ZodType<Record<string, unknown>>,
  value: unknown,
  file: string,
  problems: string[],
): Record<string, unknown> | undefined {
  const result = schema.safeParse(value, { error: plainTypeError });
  if (result.success) return result.data;
  problems.push(...issueLines(file, result.error));
  return undefined;
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
    try {
      const text = fs.readFileSync(path.join(folder, name), "utf8");
      let raw: Record<string, unknown>;
      if (collection.format === "md") {
        const markdown = parseMarkdown(text, file);
        raw = { ...markdown.frontMatter };
        const { body } = collection;
        if (body) {
          if (body.field in raw) {
            throw new ContentProblem(
              file,
              `write ${body.field} as the text below the front matter, not as a field`,
            );
          }
          raw[body.field] =
            body.as === "paragraph"
              ? bodyParagraph(markdown, file)
              : body.as === "paragraphs"
                ? bodyParagraphs(markdown, file)
                : bodySections(markdown, file);
        }
      } else {
        raw = parseYaml(text, file) as Record<string, unknown>;
      }
      if (collection.idField in raw) {
        throw new ContentProblem(
          file,
          `the ${collection.idField} comes from the file name; remove the field`,
        );
      }
      const data = check(collection.schema, { [collection.idField]: id, ...raw }, file, problems);
      if (data) entries.push({ file, data });
    } catch (error) {
      if (error instanceof ContentProblem) problems.push(error.message);
      else throw error;
    }
  }
  if (names.length === 0) problems.push(`${contentFolder}/${collection.folder}/: has no entries`);
  for (const id of collection.requiredIds ?? []) {
    if (!names.includes(`${id}${extension}`)) {
      problems.push(
        `${contentFolder}/${collection.folder}/${id}${extension}: is missing, and the site needs it`,
      );
    }
  }

  const { sort } = collection;
  if (sort.by === "order") {
    const seen = new Map<unknown, string>();
    for (const entry of entries) {
      const other = seen.get(entry.data.order);
      if (other !== undefined)
        problems.push(`${entry.file}: order ${String(entry.data.order)} is also used by ${other}`);
      seen.set(entry.data.order, entry.file);
    }
    entries.sort((a, b) => (a.data.order as number) - (b.data.order as number));
  } else {
    const sign = sort.direction === "ascending" ? 1 : -1;
    const key = (entry: { data: Record<string, unknown> }) =>
      `${String(entry.data[sort.field])} ${String(entry.data[collection.idField])}`;
    entries.sort((a, b) => sign * key(a).localeCompare(key(b)));
  }
  return entries.map((entry) => entry.data);
}

function readList(
  root: string,
  file: string,
  schema: z.ZodType<Record<string, unknown>>,
  problems: string[],
): Record<string, unknown>[] {
  const relative = `${contentFolder}/${file}`;
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) {
    problems.push(`${relative}: is missing`);
    return [];
  }
  try {
    const list = parseYaml(fs.readFileSync(absolute, "utf8"), relative, "list") as unknown[];
    if (list.length === 0) problems.push(`${relative}: has no entries`);
    return list.flatMap((item, index) => {
      const entry = check(schema, item, `${relative} (entry ${index + 1})`, problems);
      return entry ? [entry] : [];
    });
  } catch (error) {
    if (error instanceof ContentProblem) {
      problems.push(error.message);
      return [];
    }
    throw error;
  }
}

const header = (sources: string) =>
  `// Generated from ${sources} by scripts/content/generate.ts: do not edit.\n` +
  "// Not kept in Git: npm ci, the build, the dev server, the tests and `npm run content` write it from the files.\n";

function sourceOf(collection: Collection): string {
  return collection.kind === "folder"
    ? `${contentFolder}/${collection.folder}/*.${collection.format}`
    : `${contentFolder}/${collection.file}`;
}

/** Reads and checks every content file; returns the modules to write, or throws every problem found. */
export function generateContent(root: string = process.cwd()): GeneratedFile[] {
  const problems: string[] = [];
  const files: GeneratedFile[] = [];
  let jobIds: string[] = [];

  for (const collection of collections) {
    const entries =
      collection.kind === "folder"
        ? readFolder(root, collection, problems)
        : readList(root, collection.file, collection.schema, problems);
    const { module, exportName, typeName } = collection.output;
    if (collection.kind === "folder" && collection.folder === "jobs")
      jobIds = entries.map((job) => String(job.id));
    files.push({
      path: `${generatedFolder}/${module}`,
      contents:
        header(sourceOf(collection)) +
        `import type { ${typeName} } from "../schema.ts";\n\n` +
        `export const ${exportName}: readonly ${typeName}[] = ${JSON.stringify(entries, null, 2)};\n`,
    });
  }

  for (const [key, name] of Object.entries(pageCopyFiles) as [keyof typeof pageCopyFiles, string][]) {
    const relative = `${contentFolder}/pages/${name}.yaml`;
    const absolute = path.join(root, relative);
    let data: Record<string, unknown> | undefined;
    if (!fs.existsSync(absolute)) {
      problems.push(`${relative}: is missing`);
    } else {
      try {
        data = check(
          pageCopySchemas[key],
          parseYaml(fs.readFileSync(absolute, "utf8"), relative),
          relative,
          problems,
        );
      } catch (error) {
        if (error instanceof ContentProblem) problems.push(error.message);
        else throw error;
      }
    }
    files.push({
      path: `${generatedFolder}/pages/${name}.ts`,
      contents:
        header(relative) +
        `import type { PageCopy } from "../../page-copy-schema.ts";\n\n` +
        `export const copy: PageCopy<"${key}"> = ${JSON.stringify(data ?? {}, null, 2)};\n`,
    });
  }

  files.push({
    path: jobIdsFile,
    contents:
      header(`the file names in ${contentFolder}/jobs/`) +
      "// The server accepts an application only for one of these positions.\n" +
      `export const jobIds = [\n${jobIds.map((id) => `  "${id}",\n`).join("")}] as const;\n`,
  });

  if (problems.length > 0) throw new ContentCheckFailed(problems);
  return files;
}

/** Generated files whose contents on disk differ from what the content files give. */
export function outdatedFiles(root: string, files: GeneratedFile[]): GeneratedFile[] {
  return files.filter((file) => {
    const absolute = path.join(root, file.path);
    return !fs.existsSync(absolute) || fs.readFileSync(absolute, "utf8") !== file.contents;
  });
}

/** Regenerates the modules; writes only those that changed (so file watchers see no churn). */
export function writeContent(root: string = process.cwd()): string[] {
  const changed = outdatedFiles(root, generateContent(root));
  for (const file of changed) {
    const absolute = path.join(root, file.path);
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, file.contents);
  }
  return changed.map((file) => file.path);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const quiet = process.argv.includes("--quiet");
  try {
    if (!quiet) for (const warning of staleEventWarnings(process.cwd())) console.warn(warning);
    if (process.argv.includes("--check")) {
      generateContent();
      if (!quiet) console.log("content: every file is valid");
    } else {
      const written = writeContent();
      if (!quiet)
        console.log(written.length > 0 ? `content: wrote ${written.join(", ")}` : "content: up to date");
    }
  } catch (error) {
    console.error(error instanceof ContentCheckFailed ? error.message : error);
    process.exit(1);
  }
}
