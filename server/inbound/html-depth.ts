// How deep an HTML document nests its elements, found in one linear pass, so that the text converter is only handed
// markup it reads in linear time. htmlparser2 (under html-to-text) scans its stack of open elements for each tag it
// opens or closes, so a document of n unclosed <div>s costs it n² steps: a 1 MB one took 17.9 s. The pass follows
// what the parser builds, after mailparser's own check (exceedsHtmlNestingDepth, not exported): a start tag opens an
// element unless it is void; an end tag closes down to the nearest open element of its name, and is ignored
// otherwise; comments are skipped; elements a sibling closes implicitly (p, li, td, …) do not count.

const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
const IMPLIED_END = new Set([
  "p",
  "li",
  "dt",
  "dd",
  "option",
  "optgroup",
  "tr",
  "td",
  "th",
  "thead",
  "tbody",
  "tfoot",
  "rt",
  "rp",
]);

const isNameChar = (code: number) =>
  (code >= 0x61 && code <= 0x7a) ||
  (code >= 0x41 && code <= 0x5a) ||
  (code >= 0x30 && code <= 0x39) ||
  code === 0x2d ||
  code === 0x3a ||
  code === 0x5f;

/** Where the document first nests deeper than `maxDepth` (the index of that tag's "<"), or -1 if it never does. */
export function tooDeepAt(html: string, maxDepth: number): number {
  const stack: string[] = [];
  const open = new Map<string, number>();
  let at = html.indexOf("<");
  while (at >= 0) {
    let position = at + 1;
    if (html.startsWith("!--", position)) {
      const end = html.indexOf("-->", position + 3);
      at = end < 0 ? -1 : html.indexOf("<", end + 3);
      continue;
    }
    const closing = html.charCodeAt(position) === 0x2f;
    if (closing) position++;
    const nameStart = position;
    while (position < html.length && isNameChar(html.charCodeAt(position))) position++;
    if (position === nameStart) {
      at = html.indexOf("<", position);
      continue;
    }
    const end = html.indexOf(">", position);
    if (end < 0) break;
    const name = html.slice(nameStart, position).toLowerCase();
    if (!VOID.has(name) && !IMPLIED_END.has(name)) {
      if (!closing) {
        stack.push(name);
        open.set(name, (open.get(name) ?? 0) + 1);
        if (stack.length > maxDepth) return at;
      } else if (open.get(name)) {
        let popped: string | undefined;
        do {
          popped = stack.pop()!;
          open.set(popped, open.get(popped)! - 1);
        } while (popped !== name);
      }
    }
    at = html.indexOf("<", end + 1);
  }
  return -1;
}
