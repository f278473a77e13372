import { expect, test } from "@playwright/test";
import { articles } from "../../app/content/articles.ts";
import { whitepapers } from "../../app/content/whitepapers.ts";
import { detailPages } from "../../app/content/detail-pages.ts";
import { pages } from "../../app/content/pages.ts";
import { projects } from "../../app/content/projects.ts";
import { aiModels, datasets, publications, reports } from "../../app/content/research.ts";

// The pages of content/page-titles.yaml and the page of every article, whitepaper, project and research item.
const routes = [
  ...Object.values(pages),
  ...detailPages({ articles, whitepapers, projects, publications, datasets, aiModels, reports }),
];

test.describe("prerendered routes", () => {
  for (const page of routes) {
    test(`${page.path} is served as HTML with its h1, title and description`, async ({ request }) => {
      const response = await request.get(page.path);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("text/html");
      const html = await response.text();
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toContain(`<meta name="description" content="`);
      expect(html).toMatch(/<title>[^<]+<\/title>/);
    });
  }

  test("every route has a unique title", async ({ request }) => {
    const titles = await Promise.all(
      routes.map(
        async (page) => /<title>([^<]+)<\/title>/.exec(await (await request.get(page.path)).text())?.[1],
      ),
    );
    expect(new Set(titles).size).toBe(routes.length);
  });
});

test("an unknown path shows the not-found page with status 404 and a link home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to the home page" }).click();
  await expect(page).toHaveURL("/");
});

test("pages render without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/vision");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.vision.title);
  await context.close();
});

test("the page hydrates and client navigation works", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Vision" }).click();
  await expect(page).toHaveURL("/vision");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.vision.title);
  expect(errors).toEqual([]);
});
