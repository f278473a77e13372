// A small flowing-text layout on pdfkit for the site's generated A4 documents: headings, paragraphs, bullet lists
// and label/value rows, with automatic page breaks, a brand header band and a footer on every page. Every document
// is a tagged PDF (ADR 0043): a structure tree of Document > H1, H2, H3, P, L > LI > LBody and Table > TR > TH + TD in
// reading order, the language, the title shown in the viewer's title bar, and the header band, bullets, pictures and
// footers marked as artifacts, so a screen reader reads the same document the page shows.
import PDFDocument from "pdfkit";
import { site } from "../../content/site.ts";
import { fontBytes, printable, type FontWeight } from "./pdf-fonts.ts";

type StructureElement = PDFKit.PDFStructureElement;

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_SPACE = 48;
/** The label column of label/value rows. */
const LABEL_WIDTH = 130;
/** The lowest baseline body text may sit on. */
const BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_SPACE;

// Brand colours from app/app.css (--color-brand-900, --color-brand-700, --color-accent-400) and slate text.
const BRAND_DARK = "#093d35";
const BRAND = "#0f5f50";
const ACCENT = "#f5b042";
const TEXT = "#1f2938";
const MUTED = "#4d5a6b";
const WHITE = "#ffffff";

// A fixed date keeps builds reproducible: pdfkit derives the file identifier from the metadata, dates included.
const FIXED_DATE = new Date("2025-01-01T00:00:00Z");

export interface PdfMeta {
  title: string;
  subject: string;
  keywords?: readonly string[];
  /** The document's authors (PDF metadata); by default the collective. */
  authors?: readonly string[];
  /** Small label above the title, e.g. "Service brochure" (page furniture: an artifact, not read out). */
  kicker: string;
}

export interface PdfWriter {
  /** A section heading (H2). */
  heading(text: string): void;
  /** A heading within a section (H3). */
  subheading(text: string): void;
  paragraph(text: string, options?: { size?: number }): void;
  bullets(items: readonly string[]): void;
  /** Label and value pairs, tagged as a table whose labels are row headers. */
  rows(rows: readonly { label: string; value: string }[]): void;
  space(points: number): void;
  /** A decorative PNG across the text width, its aspect ratio kept (the brochures' generated illustration). */
  image(png: Uint8Array): void;
  pageCount(): number;
  save(): Promise<Uint8Array>;
}

/** Starts an A4 document whose first page opens with a header band holding the kicker, the title and a lead. */
export function createPdf(meta: PdfMeta, lead?: string): PdfWriter {
  const doc = new PDFDocument({
    size: [PAGE_WIDTH, PAGE_HEIGHT],
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    lang: "en",
    displayTitle: true,
    info: {
      Title: meta.title,
      Author: meta.authors?.join(", ") ?? site.name,
      Subject: meta.subject,
      Keywords: (meta.keywords ?? []).join(", "),
      Creator: `${site.name} website build`,
      Producer: "PDFKit",
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const fonts = fontBytes();
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  const chunks: Uint8Array[] = [];
  doc.on("data", (chunk: Uint8Array) => chunks.push(chunk));
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  const clean = (text: string) => printable(text, meta.title);
  const root = doc.struct("Document");
  doc.addStructure(root);

  // The structure element whose marked content is open on the current page: a page break closes it and opens a
  // new piece of the same element on the next page, so a paragraph that runs over stays one P.
  let open: { element: StructureElement; tag: string } | undefined;
  function begin(element: StructureElement, tag: string) {
    element.add(doc.markStructureContent(tag));
    open = { element, tag };
  }
  function close() {
    if (!open) return;
    doc.endMarkedContent();
    open = undefined;
  }
  function artifact(type: "Layout" | "Pagination", draw: () => void) {
    close();
    doc.markContent("Artifact", { type });
    draw();
    doc.endMarkedContent();
  }
  function element(type: string, parent: StructureElement = root, options?: object): StructureElement {
    const child = doc.struct(type, options as PDFKit.Mixins.StructureElementOptions);
    parent.add(child);
    return child;
  }

  doc.addPage();
  let pages = 1;
  let y = MARGIN;
  function newPage() {
    const reopen = open;
    close();
    doc.addPage();
    pages++;
    y = MARGIN;
    if (reopen) begin(reopen.element, reopen.tag);
  }
  function ensure(height: number) {
    if (y + height > BOTTOM) newPage();
  }

  function width(text: string, weight: FontWeight, size: number): number {
    return doc.font(weight).fontSize(size).widthOfString(text);
  }
  // Lines are measured word by word (shaping whole candidate lines again and again is slow); the kerning across
  // a space that this leaves out is a fraction of a point.
  const wordWidths = new Map<string, number>();
  function wordWidth(word: string, weight: FontWeight, size: number): number {
    const key = `${weight} ${size} ${word}`;
    let measured = wordWidths.get(key);
    if (measured === undefined) {
      measured = width(word, weight, size);
      wordWidths.set(key, measured);
    }
    return measured;
  }
  function breakWord(word: string, weight: FontWeight, size: number, maxWidth: number): string[] {
    const parts: string[] = [];
    let part = "";
    for (const piece of word
      .split(/(?<=\/)/)
      .flatMap((chunk) => (width(chunk, weight, size) > maxWidth ? [...chunk] : [chunk]))) {
      if (part && width(part + piece, weight, size) > maxWidth) {
        parts.push(part);
        part = piece;
      } else part += piece;
    }
    return [...parts, part];
  }
  function wrap(text: string, weight: FontWeight, size: number, maxWidth: number): string[] {
    const space = wordWidth(" ", weight, size);
    const lines: string[] = [];
    let line = "";
    let lineWidth = 0;
    for (const word of clean(text).split(/\s+/).filter(Boolean)) {
      const next = wordWidth(word, weight, size);
      if (next > maxWidth) {
        // A word wider than the column (a long URL) is broken after its slashes, or anywhere if it must be.
        if (line) lines.push(line);
        const parts = breakWord(word, weight, size, maxWidth);
        lines.push(...parts.slice(0, -1));
        line = parts.at(-1)!;
        lineWidth = width(line, weight, size);
        continue;
      }
      if (!line) {
        line = word;
        lineWidth = next;
      } else if (lineWidth + space + next <= maxWidth) {
        line = `${line} ${word}`;
        lineWidth += space + next;
      } else {
        lines.push(line);
        line = word;
        lineWidth = next;
      }
    }
    if (line) lines.push(line);
    return lines;
  }
  /** Draws one line with its baseline at `baseline` (points from the top of the page). */
  function draw(text: string, x: number, baseline: number, weight: FontWeight, size: number, color: string) {
    doc
      .font(weight)
      .fontSize(size)
      .fillColor(color)
      .text(text, x, baseline, { lineBreak: false, baseline: "alphabetic" });
  }
  /** A block of wrapped lines as one structure element, split across pages where it must be. */
  function block(
    type: string,
    parent: StructureElement,
    text: string,
    style: { weight: FontWeight; size: number; color: string; indent?: number; leading?: number },
  ) {
    const tagged = element(type, parent);
    const indent = style.indent ?? 0;
    const step = style.size * (style.leading ?? 1.45);
    for (const line of wrap(text, style.weight, style.size, CONTENT_WIDTH - indent)) {
      ensure(step);
      if (!open) begin(tagged, type);
      y += step;
      draw(line, MARGIN + indent, y, style.weight, style.size, style.color);
    }
    close();
    tagged.end();
  }

  // Header band: kicker, title (wrapped), lead.
  const titleLines = wrap(meta.title, "bold", 24, CONTENT_WIDTH);
  const leadLines = lead ? wrap(lead, "regular", 12, CONTENT_WIDTH) : [];
  const bandHeight = 64 + titleLines.length * 30 + leadLines.length * 17 + (leadLines.length ? 14 : 0);
  artifact("Layout", () => {
    doc.rect(0, 0, PAGE_WIDTH, bandHeight).fill(BRAND_DARK);
    doc.rect(0, bandHeight, PAGE_WIDTH, 4).fill(ACCENT);
  });
  y = 40;
  // The letterhead (the collective and the kind of document) is page furniture, like a running header.
  const letterhead = clean(`${site.name.toUpperCase()}  ·  ${meta.kicker.toUpperCase()}`);
  artifact("Pagination", () => draw(letterhead, MARGIN, 40, "bold", 9, ACCENT));
  y += 10;
  const title = element("H1");
  begin(title, "H1");
  for (const line of titleLines) {
    y += 30;
    draw(line, MARGIN, y, "bold", 24, WHITE);
  }
  close();
  title.end();
  if (leadLines.length) {
    y += 6;
    const leadElement = element("P");
    begin(leadElement, "P");
    for (const line of leadLines) {
      y += 17;
      draw(line, MARGIN, y, "regular", 12, WHITE);
    }
    close();
    leadElement.end();
  }
  y = bandHeight + 16;

  return {
    image(png) {
      // A PNG's IHDR chunk holds its width and height at bytes 16 and 20.
      const header = new DataView(png.buffer, png.byteOffset, png.byteLength);
      const height = (CONTENT_WIDTH * header.getUint32(20)) / header.getUint32(16);
      ensure(height + 16);
      const top = y + 6;
      artifact("Layout", () => doc.image(Buffer.from(png), MARGIN, top, { width: CONTENT_WIDTH, height }));
      y = top + height + 10;
    },
    heading(text) {
      ensure(60);
      y += 14;
      block("H2", root, text, { weight: "bold", size: 15, color: BRAND, leading: 1.3 });
      y += 4;
    },
    subheading(text) {
      ensure(40);
      y += 4;
      block("H3", root, text, { weight: "bold", size: 11.5, color: TEXT, leading: 1.4 });
    },
    paragraph(text, options = {}) {
      block("P", root, text, { weight: "regular", size: options.size ?? 10.5, color: TEXT });
      y += 5;
    },
    bullets(items) {
      const list = element("L");
      for (const item of items) {
        const [first, ...rest] = wrap(item, "regular", 10.5, CONTENT_WIDTH - 16);
        const body = element("LBody", element("LI", list));
        ensure(16);
        y += 15.2;
        const dotY = y - 3.5;
        artifact("Layout", () => doc.circle(MARGIN + 4, dotY, 2).fill(BRAND));
        begin(body, "LBody");
        draw(first ?? "", MARGIN + 16, y, "regular", 10.5, TEXT);
        for (const line of rest) {
          ensure(16);
          y += 15.2;
          draw(line, MARGIN + 16, y, "regular", 10.5, TEXT);
        }
        close();
      }
      list.end();
      y += 5;
    },
    rows(rows) {
      const table = element("Table");
      for (const row of rows) {
        const labelLines = wrap(row.label, "bold", 10.5, LABEL_WIDTH - 10);
        const valueLines = wrap(row.value, "regular", 10.5, CONTENT_WIDTH - LABEL_WIDTH);
        ensure(Math.max(labelLines.length, valueLines.length) * 15.2);
        const top = y;
        const tableRow = element("TR", table);
        const cells = [
          { tag: "TH", lines: labelLines, x: MARGIN, weight: "bold" as const },
          { tag: "TD", lines: valueLines, x: MARGIN + LABEL_WIDTH, weight: "regular" as const },
        ];
        for (const cell of cells) {
          y = top;
          begin(element(cell.tag, tableRow, cell.tag === "TH" ? { scope: "Row" } : undefined), cell.tag);
          for (const line of cell.lines) {
            y += 15.2;
            draw(line, cell.x, y, cell.weight, 10.5, TEXT);
          }
          close();
        }
        y = top + Math.max(labelLines.length, valueLines.length) * 15.2;
      }
      table.end();
      y += 5;
    },
    space(points) {
      y += points;
    },
    pageCount() {
      return pages;
    },
    async save() {
      close();
      const { start, count } = doc.bufferedPageRange();
      const footer = clean(`${site.name} · ${site.url.replace(/^https:\/\//, "")}`);
      for (let index = 0; index < count; index++) {
        doc.switchToPage(start + index);
        const label = `Page ${index + 1} of ${count}`;
        artifact("Pagination", () => {
          doc
            .moveTo(MARGIN, PAGE_HEIGHT - MARGIN - 14)
            .lineTo(PAGE_WIDTH - MARGIN, PAGE_HEIGHT - MARGIN - 14)
            .lineWidth(0.5)
            .stroke(MUTED);
          draw(footer, MARGIN, PAGE_HEIGHT - MARGIN, "regular", 8.5, MUTED);
          draw(
            label,
            PAGE_WIDTH - MARGIN - width(label, "regular", 8.5),
            PAGE_HEIGHT - MARGIN,
            "regular",
            8.5,
            MUTED,
          );
        });
      }
      root.end();
      doc.end();
      return finished;
    },
  };
}
