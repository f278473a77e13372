import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectBriefs, visualAssetCategories } from "../../app/content/press.ts";
import { aiModels, datasetDownload, datasets, publications, reports } from "../../app/content/research.ts";
import {
  citationFiles,
  citationPath,
  modelCardPath,
  publicationPdfPath,
  reportSummaryPath,
  type CitationFormat,
} from "../../app/content/research-paths.ts";
import { services } from "../../app/content/services.ts";
import { whitepapers } from "../../app/content/whitepapers.ts";
import { flatText, parsePdf } from "../support/pdf-text.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Runs against the production build (npm test builds first): every download linked from the showcase pages is
// served with 200, the right Content-Type, an attachment file name, and a file that opens.
const pdfDownloads: { href: string; title: string }[] = [
  ...services.map((service) => ({ href: service.brochure, title: service.title })),
  ...whitepapers.map((paper) => ({ href: paper.link, title: paper.title })),
  ...projectBriefs.map((brief) => ({ href: brief.downloadUrl, title: brief.title })),
  ...datasets.flatMap((dataset) => {
    const href = datasetDownload(dataset);
    return href ? [{ href, title: `${dataset.title}: Data Sheet` }] : [];
  }),
  ...reports.map((report) => ({
    href: reportSummaryPath(report.slug),
    title: `${report.title}: Executive Summary`,
  })),
  ...aiModels.map((model) => ({ href: modelCardPath(model.slug), title: `${model.title}: Model Card` })),
  ...publications
    .filter((paper) => paper.pdf)
    .map((paper) => ({ href: publicationPdfPath(paper.slug), title: paper.title })),
];

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
