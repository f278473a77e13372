import { describe, expect, it } from "vitest";
import { articles } from "../../content/articles.ts";
import { departments } from "../../content/departments.ts";
import { articlePage } from "../../content/detail-pages.ts";
import { jobs } from "../../content/jobs.ts";
import { offices } from "../../content/offices.ts";
import { site } from "../../content/site.ts";
import { articleLd } from "./article.ts";
import { breadcrumbs } from "./core.ts";
import { parseSalaryRange } from "./job-posting.ts";
import { organization } from "./organization.ts";

describe("structured data helpers", () => {
  it("reads every listed salary range as numbers", () => {
    expect(parseSalaryRange("$120,000–$180,000")).toEqual([120000, 180000]);
    expect(parseSalaryRange("Competitive")).toBeUndefined();
    for (const job of jobs) expect(parseSalaryRange(job.salary), job.id).toBeDefined();
  });

  it("builds the breadcrumb trail from the pages a path passes through", () => {
    const trail = breadcrumbs("/services/genomic-data");
    expect(trail?.itemListElement).toMatchObject([
      { position: 1, name: "Home" },
      { position: 2, name: "Services" },
      { position: 3, name: "Genomic Data Tokenisation" },
    ]);
    expect(breadcrumbs("/")).toBeUndefined();
  });

  it("ends an entry page's trail with the entry: Home › Insights › the article", () => {
    const article = articles[0]!;
    const page = articlePage(article);
    expect(breadcrumbs(page.path, page)?.itemListElement).toMatchObject([
      { position: 1, name: "Home" },
      { position: 2, name: "Insights", item: `${site.url}/insights` },
      { position: 3, name: article.title, item: `${site.url}/insights/${article.slug}` },
    ]);
  });

  it("describes the Organization with its offices, one contact point per department and a raster logo", () => {
    const node = organization() as unknown as Record<string, unknown>;
    const addresses = node.address as { streetAddress: string; addressCountry: string }[];
    expect(addresses.map((address) => address.streetAddress)).toEqual(
      offices.filter((office) => office.city.includes(", ")).map((office) => office.address[0]),
    );
    for (const address of addresses) expect(address.addressCountry).toMatch(/^[A-Z]{2}$/);
    expect((node.contactPoint as { email: string }[]).map((point) => point.email)).toEqual(
      departments.map((department) => department.email),
    );
    expect(node.logo).toMatchObject({ "@type": "ImageObject", url: `${site.url}/logo.png` });
    expect(node.description).toEqual(expect.any(String));
  });

  it("makes every article's author a Person whose url is their card on /company", () => {
    for (const article of articles) {
      const author = articleLd(article).author as unknown as Record<string, string>;
      expect(author).toMatchObject({
        "@type": "Person",
        name: article.author.name,
        url: `${site.url}/company#${article.author.slug}`,
      });
    }
  });
});
