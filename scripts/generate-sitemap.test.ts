import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { indexablePaths, pages } from "../app/content/pages.ts";
import { buildRobots, buildSitemap, writeSitemap } from "./generate-sitemap.ts";

/** A built site with an index.html for each path, as Astro writes it. */
function fakeBuild(paths: string[]): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
  for (const p of paths) {
    fs.mkdirSync(path.join(dir, p), { recursive: true });
    fs.writeFileSync(path.join(dir, p, "index.html"), "<!doctype html>");
  }
  return dir;
}

describe("sitemap generation", () => {
  it("lists every indexable page that was built, and leaves the email-only pages out", () => {
    const dir = fakeBuild(Object.values(pages).map((page) => page.path));
    expect(writeSitemap(dir)).toBe(indexablePaths.length);
    const xml = fs.readFileSync(path.join(dir, "sitemap.xml"), "utf8");
    expect(xml).toContain("/services/precision-agtech</loc>");
    expect(xml).not.toContain("/subscriptions/confirm");
    expect(indexablePaths).toContain("/vision");
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
