import { XMLParser } from "fast-xml-parser";
import { expect, test, type Page } from "@playwright/test";
import { articles } from "../../app/content/articles.ts";
import { articlePath, projectPath, whitepaperPath } from "../../app/content/detail-pages.ts";
import { content } from "../../app/content/load.ts";
import { projects } from "../../app/content/projects.ts";
import { site } from "../../app/content/site.ts";
import { whitepapers } from "../../app/content/whitepapers.ts";
import { formatValue } from "../../app/files/figures/project-chart.ts";

// The pages of the research: an article's and a project's own page, reached from their listings, the
// feed and the sitemap; static (no script of their own), readable, with figures that say what they show.
const results = content().projectResults;

/** Characters per full rendered line of the paragraphs (each one's last, partial line left out), from each
 * character's box. */
async function charactersPerLine(page: Page): Promise<number> {
  // The article's own paragraphs, not the related cards' text.
  const paragraphs = page.locator("main [data-article-text] > div > p");
  return paragraphs.evaluateAll((paragraphs) => {
    const full: number[] = [];
    for (const paragraph of paragraphs) {
      const text = paragraph.firstChild as Text;
      const range = document.createRange();
      const perLine = new Map<number, number>();
      for (let offset = 0; offset < text.length; offset++) {
        range.setStart(text, offset);
        range.setEnd(text, offset + 1);
        const top = Math.round(range.getBoundingClientRect().top);
        perLine.set(top, (perLine.get(top) ?? 0) + 1);
      }
      full.push(
        ...[...perLine.entries()]
          .sort(([a], [b]) => a - b)
          .map(([, count]) => count)
          .slice(0, -1),
      );
    }
    return full.reduce((sum, count) => sum + count, 0) / full.length;
  });
}

test.describe("article pages", () => {
  test("every card on /insights links to its article's page; Learn More still opens the text in place", async ({
    page,
  }) => {
    await page.goto("/insights");
    for (const article of articles) {
      const link = page.locator(`[id="${article.slug}"]`).getByRole("link", { name: /^Read the article/ });
      await expect(link).toHaveAttribute("href", articlePath(article.slug));
    }
    await page
      .locator(`[id="${articles[0]!.slug}"]`)
      .getByRole("link", { name: /^Read the article/ })
      .click();
    await expect(page).toHaveURL(articlePath(articles[0]!.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(articles[0]!.title);
  });

  for (const article of articles.slice(0, 2))
    test(`${articlePath(article.slug)}: full text, byline to the author's card, dates, lead figure, related`, async ({
      page,
    }) => {
      await page.goto(articlePath(article.slug));
      const main = page.locator("main");
      for (const paragraph of article.content) await expect(main.getByText(paragraph)).toBeVisible();
      await expect(main.getByText(article.readTime)).toBeVisible();
      await expect(main.locator(`time[datetime="${article.date}"]`).first()).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        "href",
        `${site.url}${articlePath(article.slug)}`,
      );
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        `${site.url}/og/insights-${article.slug}.png`,
      );
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      const figure = main.locator("figure").first();
      await expect(figure.locator("figcaption")).toContainText("field map");
      await expect(figure.locator("img:visible")).toHaveAttribute("width", "720");
      if (article.project)
        await expect(
          main.getByRole("link", {
            name: new RegExp(projects.find((p) => p.slug === article.project)!.title),
          }),
        ).toHaveAttribute("href", projectPath(article.project));
      // The byline leads to the author's card on /company.
      await main.getByRole("link", { name: article.author.name }).first().click();
      await expect(page).toHaveURL(`/company#${article.author.slug}`);
      await expect(page.locator(`[id="${article.author.slug}"]`).getByRole("heading")).toHaveText(
        article.author.name,
      );
    });

  test("the text sits at a reading measure of 65 to 75 characters a line on a wide screen", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const article of articles) {
      await page.goto(articlePath(article.slug));
      const perLine = await charactersPerLine(page);
      test
        .info()
        .annotations.push({ type: article.slug, description: `${perLine.toFixed(1)} characters a line` });
      expect(perLine, article.slug).toBeGreaterThanOrEqual(65);
      expect(perLine, article.slug).toBeLessThanOrEqual(75);
    }
  });

  test("the Atom feed links each entry to its article's page, which answers", async ({ request }) => {
    const xml = await (await request.get("/insights/feed.atom")).text();
    const parser = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => name === "entry" || name === "link",
    });
    const entries = (parser.parse(xml) as { feed: { entry: { link: { "@_href": string }[] }[] } }).feed.entry;
    expect(entries).toHaveLength(articles.length);
    for (const entry of entries) {
      const href = entry.link[0]!["@_href"];
      expect(href).toMatch(new RegExp(`^${site.url}/insights/[a-z0-9-]+$`));
      expect((await request.get(href.slice(site.url.length))).status()).toBe(200);
    }
  });
});

test.describe("project pages", () => {
  test("every card on /projects keeps its new-tab live link and links to its page", async ({ page }) => {
    await page.goto("/projects");
    for (const project of projects) {
      const card = page.locator(`[id="${project.slug}"]`);
      await expect(card.getByRole("link", { name: /^Results, map and partners/ })).toHaveAttribute(
        "href",
        projectPath(project.slug),
      );
      await expect(card.getByRole("link", { name: /Watch Live Project/ })).toHaveAttribute(
        "target",
        "_blank",
      );
    }
  });

  for (const width of [1280, 375])
    test(`at ${width} px every place is named on the map, and no two names overlap as drawn`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const project of projects) {
        await page.goto(projectPath(project.slug));
        const map = page.locator('main figure svg[role="img"]:visible').first();
        await expect(map).toHaveAttribute("aria-label", new RegExp(`^Map of ${project.title}`));
        const boxes = await map.locator("text").evaluateAll((texts) =>
          texts.map((text) => {
            const box = text.getBoundingClientRect();
            return { text: text.textContent, x: box.x, y: box.y, right: box.right, bottom: box.bottom };
          }),
        );
        expect(boxes.map((box) => box.text).sort()).toEqual(project.places.map((place) => place.name).sort());
        for (const a of boxes)
          for (const b of boxes)
            if (a !== b) {
              const apart = a.right <= b.x || b.right <= a.x || a.bottom <= b.y || b.bottom <= a.y;
              expect(apart, `${project.slug}: ${a.text} and ${b.text}`).toBe(true);
            }
        // Legible: names at least 11 px tall on screen.
        for (const box of boxes)
          expect(box.bottom - box.y, `${project.slug}: ${box.text}`).toBeGreaterThanOrEqual(11);
      }
    });

  test("each chart is a figure with a title, a legend in words, its data as a table and its sources", async ({
    page,
  }) => {
    for (const { slug, charts } of results) {
      await page.goto(projectPath(slug));
      const figures = page.locator("main figure[aria-labelledby]");
      await expect(figures).toHaveCount(charts.length);
      for (const [index, chart] of charts.entries()) {
        const figure = figures.nth(index);
        await expect(figure.getByRole("heading", { name: chart.title })).toBeVisible();
        await expect(figure.getByRole("img", { name: new RegExp(`^${chart.title}`) })).toBeVisible();
        const legend = figure.getByRole("list", { name: "Legend" });
        for (const series of chart.series)
          await expect(legend).toContainText(
            `${series.name} (${series.kind === "target" ? "target" : "measured result"})`,
          );
        await figure.getByText("Data table").click();
        const table = figure.getByRole("table");
        for (const series of chart.series)
          for (const point of series.values) {
            const row = table
              .getByRole("row")
              .filter({ has: page.getByRole("rowheader", { name: String(point.at), exact: true }) });
            await expect(row).toContainText(formatValue(point.value, chart.unit));
          }
        const caption = figure.locator("figcaption");
        for (const series of chart.series) await expect(caption).toContainText(series.source);
      }
    }
  });
});

test("Home's figures say which are measured and which are targets, with their sources", async ({ page }) => {
  await page.goto("/");
  const figures = content().pageCopy.home.stats.figures;
  const tiles = page.getByRole("region", { name: content().pageCopy.home.stats.title }).getByRole("listitem");
  await expect(tiles).toHaveCount(figures.length);
  for (const [index, figure] of figures.entries()) {
    const tile = tiles.nth(index);
    await expect(tile).toContainText(figure.label);
    await expect(tile).toContainText(figure.status === "target" ? "Target" : "Measured");
    await expect(tile).toContainText(`Source: ${figure.source}`);
  }
  // The SPEC's texts stay: 30% disease reduction target and 25% metabolic risk decrease are targets.
  expect(figures.filter((figure) => figure.status === "target").map((figure) => figure.label)).toEqual([
    "disease reduction target",
    "metabolic risk decrease",
  ]);
});

test.describe("whitepaper pages", () => {
  /** A link's name: its visible label, then the title it names for a screen reader ("Download PDF: <title>"). */
  const named = (label: string, title: string) =>
    new RegExp(`^${label}\\s*: ${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

  test("/insights keeps each whitepaper's PDF download and links to its page", async ({ page }) => {
    await page.goto("/insights");
    const section = page.locator("section[aria-labelledby=whitepapers-heading]");
    for (const paper of whitepapers) {
      const download = section.getByRole("link", { name: named("Download PDF", paper.title) });
      await expect(download).toHaveAttribute("href", paper.link);
      await expect(download).toHaveAttribute("download", `${paper.slug}.pdf`);
      await expect(section.getByRole("link", { name: named("Read online", paper.title) })).toHaveAttribute(
        "href",
        whitepaperPath(paper.slug),
      );
    }
    await section.getByRole("link", { name: named("Read online", whitepapers[0]!.title) }).click();
    await expect(page).toHaveURL(whitepaperPath(whitepapers[0]!.slug));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(whitepapers[0]!.title);
  });

  for (const paper of whitepapers)
    test(`${whitepaperPath(paper.slug)}: the full text, the PDF and the trail`, async ({ page }) => {
      await page.goto(whitepaperPath(paper.slug));
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(paper.title);
      await expect(main.getByText(paper.description)).toBeVisible();
      for (const section of paper.sections) {
        await expect(main.getByRole("heading", { level: 3, name: section.heading })).toBeVisible();
        for (const paragraph of section.paragraphs) await expect(main.getByText(paragraph)).toBeVisible();
      }
      await expect(
        main.getByRole("link", { name: named("Download PDF", `${paper.title} (PDF)`) }),
      ).toHaveAttribute("href", paper.link);
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link")).toHaveText([
        "Home",
        "Insights",
      ]);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
        `${site.url}${whitepaperPath(paper.slug)}`,
      );
    });
});

test("the sitemap and the search index list every article, whitepaper and project page", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const index = (await (await request.get("/search-index.json")).json()) as { url: string }[];
  for (const path of [
    ...articles.map((a) => articlePath(a.slug)),
    ...whitepapers.map((paper) => whitepaperPath(paper.slug)),
    ...projects.map((p) => projectPath(p.slug)),
  ]) {
    expect(sitemap).toContain(`<loc>${site.url}${path}</loc>`);
    expect(
      index.some((document) => document.url.split("#")[0] === path),
      path,
    ).toBe(true);
  }
});
