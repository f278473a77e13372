// Text that is not ours inside Markdown that is: a visitor's name or subject filled into a saved reply or a stage
// email (placeholders.ts). Escaped with backslashes, it renders as the words typed, never as a link, heading,
// emphasis or markup; the email's text part resolves the escapes again, so both parts show the same words. Without
// marked, so the console's editor can load it; reply-markdown.test.ts checks both directions against marked.

// Anywhere in a line: emphasis, strikethrough, code, links and images, raw HTML and autolinks, tables, hard breaks,
// a heading's closing #s. `(` as well, so a value cannot complete a link whose label the text around it holds
// ("[label]{{name}}").
const ALWAYS = /[\\`*_~[\]()<>|#]/g;
// At the start of a line only: block quotes, list items, thematic breaks, setext underlines and a table's delimiter
// row. A value may start a line, so its first character is escaped whatever comes before it.
const LINE_START = /^([>+\-=:]|\d{1,9}[.)])/;
// GFM's extended autolinks: a scheme before "//", "www." and an address with "@" (mailto: and xmpp: need one too).
const SCHEME_SLASH = /:(?=\/)/g;
const WWW_DOT = /(www)\./gi;
// An entity reference (&amp;, &#91;) would be decoded; any other & stays as typed.
const ENTITY = /&(?=#?[A-Za-z0-9]+;)/g;

/** A value as literal text inside Markdown: one line, every character that Markdown could read escaped. */
export function markdownLiteral(value: string): string {
  const line = value.replace(/\s+/g, " ").trim();
  return line
    .replace(ALWAYS, "\\$&")
    .replace(/@/g, "\\@")
    .replace(SCHEME_SLASH, "\\:")
    .replace(WWW_DOT, "$1\\.")
    .replace(ENTITY, "\\&")
    .replace(LINE_START, (marker: string) => `${marker.slice(0, -1)}\\${marker.slice(-1)}`);
}

// A backslash before ASCII punctuation is an escape in Markdown (CommonMark 2.4), except in code.
const PUNCTUATION = /^[!-/:-@[-`{-~]$/;
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/**
 * The Markdown as its email's text part shows it: as written, with backslash escapes resolved (outside code spans
 * and code blocks, where a backslash is a backslash), so an escaped value reads as typed.
 */
export function markdownPlainText(markdown: string): string {
  let fence: RegExp | undefined;
  let previousBlank = true;
  let indentedCode = false;
  return markdown
    .split("\n")
    .map((line) => {
      if (fence) {
        if (fence.test(line)) fence = undefined;
        return line;
      }
      const opening = FENCE.exec(line)?.[1];
      if (opening) {
        fence = new RegExp(`^ {0,3}${opening[0]}{${opening.length},}\\s*$`);
        return line;
      }
      // Indented lines after a blank line are code, until a line that is neither blank nor indented.
      const blank = line.trim() === "";
      if (/^(?: {4}|\t)/.test(line)) indentedCode ||= previousBlank;
      else if (!blank) indentedCode = false;
      previousBlank = blank;
      return indentedCode ? line : unescapeInline(line);
    })
    .join("\n");
}

/** Escapes resolved outside code spans (a run of backticks, up to the next run of the same length). */
function unescapeInline(line: string): string {
  let result = "";
  let index = 0;
  while (index < line.length) {
    const char = line[index]!;
    if (char === "\\" && PUNCTUATION.test(line[index + 1] ?? "")) {
      result += line[index + 1];
      index += 2;
    } else if (char === "`") {
      const run = /^`+/.exec(line.slice(index))![0].length;
      const close = closingRun(line, index + run, run);
      const end = close === -1 ? index + run : close + run;
      result += line.slice(index, end);
      index = end;
    } else {
      result += char;
      index++;
    }
  }
  return result;
}

function closingRun(line: string, from: number, length: number): number {
  const runs = /`+/g;
  runs.lastIndex = from;
  for (let match = runs.exec(line); match; match = runs.exec(line)) {
    if (match[0].length === length) return match.index;
  }
  return -1;
}
