import { expect, test, type APIRequestContext } from "@playwright/test";
import { parse } from "parse5";
import { aiModels, datasets, publications, reports } from "../../app/content/research.ts";
import { researchItemPath, type ResearchSection } from "../../app/content/research-paths.ts";
import { site } from "../../app/content/site.ts";
import { flatText, parsePdf } from "../support/pdf-text.ts";
import { waitForInteractive } from "../support/axe.ts";

// The Research Center's items each have a page: what a reader, Google Scholar and a dataset search engine get from
// the served HTML. The Highwire tags are read with parse5 (not the renderer) and held to Google Scholar's inclusion
// guidelines; the Dataset JSON-LD to Google's Dataset structured-data documentation (required: name, description of
// 50 to 5,000 characters; recommended: url, license, creator, distribution, temporalCoverage, spatialCoverage,
// variableMeasured, ...). Property names and types are checked against schema.org at compile time: the builders
// return schema-dts types (app/lib/json-ld/research.ts).

interface HtmlNode {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
}
const attribute = (node: HtmlNode, name: string) => node.attrs?.find((each) => each.name === name)?.value;
function all(node: HtmlNode, test: (each: HtmlNode) => boolean, found: HtmlNode[] = []): HtmlNode[] {
  if (test(node)) found.push(node);
  for (const child of node.childNodes ?? []) all(child, test, found);
  return found;
}
const textOf = (node: HtmlNode): string =>
  node.nodeName === "#text" ? (node.value ?? "") : (node.childNodes ?? []).map(textOf).join("");
const clean = (text: string) => text.replace(/\s+/g, " ").trim();

async function servedPage(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const document = parse(await response.text()) as unknown as HtmlNode;
  const [head] = all(document, (node) => node.tagName === "head");
  const [body] = all(document, (node) => node.tagName === "body");
  const meta = (name: string) =>
    all(head!, (node) => node.tagName === "meta" && attribute(node, "name") === name).map(
      (node) => attribute(node, "content") ?? "",
    );
  const jsonLd = all(
    head!,
    (node) => node.tagName === "script" && attribute(node, "type") === "application/ld+json",
  ).map((node) => JSON.parse(textOf(node)) as { "@graph": Record<string, unknown>[] });
  return { head: head!, body: body!, meta, nodes: jsonLd.flatMap((block) => block["@graph"]) };
}

const sections: [ResearchSection, string, readonly { slug: string; title: string }[]][] = [
  ["datasets", "datasets", datasets],
  ["reports", "reports", reports],
  ["models", "models", aiModels],
  ["publications", "publications", publications],
];

test("the Research Center's View details and Request access lead to each item's page", async ({ page }) => {
  for (const [section, tab, items] of sections) {
    await page.goto(`/research?tab=${tab}`);
    await waitForInteractive(page);
    const panel = page.getByRole("tabpanel");
    const hrefs = await panel
      .getByRole("link", { name: /^View details/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs.sort()).toEqual(items.map((item) => researchItemPath(section, item.slug)).sort());
  }
  await page.goto("/research");
  const restricted = datasets.find((dataset) => dataset.access === "Restricted")!;
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: new RegExp(`^Request access\\W+${restricted.title}`) })
    .click();
  await expect(page).toHaveURL(`${researchItemPath("datasets", restricted.slug)}#access`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(restricted.title);
  await page.getByRole("link", { name: new RegExp(`^Request access\\W+${restricted.title}`) }).click();
  await expect(page).toHaveURL("/contact");
});

test.describe("publication pages, as Google Scholar reads them", () => {
  for (const paper of publications) {
    const path = researchItemPath("publications", paper.slug);
    test(`${path}: Highwire tags meet Scholar's inclusion guidelines`, async ({ request }) => {
      const { head, body, meta } = await servedPage(request, path);
      const visible = clean(textOf(body));
      // One page per paper, canonical to itself.
      const [canonical] = all(
        head,
        (node) => node.tagName === "link" && attribute(node, "rel") === "canonical",
      );
      expect(attribute(canonical!, "href")).toBe(`${site.url}${path}`);
      // citation_title: exactly one, the paper's title as the page shows it (not the site's or the journal's).
      expect(meta("citation_title")).toEqual([paper.title]);
      const [h1] = all(body, (node) => node.tagName === "h1");
      expect(clean(textOf(h1!))).toBe(paper.title);
      // citation_author: at least one, one tag per author in order, the name alone (no affiliation, no e-mail).
      const authors = meta("citation_author");
      expect(authors.length).toBeGreaterThan(0);
      expect(authors).toEqual(paper.authors.map((author) => `${author.family}, ${author.given}`));
      for (const author of authors) expect(author).toMatch(/^[^\d@;]+, [^\d@;]+$/);
      for (const author of paper.authors) expect(visible).toContain(`${author.given} ${author.family}`);
      // citation_publication_date: YYYY/MM/DD (or the year alone).
      expect(meta("citation_publication_date")).toEqual([paper.date.replace(/-/g, "/")]);
      expect(meta("citation_publication_date")[0]).toMatch(/^\d{4}(\/\d{2}\/\d{2})?$/);
      // A journal paper names its journal; a working paper its institution (Scholar's technical-report tags).
      if (paper.kind === "Working paper") {
        expect(meta("citation_technical_report_institution")).toEqual([paper.publisher]);
        expect(meta("citation_journal_title")).toEqual([]);
      } else {
        expect(meta("citation_journal_title")).toEqual([paper.venue]);
      }
      // The abstract is on the page in full, with no click or sign-in.
      expect(visible).toContain(paper.abstract);
      // The DOI, when there is one, in a tag and on the page.
      expect(meta("citation_doi")).toEqual(paper.doi ? [paper.doi] : []);
      if (paper.doi) expect(visible).toContain(paper.doi);
      // The PDF, when there is one: on this site, in the page's own directory, a PDF whose title is the paper's.
      const pdfUrls = meta("citation_pdf_url");
      expect(pdfUrls).toHaveLength(paper.pdf ? 1 : 0);
      if (paper.pdf) {
        const url = new URL(pdfUrls[0]!);
        expect(url.origin).toBe(site.url);
        expect(url.pathname).toBe(`${path}.pdf`);
        const response = await request.get(url.pathname);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("application/pdf");
        const pdf = await parsePdf(new Uint8Array(await response.body()));
        expect(pdf.title).toBe(paper.title);
        expect(flatText(pdf)).toContain("Abstract");
      }
      // The tags are in the head, never in the body.
      expect(
        all(body, (node) => node.tagName === "meta" && /^citation_/.test(attribute(node, "name") ?? "")),
      ).toEqual([]);
    });

    test(`${path}: ScholarlyArticle JSON-LD and citation downloads with their media types`, async ({
      request,
    }) => {
      const { nodes } = await servedPage(request, path);
      const [article] = nodes.filter((node) => node["@type"] === "ScholarlyArticle");
      expect(article).toMatchObject({
        headline: paper.title,
        abstract: paper.abstract,
        datePublished: paper.date,
        url: `${site.url}${path}`,
      });
      const authors = article!.author as { "@type": string; name: string; url?: string }[];
      expect(authors.map((author) => author.name)).toEqual(
        paper.authors.map((author) => `${author.given} ${author.family}`),
      );
      for (const [index, author] of authors.entries()) {
        const team = paper.authors[index]!.team;
        expect(author.url).toBe(team ? `${site.url}/company#${team}` : undefined);
      }
      for (const [extension, type] of [
        ["bib", "application/x-bibtex"],
        ["ris", "application/x-research-info-systems"],
        ["csl.json", "application/vnd.citationstyles.csl+json"],
      ]) {
        const response = await request.get(`${path}.${extension}`);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe(`${type}; charset=utf-8`);
      }
    });
  }
});

// Google's Dataset documentation: required name and description (50 to 5,000 characters); the recommended
// properties this site knows. Checked on the JSON-LD as served.
function expectGoogleDataset(node: Record<string, unknown>, item: { title: string; description: string }) {
  expect(node["@type"]).toBe("Dataset");
  expect(node.name).toBe(item.title);
  expect(String(node.description).length).toBeGreaterThanOrEqual(50);
  expect(String(node.description).length).toBeLessThanOrEqual(5000);
  expect(node.description).toBe(item.description);
  expect(String(node.url)).toMatch(/^https:\/\//);
  expect(String(node.license)).toMatch(/^https:\/\//);
  const creators = node.creator as { "@type": string; name: string }[];
  expect(creators.length).toBeGreaterThan(0);
  for (const creator of creators) {
    expect(["Person", "Organization"]).toContain(creator["@type"]);
    expect(creator.name).toBeTruthy();
  }
  // ISO 8601 interval, open-ended with "..".
  expect(String(node.temporalCoverage)).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?\/(\d{4}(-\d{2}(-\d{2})?)?|\.\.)$/);
  const places = node.spatialCoverage as { "@type": string; name: string }[];
  expect(places.length).toBeGreaterThan(0);
  for (const place of places) expect(place).toMatchObject({ "@type": "Place", name: expect.any(String) });
  const variables = node.variableMeasured as { "@type": string; name: string }[];
  expect(variables.length).toBeGreaterThan(0);
  for (const variable of variables)
    expect(variable).toMatchObject({ "@type": "PropertyValue", name: expect.any(String) });
  expect(node.version).toBeTruthy();
  expect(typeof node.isAccessibleForFree).toBe("boolean");
  expect(node.includedInDataCatalog).toMatchObject({ "@type": "DataCatalog", url: `${site.url}/research` });
}

function expectDownloads(node: Record<string, unknown>) {
  const downloads = node.distribution as Record<string, unknown>[];
  expect(downloads.length).toBeGreaterThan(0);
  for (const download of downloads) {
    expect(download["@type"]).toBe("DataDownload");
    expect(String(download.contentUrl)).toMatch(/^https:\/\//);
    expect(String(download.encodingFormat)).toMatch(/^[a-z]+\/[a-z0-9.+-]+$/);
  }
}

test.describe("dataset and model pages, as dataset search engines read them", () => {
  for (const dataset of datasets) {
    const path = researchItemPath("datasets", dataset.slug);
    test(`${path}: Dataset JSON-LD, the data sheet as text, and how to get access`, async ({
      request,
      page,
    }) => {
      const { nodes, body } = await servedPage(request, path);
      const [node] = nodes.filter((each) => each["@type"] === "Dataset");
      expectGoogleDataset(node!, dataset);
      expect(node!.isAccessibleForFree).toBe(dataset.access === "Open Access");
      if (dataset.access === "Open Access") expectDownloads(node!);
      else expect(node!.distribution).toBeUndefined();
      const visible = clean(textOf(body));
      for (const section of dataset.sections) {
        expect(visible).toContain(section.heading);
        for (const paragraph of section.paragraphs) expect(visible).toContain(paragraph);
      }
      await page.goto(path);
      const access = page.locator("#access");
      if (dataset.access === "Restricted") {
        await expect(access.getByRole("link", { name: /^Request access/ })).toHaveAttribute(
          "href",
          "/contact",
        );
      } else {
        for (const file of dataset.distribution)
          await expect(
            access.getByRole("link", { name: new RegExp(`^${file.name.replace(/[()]/g, ".")}`) }),
          ).toHaveAttribute("href", file.contentUrl);
        await expect(page.getByRole("link", { name: /^Download data sheet/ })).toHaveAttribute(
          "href",
          `/assets/research/${dataset.slug}-datasheet.pdf`,
        );
      }
    });
  }

  for (const model of aiModels) {
    const path = researchItemPath("models", model.slug);
    test(`${path}: Dataset JSON-LD of the model, its card as text, and its training data`, async ({
      request,
    }) => {
      const { nodes, body } = await servedPage(request, path);
      const [node] = nodes.filter((each) => each["@type"] === "Dataset");
      expectGoogleDataset(node!, model);
      expectDownloads(node!);
      expect(node!.isBasedOn).toEqual(
        model.trainingData.map((slug) => `${site.url}${researchItemPath("datasets", slug)}`),
      );
      const visible = clean(textOf(body));
      for (const section of model.sections)
        for (const paragraph of section.paragraphs) expect(visible).toContain(paragraph);
      const response = await request.get(`/assets/research/${model.slug}-model-card.pdf`);
      expect(response.status()).toBe(200);
    });
  }

  for (const report of reports) {
    const path = researchItemPath("reports", report.slug);
    test(`${path}: Report JSON-LD and the summary as text`, async ({ request }) => {
      const { nodes, body } = await servedPage(request, path);
      expect(nodes.filter((each) => each["@type"] === "Report")).toEqual([
        expect.objectContaining({ name: report.title, datePublished: report.date }),
      ]);
      const visible = clean(textOf(body));
      for (const section of report.sections)
        for (const paragraph of section.paragraphs) expect(visible).toContain(paragraph);
    });
  }
});

test("every item page is in the sitemap and the site search, with its own share image", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const index = (await (await request.get("/search-index.json")).json()) as { url: string }[];
  for (const [section, , items] of sections) {
    for (const item of items) {
      const path = researchItemPath(section, item.slug);
      expect(sitemap).toContain(`<loc>${site.url}${path}</loc>`);
      expect(
        index.some((document) => document.url.split("#")[0] === path),
        path,
      ).toBe(true);
      const { meta, head } = await servedPage(request, path);
      expect(meta("twitter:image")).toEqual([`${site.url}/og/${path.slice(1).replace(/\//g, "-")}.png`]);
      const image = await request.get(`/og/${path.slice(1).replace(/\//g, "-")}.png`);
      expect(image.headers()["content-type"]).toBe("image/png");
      // No JavaScript of its own: only what every page has (the header's inline script, the search island).
      const islands = all(head, (node) => node.tagName === "script" && attribute(node, "src") !== undefined);
      expect(islands).toEqual([]);
    }
  }
});
