// Reading one collection of content/ (a folder of files, or a YAML list) and checking each entry against its zod
// schema; every problem is one line naming the file and the field. Node only. The site's reader of every collection
// (app/content/load.ts) and the server's of the few it needs (server-content.ts) are built on it.
import fs from "node:fs";
import path from "node:path";
import type { z } from "zod";
import {
  bodyParagraph,
  bodyParagraphs,
  bodySections,
  ContentProblem,
  parseMarkdown,
  parseYaml,
} from "./parse.ts";

export const contentFolder = "content";

export type Schema = z.ZodType<Record<string, unknown>>;

/** One file per entry in a folder; the file name (without extension) is the entry's id. */
export interface FolderCollection {
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
export interface ListCollection {
  kind: "list";
  file: string;
  schema: Schema;
  /** A field naming each entry, unique in the file (the entry's id; by default its position). */
  idField?: string;
  /** Values of idField the file must have, each once. */
  requiredIds?: readonly string[];
}

export type Collection = FolderCollection | ListCollection;

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

export function check(schema: Schema, value: unknown, file: string, problems: string[]) {
  const result = schema.safeParse(value, { error: plainTypeError });
  if (result.success) return result.data;
  problems.push(...issueLines(file, result.error));
  return undefined;
}

/** Runs `read`, turning a problem it throws into a line. */
export function collect<T>(problems: string[], read: () => T): T | undefined {
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

export function readFolder(
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
export function comparator(collection: FolderCollection) {
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

export function readList(
  root: string,
  collection: ListCollection,
  problems: string[],
): Record<string, unknown>[] {
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
