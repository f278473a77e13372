import { parseDocument } from "yaml";

// Reading the content files: YAML, and Markdown with YAML front matter. The Markdown is a deliberately small subset
// (plain paragraphs, and "## " headings where a collection has sections), because the pages render plain text: a
// list, a link or *emphasis* would show up as stray characters, so they are refused with the line they are on.

export class ContentProblem extends Error {
  readonly file: string;
  constructor(file: string, message: string) {
    super(`${file}: ${message}`);
    this.file = file;
  }
}

/** Parses YAML text; anything but a mapping (or, with `list`, a sequence) at the top is a problem. */
export function parseYaml(text: string, file: string, top: "mapping" | "list" = "mapping"): unknown {
  const document = parseDocument(text, { prettyErrors: true, uniqueKeys: true });
  const [error] = document.errors;
  if (error) throw new ContentProblem(file, `not valid YAML: ${error.message.split("\n")[0]}`);
  const value: unknown = document.toJS();
  const isList = Array.isArray(value);
  const isMapping = typeof value === "object" && value !== null && !isList;
  if (top === "list" && !isList)
    throw new ContentProblem(file, "must be a list of entries, each starting with -");
  if (top === "mapping" && !isMapping)
    throw new ContentProblem(file, "must be a set of fields (name: value)");
  return value;
}

export interface MarkdownFile {
  frontMatter: Record<string, unknown>;
  body: string;
  /** Line number (1-based) of the body's first line in the file, for messages. */
  bodyLine: number;
}

/** Splits `---` front matter from the Markdown body below it. */
export function parseMarkdown(text: string, file: string): MarkdownFile {
  const normalised = text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n");
  const lines = normalised.split("\n");
  if (lines[0] !== "---") throw new ContentProblem(file, "must start with a line of three dashes (---)");
  const end = lines.indexOf("---", 1);
  if (end === -1)
    throw new ContentProblem(file, "the front matter needs a closing line of three dashes (---)");
  const front = lines.slice(1, end).join("\n");
  const frontMatter = front.trim() === "" ? {} : (parseYaml(front, file) as Record<string, unknown>);
  return { frontMatter, body: lines.slice(end + 1).join("\n"), bodyLine: end + 2 };
}

const blockSyntax: [RegExp, string][] = [
  [/^#{1,6}(\s|$)/, "a heading"],
  [/^[-*+]\s/, "a list item"],
  [/^\d+[.)]\s/, "a numbered list item"],
  [/^>/, "a quotation"],
  [/^(```|~~~)/, "a code block"],
  [/^\|/, "a table"],
  [/^</, "HTML"],
];
const inlineSyntax: [RegExp, string][] = [
  [/\]\(/, "a Markdown link"],
  [/\*\*|__/, "bold text"],
  [/(^|\s)\*\S[^*]*\*/, "emphasis"],
  [/`/, "code"],
];

interface Block {
  line: number;
  text: string;
}

/** Paragraphs of the body: separated by blank lines, the lines of one paragraph joined with a space. */
function blocks(body: string, bodyLine: number, file: string, allowHeadings: boolean): Block[] {
  const result: Block[] = [];
  let current: Block | undefined;
  body.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    const lineNumber = bodyLine + index;
    if (line === "") {
      current = undefined;
      return;
    }
    const isSectionHeading = allowHeadings && /^## \S/.test(line);
    if (!isSectionHeading) {
      const block = blockSyntax.find(([pattern]) => pattern.test(line));
      if (block) {
        const allowed = allowHeadings
          ? 'only "## " section headings and plain paragraphs'
          : "only plain paragraphs";
        throw new ContentProblem(file, `line ${lineNumber} starts ${block[1]}; the text may hold ${allowed}`);
      }
    }
    const inline = inlineSyntax.find(([pattern]) => pattern.test(line));
    if (inline) {
      throw new ContentProblem(
        file,
        `line ${lineNumber} has ${inline[1]}; write plain text, the page shows it as is`,
      );
    }
    if (isSectionHeading) {
      result.push({ line: lineNumber, text: line });
      current = undefined;
    } else if (current) {
      current.text += ` ${line}`;
    } else {
      current = { line: lineNumber, text: line };
      result.push(current);
    }
  });
  return result;
}

/** The body as paragraphs of plain text. */
export function bodyParagraphs(markdown: MarkdownFile, file: string): string[] {
  return blocks(markdown.body, markdown.bodyLine, file, false).map((block) => block.text);
}

/** The body as exactly one paragraph. */
export function bodyParagraph(markdown: MarkdownFile, file: string): string {
  const paragraphs = bodyParagraphs(markdown, file);
  if (paragraphs.length !== 1) {
    throw new ContentProblem(
      file,
      paragraphs.length === 0
        ? "needs its text below the front matter"
        : `the text below the front matter must be one paragraph, not ${paragraphs.length}`,
    );
  }
  return paragraphs[0]!;
}

/** The body as "## " sections, each with its paragraphs. */
export function bodySections(
  markdown: MarkdownFile,
  file: string,
): { heading: string; paragraphs: string[] }[] {
  const sections: { heading: string; paragraphs: string[] }[] = [];
  for (const block of blocks(markdown.body, markdown.bodyLine, file, true)) {
    if (block.text.startsWith("## ")) {
      sections.push({ heading: block.text.slice(3).trim(), paragraphs: [] });
    } else if (sections.length === 0) {
      throw new ContentProblem(file, `line ${block.line}: the text must start with a "## " section heading`);
    } else {
      sections.at(-1)!.paragraphs.push(block.text);
    }
  }
  const empty = sections.find((section) => section.paragraphs.length === 0);
  if (empty) throw new ContentProblem(file, `the section "${empty.heading}" has no text`);
  return sections;
}
