import { describe, expect, it } from "vitest";
import { indexablePaths, pages } from "../content/pages.ts";
import { buildRobots, buildSitemap, indexablePagePaths } from "./sitemap.ts";

describe("sitemap generation", () => {
  const paths = indexablePagePaths(pages);

  it("lists every indexable page once, sorted, and leaves the email-only pages out", () => {
    expect(paths).toContain("/");
    expect(paths).toContain("/services/precision-agtech");
    expect(paths).not.toContain("/subscriptions/confirm");
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual([...indexablePaths].sort());
  });

  it("writes absolute URLs on the site's domain", () => {
    const xml = buildSitemap("https://verdantcollective.example", ["/", "/vision"]);
    expect(xml).toContain("<loc>https://verdantcollective.example/</loc>");
    expect(xml).toContain("<loc>https://verdantcollective.example/vision</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it("points robots.txt at the sitemap", () => {
    expect(buildRobots("https://verdantcollective.example")).toContain(
      "Sitemap: https://verdantcollective.example/sitemap.xml",
    );
  });
});
