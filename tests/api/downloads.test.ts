import path from "node:path";
import { unzipSync } from "fflate";
import { parseHTML } from "linkedom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectPath, whitepaperPath } from "../../app/content/detail-pages.ts";
import { projectBriefs, visualAssetCategories } from "../../app/content/press.ts";
import { aiModels, datasetDownload, datasets, publications, reports } from "../../app/content/research.ts";
import {
  citationFiles,
  citationPath,
  modelCardPath,
  publicationPdfPath,
  reportSummaryPath,
  researchItemPath,
  type CitationFormat,
} from "../../app/content/research-paths.ts";
import { services } from "../../app/content/services.ts";
import { site } from "../../app/content/site.ts";
import { whitepapers } from "../../app/content/whitepapers.ts";
import { flatText, parsePdf, readTaggedPdf } from "../support/pdf-text.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Runs against the production build (npm test builds first): every download linked from the showcase pages is
// served with 200, the right Content-Type, an attachment file name, and a file that opens. Each PDF names the pages
// that carry its text: its own page first, then the pages of the parts every document of its kind shares (the
// process on /services, the boilerplate and media contacts on /press, the departments on /contact).
const pdfDownloads: { href: string; title: string; pages: string[] }[] = [
  ...services.map((service) => ({
    href: service.brochure,
    title: service.title,
    pages: [service.link, "/services", "/contact"],
  })),
  ...whitepapers.map((paper) => ({
    href: paper.link,
    title: paper.title,
    pages: [whitepaperPath(paper.slug), "/press", "/contact"],
  })),
  ...projectBriefs.map((brief) => ({
    href: brief.downloadUrl,
    title: brief.title,
    pages: [projectPath(brief.slug), "/press"],
  })),
  ...datasets.flatMap((dataset) => {
    const href = datasetDownload(dataset);
    return href
      ? [
          {
            href,
            title: `${dataset.title}: Data Sheet`,
            pages: [researchItemPath("datasets", dataset.slug), "/contact"],
          },
        ]
      : [];
  }),
  ...reports.map((report) => ({
    href: reportSummaryPath(report.slug),
    title: `${report.title}: Executive Summary`,
    pages: [researchItemPath("reports", report.slug), "/contact"],
  })),
  ...aiModels.map((model) => ({
    href: modelCardPath(model.slug),
    title: `${model.title}: Model Card`,
    pages: [researchItemPath("models", model.slug), "/contact"],
  })),
  ...publications
    .filter((paper) => paper.pdf)
    .map((paper) => ({
      href: publicationPdfPath(paper.slug),
      title: paper.title,
      pages: [researchItemPath("publications", paper.slug)],
    })),
];

/** Lower-case words and numbers only: the PDF and the page may punctuate and break lines differently. */
const words = (text: string) =>
  ` ${text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;

/**
 * What a reader gets from a page: the text of its <main>, every element apart from its neighbours, then the addresses
 * it links to and its own (a PDF prints the addresses a page links).
 */
function pageText(html: string): string {
  const { document } = parseHTML(html);
  const main = document.querySelector("main")!;
  for (const element of main.querySelectorAll("script, style, template, svg")) element.remove();
  const parts: string[] = [];
  const walk = (node: ParentNode) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) parts.push(child.textContent ?? "");
      else if (child.nodeType === 1) {
        parts.push(" ");
        walk(child as Element);
        parts.push(" ");
      }
    }
  };
  walk(main);
  const addresses = [
    ...main.querySelectorAll("a[href]"),
    document.querySelector('link[rel="canonical"]')!,
  ].map((element) => new URL(element.getAttribute("href")!, site.url).href);
  return words([parts.join(""), ...addresses].join(" | "));
}

/**
 * The pieces of a block the pages must show. A paragraph or a heading is one piece; a list item or a table cell may
 * be laid out in pieces on the page (a variable and its description, a file and its address, names in a list), so
 * it is cut where the PDF joins them: at ": ", " · " and ", ".
 */
const piecesOf = (block: { role: string; text: string }) =>
  block.role === "LBody" || block.role === "TD" ? block.text.split(/: | · |, /) : [block.text];

describe("generated downloads", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  for (const download of pdfDownloads) {
    it(`GET ${download.href} returns the PDF "${download.title}" as an attachment`, async () => {
      const response = await server.request("GET", download.href, {
        headers: { "accept-encoding": "br, gzip" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${path.posix.basename(download.href)}"`,
      );
      const parsed = await parsePdf(new Uint8Array(await response.arrayBuffer()));
      expect(parsed.title).toBe(download.title);
      expect(flatText(parsed)).toContain(download.title);
    });
  }

  for (const download of pdfDownloads) {
    it(`every paragraph, list item and table cell of ${download.href} is on ${download.pages.join(", ")}`, async () => {
      const pdf = await readTaggedPdf(
        new Uint8Array(await (await server.request("GET", download.href)).arrayBuffer()),
      );
      const texts = await Promise.all(
        download.pages.map(async (page) => {
          const response = await server.request("GET", page);
          expect(response.status, page).toBe(200);
          return pageText(await response.text());
        }),
      );
      // Its title names the page: "<page title>: Data Sheet", "<project> Project Brief".
      const title = pdf.blocks.find((block) => block.role === "H1")!;
      const heading = parseHTML(
        await (await server.request("GET", download.pages[0]!)).text(),
      ).document.querySelector("h1")!;
      expect(words(title.text)).toContain(words(heading.textContent ?? ""));
      // The text itself: paragraphs, list items, table cells and headings within sections. Section headings and row
      // labels ("Record", "Contact", "Version") are the document's own signposts.
      const text = pdf.blocks.filter((block) => ["P", "LBody", "TD", "H3"].includes(block.role));
      expect(text.length).toBeGreaterThan(3);
      for (const block of text)
        for (const piece of piecesOf(block))
          expect(
            texts.some((page) => page.includes(words(piece))),
            `${block.role} "${block.text}" (${piece}) is on none of ${download.pages.join(", ")}`,
          ).toBe(true);
    });
  }

  for (const asset of visualAssetCategories) {
    it(`GET ${asset.downloadUrl} returns a zip with ${asset.itemCount} files`, async () => {
      const response = await server.request("GET", asset.downloadUrl);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/zip");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="${path.posix.basename(asset.downloadUrl)}"`,
      );
      const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
      expect(Object.keys(files)).toHaveLength(asset.itemCount);
    });
  }

  for (const format of Object.keys(citationFiles) as CitationFormat[]) {
    const { mediaType, label } = citationFiles[format];
    it(`serves each publication's ${label} citation as ${mediaType}, whatever encodings the client takes`, async () => {
      for (const paper of publications) {
        const href = citationPath(paper.slug, format);
        for (const encoding of ["identity", "br, gzip"]) {
          const response = await server.request("GET", href, { headers: { "accept-encoding": encoding } });
          expect(response.status, href).toBe(200);
          expect(response.headers.get("content-type"), href).toBe(`${mediaType}; charset=utf-8`);
          expect(response.headers.get("content-disposition")).toBe(
            `attachment; filename="${path.posix.basename(href)}"`,
          );
          expect(await response.text(), href).toContain(paper.title.split(":")[0]);
        }
      }
    });
  }

  it("still serves pages inline, without a download header", async () => {
    const response = await server.request("GET", "/services");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBeNull();
  });
});
