import { describe, expect, it } from "vitest";
import routes from "../app/routes.ts";
import { indexablePaths, pages } from "../app/content/pages.ts";
import { buildRobots, buildSitemap, publicPaths } from "./generate-sitemap.ts";

describe("sitemap generation", () => {
  const paths = publicPaths(routes);

  it("lists every page of the route config once, without the splat route", () => {
    expect(paths).toContain("/");
    expect(paths).toContain("/services/precision-agtech");
    expect(paths).not.toContain("/*");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves the email-only pages out of the indexable list", () => {
    expect(indexablePaths).not.toContain("/subscriptions/confirm");
    expect(indexablePaths).toContain("/vision");
  });

  it("matches the page list used for titles and descriptions", () => {
    expect([...paths].sort()).toEqual(
      Object.values(pages)
        .map((page) => page.path)
        .sort(),
    );
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

  it("follows nested routes and skips parameters", () => {
    expect(
      publicPaths([
        { path: "a", children: [{ index: true }, { path: "b" }, { path: ":id" }] },
        { path: "*" },
      ]),
    ).toEqual(["/a", "/a/b"]);
  });
});
