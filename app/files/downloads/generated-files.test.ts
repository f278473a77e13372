import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { projectBriefs, visualAssetCategories } from "../../content/press.ts";
import { aiModels, datasetDownload, datasets, publications, reports } from "../../content/research.ts";
import { modelCardPath, publicationPdfPath, reportSummaryPath } from "../../content/research-paths.ts";
import { services } from "../../content/services.ts";
import { site } from "../../content/site.ts";
import { whitepapers } from "../../content/whitepapers.ts";
import { flatText, parsePdf } from "../../../tests/support/pdf-text.ts";
import { buildAllPdfs, buildPublicationPdfs } from "./documents.ts";
import { buildPressAssetZips } from "./press-assets.ts";
import { toWinAnsi } from "./pdf-writer.ts";

const pdfs = [...(await buildAllPdfs()), ...(await buildPublicationPdfs())];
const byPath = new Map(pdfs.map((pdf) => [pdf.urlPath, pdf]));
const A4 = { width: 595.28, height: 841.89 };

describe("generated PDFs", () => {
  it("include every download the pages link to, and nothing else", () => {
    const linked = [
      ...services.map((service) => service.brochure),
      ...whitepapers.map((paper) => paper.link),
      ...projectBriefs.map((brief) => brief.downloadUrl),
      ...datasets.map(datasetDownload).filter((href): href is string => Boolean(href)),
      ...reports.map((report) => reportSummaryPath(report.slug)),
      ...aiModels.map((model) => modelCardPath(model.slug)),
    ];
    const papers = publications.filter((paper) => paper.pdf).map((paper) => publicationPdfPath(paper.slug));
    expect([...byPath.keys()].sort()).toEqual([...linked, ...papers].sort());
    expect(linked).toHaveLength(5 + 3 + 6 + 4 + 5 + 4);
    expect(papers.length).toBeGreaterThan(0);
  });

  it("write the five brochures under their fixed /assets/pdfs/ file names", () => {
    expect(services.map((service) => service.brochure)).toEqual([
      "/assets/pdfs/bioai-brochure.pdf",
      "/assets/pdfs/nutritional-health-brochure.pdf",
      "/assets/pdfs/genomic-data-brochure.pdf",
      "/assets/pdfs/decentralized-governance-brochure.pdf",
      "/assets/pdfs/precision-agtech-brochure.pdf",
    ]);
  });

  for (const pdf of pdfs) {
    it(`${pdf.urlPath} parses, is A4 and shows its title "${pdf.title}"`, async () => {
      const parsed = await parsePdf(pdf.bytes);
      expect(parsed.title).toBe(pdf.title);
      expect(flatText(parsed)).toContain(toWinAnsi(pdf.title));
      for (const size of parsed.sizes) {
        expect(size.width).toBeCloseTo(A4.width, 1);
        expect(size.height).toBeCloseTo(A4.height, 1);
      }
    });
  }

  it("brochures carry tagline, description, every differentiator and deliverable, and the contact details", async () => {
    for (const service of services) {
      const text = flatText(await parsePdf(byPath.get(service.brochure)!.bytes));
      expect(text).toContain(service.tagline);
      expect(text).toContain(toWinAnsi(service.description.split(" ").slice(0, 8).join(" ")));
      for (const item of service.differentiators) expect(text).toContain(item.title);
      for (const deliverable of service.deliverables) expect(text).toContain(toWinAnsi(deliverable));
      expect(text).toContain(site.emails.general);
      expect(text).toContain(site.phone.display);
    }
  });

  it("carry the same text as the research items' pages: abstract or description, and every section", async () => {
    const documents = [
      ...publications
        .filter((paper) => paper.pdf)
        .map((paper) => ({
          href: publicationPdfPath(paper.slug),
          lead: paper.abstract,
          sections: paper.sections,
        })),
      ...datasets.flatMap((dataset) => {
        const href = datasetDownload(dataset);
        return href ? [{ href, lead: dataset.description, sections: dataset.sections }] : [];
      }),
      ...aiModels.map((model) => ({
        href: modelCardPath(model.slug),
        lead: model.description,
        sections: model.sections,
      })),
      ...reports.map((report) => ({
        href: reportSummaryPath(report.slug),
        lead: report.description,
        sections: report.sections,
      })),
    ];
    // Text extraction joins a paragraph's wrapped lines with spaces, so compare word runs, not line breaks; a page
    // break puts the page's footer inside a paragraph, so footers are taken out first.
    const footer = new RegExp(
      `${site.name} · ${site.url.replace(/^https:\/\//, "")} Page \\d+ of \\d+ ?`,
      "g",
    );
    const words = (text: string) => toWinAnsi(text).replace(/\s+/g, " ").replace(footer, "");
    for (const document of documents) {
      const text = words(flatText(await parsePdf(byPath.get(document.href)!.bytes)));
      expect(text, document.href).toContain(words(document.lead));
      for (const section of document.sections) {
        expect(text, document.href).toContain(words(section.heading));
        for (const paragraph of section.paragraphs) expect(text, document.href).toContain(words(paragraph));
      }
    }
  });

  it("have the page counts the pages announce", async () => {
    for (const paper of whitepapers) expect(byPath.get(paper.link)!.pageCount, paper.slug).toBe(paper.pages);
    for (const brief of projectBriefs)
      expect(byPath.get(brief.downloadUrl)!.pageCount, brief.slug).toBe(brief.pages);
  });
});

describe("press visual library archives", () => {
  const zips = buildPressAssetZips();
  it("exist for the six categories, each with the announced number of files and formats", () => {
    expect(zips.map((zip) => zip.urlPath)).toEqual(visualAssetCategories.map((asset) => asset.downloadUrl));
    for (const [index, zip] of zips.entries()) {
      const asset = visualAssetCategories[index]!;
      const entries = unzipSync(zip.bytes);
      const names = Object.keys(entries);
      expect(names, asset.slug).toHaveLength(asset.itemCount);
      const extensions = new Set(names.map((name) => name.split(".").pop()!.toUpperCase()));
      expect([...extensions].sort(), asset.slug).toEqual([...asset.formats].sort());
      for (const name of names.filter((entry) => entry.endsWith(".svg"))) {
        const svg = strFromU8(entries[name]!);
        expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*<\/svg>\n$/s);
        expect(svg, name).toContain("<title>");
      }
    }
  });
});

describe("toWinAnsi", () => {
  it("keeps Latin-1 and typographic punctuation, maps or drops the rest", () => {
    expect(toWinAnsi("CO₂ — 6.5 °C → “ok”")).toBe("CO2 — 6.5 °C -> “ok”");
    expect(toWinAnsi("漢字a")).toBe("a");
  });
});
