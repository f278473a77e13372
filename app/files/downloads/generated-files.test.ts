import { unzipSync, strFromU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { projectBriefs, visualAssetCategories } from "../../content/press.ts";
import { projects } from "../../content/projects.ts";
import { aiModels, datasetDownload, datasets, publications, reports } from "../../content/research.ts";
import { modelCardPath, publicationPdfPath, reportSummaryPath } from "../../content/research-paths.ts";
import { services } from "../../content/services.ts";
import { site } from "../../content/site.ts";
import { whitepapers } from "../../content/whitepapers.ts";
import { flatText, parsePdf, readTaggedPdf } from "../../../tests/support/pdf-text.ts";
import { buildAllPdfs, buildPublicationPdfs } from "./documents.ts";
import { printable } from "./pdf-fonts.ts";
import { buildPressAssetZips } from "./press-assets.ts";

const pdfs = [...(await buildAllPdfs()), ...(await buildPublicationPdfs())];
const byPath = new Map(pdfs.map((pdf) => [pdf.urlPath, pdf]));
const A4 = { width: 595.28, height: 841.89 };
const sectionTexts = (sections: readonly { heading: string; paragraphs: readonly string[] }[]) =>
  sections.flatMap((section) => [section.heading, ...section.paragraphs]);

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
      expect(flatText(parsed)).toContain(pdf.title);
      for (const size of parsed.sizes) {
        expect(size.width).toBeCloseTo(A4.width, 1);
        expect(size.height).toBeCloseTo(A4.height, 1);
      }
    });
  }

  it("carry the same text as the pages of their content: lead, every section, list item and paragraph", async () => {
    const documents: { href: string; texts: string[] }[] = [
      ...services.map((service) => ({
        href: service.brochure,
        texts: [
          service.tagline,
          service.description,
          ...service.differentiators.flatMap((item) => [item.title, item.text]),
          ...service.deliverables,
          site.emails.general,
          site.phone.display,
        ],
      })),
      ...whitepapers.map((paper) => ({
        href: paper.link,
        texts: [paper.description, ...sectionTexts(paper.sections)],
      })),
      ...projectBriefs.map((brief) => {
        const project = projects.find((entry) => entry.slug === brief.slug)!;
        return {
          href: brief.downloadUrl,
          texts: [project.subtitle, project.description, ...project.features, project.impact],
        };
      }),
      ...publications
        .filter((paper) => paper.pdf)
        .map((paper) => ({
          href: publicationPdfPath(paper.slug),
          texts: [paper.abstract, ...sectionTexts(paper.sections)],
        })),
      ...datasets.flatMap((dataset) => {
        const href = datasetDownload(dataset);
        return href ? [{ href, texts: [dataset.description, ...sectionTexts(dataset.sections)] }] : [];
      }),
      ...aiModels.map((model) => ({
        href: modelCardPath(model.slug),
        texts: [model.description, ...sectionTexts(model.sections)],
      })),
      ...reports.map((report) => ({
        href: reportSummaryPath(report.slug),
        texts: [report.description, ...sectionTexts(report.sections)],
      })),
    ];
    expect(documents).toHaveLength(pdfs.length);
    // The tagged text, in reading order, without the footers; a paragraph broken by a page is two pieces.
    const words = (text: string) => text.replace(/\s+/g, " ").trim();
    for (const document of documents) {
      const tagged = await readTaggedPdf(byPath.get(document.href)!.bytes);
      const text = tagged.blocks.map((block) => block.text).join(" ");
      for (const expected of document.texts) expect(text, document.href).toContain(words(expected));
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

describe("tagged PDFs", () => {
  for (const pdf of pdfs) {
    it(`${pdf.urlPath} is tagged: language, shown title, one H1, sections, and a structure tree in reading order`, async () => {
      const tagged = await readTaggedPdf(pdf.bytes);
      expect(tagged.marked).toBe(true);
      expect(tagged.language).toBe("en");
      expect(tagged.title).toBe(pdf.title);
      expect(tagged.displayDocTitle).toBe(true);
      expect(tagged.roles[0]).toBe("Document");
      const headings = tagged.blocks.filter((block) => /^H\d$/.test(block.role));
      expect(headings[0]).toEqual({ role: "H1", text: pdf.title });
      expect(headings.filter((heading) => heading.role === "H1")).toHaveLength(1);
      expect(headings.filter((heading) => heading.role === "H2").length).toBeGreaterThan(0);
      // No level skipped: each heading at most one level below the one before it.
      headings.reduce((previous, heading) => {
        const level = Number(heading.role.slice(1));
        expect(level, heading.text).toBeLessThanOrEqual(previous + 1);
        return level;
      }, 0);
      const roles = new Set(tagged.roles);
      for (const role of roles)
        expect(["Document", "H1", "H2", "H3", "P", "L", "LI", "LBody", "Table", "TR", "TH", "TD"]).toContain(
          role,
        );
      // Every piece of text is tagged or an artifact, and the tree reads it in the order the page draws it.
      expect(tagged.untagged).toEqual([]);
      for (const page of tagged.order) expect(page.tree).toEqual(page.drawn);
      expect(tagged.blocks.every((block) => block.text.length > 0)).toBe(true);
    });
  }

  it("leave the footers, bullets and pictures out of the text a screen reader reads", async () => {
    for (const pdf of pdfs) {
      const tagged = await readTaggedPdf(pdf.bytes);
      const text = tagged.blocks.map((block) => block.text).join(" ");
      expect(text, pdf.urlPath).not.toMatch(/Page \d+ of \d+/);
      expect(flatText(await parsePdf(pdf.bytes)), pdf.urlPath).toMatch(/Page 1 of \d+/);
    }
  });

  it("embed their fonts (Inter, subset) and stay small", () => {
    for (const pdf of pdfs) {
      const source = Buffer.from(pdf.bytes).toString("latin1");
      const fonts = [...source.matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((match) => match[1]!);
      expect(new Set(fonts.map((font) => font.split("+")[1])), pdf.urlPath).toEqual(
        new Set(["Inter-Regular", "Inter-Bold"]),
      );
      expect(source, pdf.urlPath).toContain("/FontFile2");
      expect(source, pdf.urlPath).not.toMatch(/\/Subtype \/Type1/);
      // The brochures carry a picture; the rest are text.
      expect(pdf.bytes.length, pdf.urlPath).toBeLessThan(
        pdf.urlPath.endsWith("-brochure.pdf") ? 150_000 : 40_000,
      );
    }
  });

  it("are the same bytes from build to build", async () => {
    const again = await buildPublicationPdfs();
    for (const pdf of again)
      expect(Buffer.compare(pdf.bytes, byPath.get(pdf.urlPath)!.bytes), pdf.urlPath).toBe(0);
  });
});

describe("printable", () => {
  it("keeps what Inter draws, writes a few symbols plainly and names any other character", () => {
    expect(printable("CO2 — 6.5 °C “ok” Álvarez – 2023", "A")).toBe("CO2 — 6.5 °C “ok” Álvarez – 2023");
    expect(printable("a → b", "A")).toBe("a -> b");
    expect(() => printable("漢字", "Some paper")).toThrow(/"Some paper" contains "漢" \(U\+6F22\)/);
  });
});
