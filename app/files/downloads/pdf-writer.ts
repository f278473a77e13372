// A small flowing-text layout on top of pdf-lib for the site's generated A4 documents: headings, paragraphs,
// bullet lists and label/value rows, with automatic page breaks, a brand header band and a footer on every page.
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage, type RGB } from "pdf-lib";
import { site } from "../../content/site.ts";

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const FOOTER_SPACE = 48;

// Brand colours from app/app.css (--color-brand-900, --color-brand-700, --color-accent-400) and slate text.
const BRAND_DARK = rgb(0x09 / 255, 0x3d / 255, 0x35 / 255);
const BRAND = rgb(0x0f / 255, 0x5f / 255, 0x50 / 255);
const ACCENT = rgb(0xf5 / 255, 0xb0 / 255, 0x42 / 255);
const TEXT = rgb(0.12, 0.16, 0.22);
const MUTED = rgb(0.3, 0.35, 0.42);
const WHITE = rgb(1, 1, 1);

// Standard PDF fonts only encode WinAnsi: map the few other characters our copy uses, drop anything else.
const REPLACEMENTS: Record<string, string> = {
  "→": "->",
  "≥": ">=",
  "≤": "<=",
  "₂": "2",
  "\u00a0": " ",
  "−": "-",
};
const WIN_ANSI_EXTRA = "€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ";

export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text) {
    const replaced = REPLACEMENTS[char] ?? char;
    for (const c of replaced) {
      const code = c.codePointAt(0)!;
      if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(c))
        out += c;
    }
  }
  return out;
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of toWinAnsi(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface PdfMeta {
  title: string;
  subject: string;
  keywords?: readonly string[];
  /** The document's authors (PDF metadata); by default the collective. */
  authors?: readonly string[];
  /** Small label above the title, e.g. "Service brochure". */
  kicker: string;
}

export interface PdfWriter {
  heading(text: string): void;
  subheading(text: string): void;
  paragraph(text: string, options?: { color?: RGB; size?: number }): void;
  bullets(items: readonly string[]): void;
  rows(rows: readonly { label: string; value: string }[]): void;
  space(points: number): void;
  /** A PNG across the text width, its aspect ratio kept (the brochures' generated illustration). */
  image(png: Uint8Array): Promise<void>;
  pageCount(): number;
  save(): Promise<Uint8Array>;
}

/** Starts an A4 document whose first page opens with a header band holding the kicker, the title and a lead. */
export async function createPdf(meta: PdfMeta, lead?: string): Promise<PdfWriter> {
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  doc.setTitle(meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(meta.authors?.join(", ") ?? site.name);
  doc.setSubject(meta.subject);
  doc.setKeywords([...(meta.keywords ?? [])]);
  doc.setCreator(`${site.name} website build`);
  doc.setProducer("pdf-lib");
  doc.setLanguage("en");
  // A fixed date keeps builds reproducible.
  doc.setCreationDate(new Date("2025-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2025-01-01T00:00:00Z"));

  let page: PDFPage = doc.addPage(PageSizes.A4);
  let y = PAGE_HEIGHT - MARGIN;

  function newPage() {
    page = doc.addPage(PageSizes.A4);
    y = PAGE_HEIGHT - MARGIN;
  }
  function ensure(height: number) {
    if (y - height < MARGIN + FOOTER_SPACE) newPage();
  }
  function lines(text: string, font: PDFFont, size: number, color: RGB, indent = 0, leading = 1.45) {
    for (const line of wrap(text, font, size, CONTENT_WIDTH - indent)) {
      ensure(size * leading);
      y -= size * leading;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
    }
  }

  // Header band: kicker, title (wrapped), lead.
  const titleLines = wrap(meta.title, bold, 24, CONTENT_WIDTH);
  const leadLines = lead ? wrap(lead, regular, 12, CONTENT_WIDTH) : [];
  const bandHeight = 64 + titleLines.length * 30 + leadLines.length * 17 + (leadLines.length ? 14 : 0);
  page.drawRectangle({
    x: 0,
    y: PAGE_HEIGHT - bandHeight,
    width: PAGE_WIDTH,
    height: bandHeight,
    color: BRAND_DARK,
  });
  page.drawRectangle({ x: 0, y: PAGE_HEIGHT - bandHeight - 4, width: PAGE_WIDTH, height: 4, color: ACCENT });
  y = PAGE_HEIGHT - 40;
  page.drawText(toWinAnsi(`${site.name.toUpperCase()}  ·  ${meta.kicker.toUpperCase()}`), {
    x: MARGIN,
    y,
    size: 9,
    font: bold,
    color: ACCENT,
  });
  y -= 10;
  for (const line of titleLines) {
    y -= 30;
    page.drawText(line, { x: MARGIN, y, size: 24, font: bold, color: WHITE });
  }
  if (leadLines.length) y -= 6;
  for (const line of leadLines) {
    y -= 17;
    page.drawText(line, { x: MARGIN, y, size: 12, font: regular, color: WHITE });
  }
  y = PAGE_HEIGHT - bandHeight - 16;

  return {
    async image(png) {
      const embedded = await doc.embedPng(png);
      const height = (CONTENT_WIDTH * embedded.height) / embedded.width;
      ensure(height + 16);
      y -= height + 6;
      page.drawImage(embedded, { x: MARGIN, y, width: CONTENT_WIDTH, height });
      y -= 10;
    },
    heading(text) {
      ensure(60);
      y -= 14;
      lines(text, bold, 15, BRAND, 0, 1.3);
      y -= 4;
    },
    subheading(text) {
      ensure(40);
      y -= 4;
      lines(text, bold, 11.5, TEXT, 0, 1.4);
    },
    paragraph(text, options = {}) {
      lines(text, regular, options.size ?? 10.5, options.color ?? TEXT);
      y -= 5;
    },
    bullets(items) {
      for (const item of items) {
        const [first, ...rest] = wrap(item, regular, 10.5, CONTENT_WIDTH - 16);
        ensure(16);
        y -= 15.2;
        page.drawCircle({ x: MARGIN + 4, y: y + 3.5, size: 2, color: BRAND });
        page.drawText(first ?? "", { x: MARGIN + 16, y, size: 10.5, font: regular, color: TEXT });
        for (const line of rest) {
          ensure(16);
          y -= 15.2;
          page.drawText(line, { x: MARGIN + 16, y, size: 10.5, font: regular, color: TEXT });
        }
      }
      y -= 5;
    },
    rows(rows) {
      for (const row of rows) {
        const valueLines = wrap(row.value, regular, 10.5, CONTENT_WIDTH - 130);
        ensure(valueLines.length * 15.2);
        y -= 15.2;
        page.drawText(toWinAnsi(row.label), { x: MARGIN, y, size: 10.5, font: bold, color: TEXT });
        valueLines.forEach((line, index) => {
          if (index > 0) y -= 15.2;
          page.drawText(line, { x: MARGIN + 130, y, size: 10.5, font: regular, color: TEXT });
        });
      }
      y -= 5;
    },
    space(points) {
      y -= points;
    },
    pageCount() {
      return doc.getPageCount();
    },
    async save() {
      const pages = doc.getPages();
      pages.forEach((each, index) => {
        each.drawLine({
          start: { x: MARGIN, y: MARGIN + 14 },
          end: { x: PAGE_WIDTH - MARGIN, y: MARGIN + 14 },
          thickness: 0.5,
          color: MUTED,
        });
        each.drawText(toWinAnsi(`${site.name} · ${site.url.replace(/^https:\/\//, "")}`), {
          x: MARGIN,
          y: MARGIN,
          size: 8.5,
          font: regular,
          color: MUTED,
        });
        const label = `Page ${index + 1} of ${pages.length}`;
        each.drawText(label, {
          x: PAGE_WIDTH - MARGIN - regular.widthOfTextAtSize(label, 8.5),
          y: MARGIN,
          size: 8.5,
          font: regular,
          color: MUTED,
        });
      });
      return doc.save();
    },
  };
}
