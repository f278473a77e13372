import zlib from "node:zlib";
import { PDFArray, PDFDocument, PDFName, PDFRawStream, type PDFObject } from "pdf-lib";

// Standard fonts use WinAnsiEncoding, which is Windows-1252 (en dash is byte 0x96, not a Latin-1 control).
const winAnsi = new TextDecoder("windows-1252");

export interface ParsedPdf {
  title: string | undefined;
  /** Text drawn on each page, one shown string a line. */
  pages: string[];
  /** Page sizes in points. */
  sizes: { width: number; height: number }[];
}

/**
 * Parses a PDF written with pdf-lib's standard fonts: metadata title, and the text of each page decoded from the
 * (Flate-compressed) content streams, where pdf-lib writes every line as a hex string shown with Tj.
 */
export async function parsePdf(bytes: Uint8Array): Promise<ParsedPdf> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const objects: (PDFObject | undefined)[] =
      contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    let source = "";
    for (const object of objects) {
      if (!(object instanceof PDFRawStream)) continue;
      const raw = object.getContents();
      const flate = object.dict.get(PDFName.of("Filter")) === PDFName.of("FlateDecode");
      source += Buffer.from(flate ? zlib.inflateSync(raw) : raw).toString("latin1");
    }
    return [...source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)]
      .map((match) => winAnsi.decode(Buffer.from(match[1]!, "hex")))
      .join("\n");
  });
  return {
    title: doc.getTitle(),
    pages,
    sizes: doc.getPages().map((page) => page.getSize()),
  };
}

/** All text of the document with line breaks turned into spaces, so wrapped headings read as one string. */
export function flatText(parsed: ParsedPdf): string {
  return parsed.pages.join("\n").replace(/\s+/g, " ");
}
