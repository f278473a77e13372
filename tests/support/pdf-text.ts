// Reads the site's generated PDFs with pdf.js (pdfjs-dist), as a PDF reader or a screen reader would: the metadata,
// the text of each page, and the structure tree that tags the text (ADR 0043).
import { getDocument, type PDFDocumentProxy } from "pdfjs-dist/legacy/build/pdf.mjs";
import type { TextItem, TextMarkedContent } from "pdfjs-dist/types/src/display/api";

export interface ParsedPdf {
  title: string | undefined;
  /** Text drawn on each page (artifacts such as the footer included), a line break at the end of each line. */
  pages: string[];
  /** Page sizes in points. */
  sizes: { width: number; height: number }[];
}

async function open(bytes: Uint8Array): Promise<PDFDocumentProxy & { close(): Promise<void> }> {
  // pdf.js takes over the buffer it is given: hand it a copy.
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  return Object.assign(await task.promise, { close: () => task.destroy() });
}

interface MarkedText {
  /** The marked-content id pdf.js gives a piece of tagged content (null for an artifact). */
  id: string | null;
  text: string;
}

/** The page's text in content order, cut where marked content begins and ends. */
function markedPieces(items: readonly (TextItem | TextMarkedContent)[]): {
  pieces: MarkedText[];
  loose: string;
} {
  const pieces: MarkedText[] = [];
  const stack: MarkedText[] = [];
  let loose = "";
  for (const item of items) {
    if ("str" in item) {
      const text = item.str + (item.hasEOL ? "\n" : "");
      const current = stack.at(-1);
      if (current) current.text += text;
      else loose += text;
    } else if (item.type === "beginMarkedContentProps" || item.type === "beginMarkedContent") {
      const piece = { id: item.id ?? null, text: "" };
      stack.push(piece);
      pieces.push(piece);
    } else if (item.type === "endMarkedContent") stack.pop();
  }
  return { pieces, loose };
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

export async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  const doc = await open(bytes);
  const { info } = (await doc.getMetadata()) as { info: { Title?: string } };
  const pages: string[] = [];
  const sizes: { width: number; height: number }[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const { pieces, loose } = markedPieces((await page.getTextContent({ includeMarkedContent: true })).items);
    pages.push([loose, ...pieces.map((piece) => piece.text)].filter(Boolean).join("\n"));
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    sizes.push({ width: x1 - x0, height: y1 - y0 });
  }
  await doc.close();
  return { title: info.Title, pages, sizes };
}

/** All text of the document with line breaks turned into spaces, so wrapped headings read as one string. */
export function flatText(parsed: ParsedPdf): string {
  return parsed.pages.join("\n").replace(/\s+/g, " ");
}

export interface StructureNode {
  role: string;
  children: (StructureNode | { type: "content"; id: string })[];
}

export interface TaggedPdf {
  title: string | undefined;
  /** The catalog's /MarkInfo /Marked. */
  marked: boolean;
  /** The catalog's /Lang. */
  language: string | undefined;
  /** /ViewerPreferences /DisplayDocTitle: viewers show the title, not the file name. */
  displayDocTitle: boolean;
  /** Every structure element's role, depth first through each page's part of the tree. */
  roles: string[];
  /** The text of each structure element that holds content, in the tree's order, with its role. */
  blocks: { role: string; text: string }[];
  /** Per page: the tagged content in the structure tree's order and in the order the page draws it. */
  order: { tree: string[]; drawn: string[] }[];
  /** Text drawn outside any marked content (neither tagged nor an artifact). */
  untagged: string[];
}

/** The tagging of a PDF as assistive technology reads it: catalog entries, the structure tree and its text. */
export async function readTaggedPdf(bytes: Uint8Array): Promise<TaggedPdf> {
  const doc = await open(bytes);
  const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } };
  // pdf.js 6 answers both as Maps, whatever its type declarations say.
  const entry = (from: unknown, key: string) =>
    from instanceof Map ? from.get(key) : (from as Record<string, unknown> | null)?.[key];
  const markInfo = await doc.getMarkInfo();
  const preferences = await doc.getViewerPreferences();
  const roles: string[] = [];
  const blocks: { role: string; text: string }[] = [];
  const order: { tree: string[]; drawn: string[] }[] = [];
  const untagged: string[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const { pieces, loose } = markedPieces((await page.getTextContent({ includeMarkedContent: true })).items);
    if (normalise(loose)) untagged.push(normalise(loose));
    const textOf = new Map(pieces.filter((piece) => piece.id).map((piece) => [piece.id!, piece.text]));
    const tree: string[] = [];
    const walk = (node: StructureNode) => {
      roles.push(node.role);
      const ids = node.children.filter((child) => "type" in child).map((child) => child.id);
      if (ids.length)
        blocks.push({ role: node.role, text: normalise(ids.map((id) => textOf.get(id) ?? "").join(" ")) });
      for (const child of node.children) {
        if ("type" in child) tree.push(child.id);
        else walk(child);
      }
    };
    const root = (await page.getStructTree()) as { children: StructureNode[] } | null;
    for (const child of root?.children ?? []) walk(child);
    order.push({ tree, drawn: pieces.filter((piece) => piece.id).map((piece) => piece.id!) });
  }
  await doc.close();
  return {
    title: info.Title,
    marked: entry(markInfo, "Marked") === true,
    language: info.Language,
    displayDocTitle: entry(preferences, "DisplayDocTitle") === true,
    roles,
    blocks,
    order,
    untagged,
  };
}
