import { expect, test, type Page } from "@playwright/test";
import { indexablePaths } from "../../app/content/pages.ts";
import { articles } from "../../app/content/articles.ts";
import { detailPages } from "../../app/content/detail-pages.ts";
import { projects } from "../../app/content/projects.ts";
import { whitepapers } from "../../app/content/whitepapers.ts";
import { aiModels, datasets, publications, reports } from "../../app/content/research.ts";
import { searchControlTexts } from "../../app/content/search-control.ts";
import { searchTexts } from "../../app/content/search.ts";
import { SEARCH_INDEX_URL, type SearchDocument } from "../../app/features/search/search-document.ts";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";

// The site search: a header button that loads the dialog, MiniSearch and the build-time index only when pressed.

const searchButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: searchControlTexts.button, exact: true });
const dialog = (page: Page) => page.getByRole("dialog", { name: searchTexts.title });
const searchBox = (page: Page) => dialog(page).getByRole("searchbox", { name: searchTexts.label });
const results = (page: Page) => dialog(page).getByRole("list", { name: searchTexts.resultsLabel });

/** Presses Tab from the top of the page until the header's Search button has focus, as a keyboard user would. */
async function tabToSearch(page: Page) {
  for (let presses = 0; presses < 30; presses++) {
    await page.keyboard.press("Tab");
    if (await searchButton(page).evaluate((button) => button === document.activeElement)) return;
  }
  throw new Error("Tab never reached the Search button");
}

test("the index covers every indexable page, and every section it links to exists", async ({ request }) => {
  const response = await request.get(SEARCH_INDEX_URL);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/json\b/);
  const documents = (await response.json()) as SearchDocument[];
  expect(new Set(documents.map((document) => document.id)).size).toBe(documents.length);
  const pagesInIndex = new Set(documents.map((document) => document.url.split("#")[0]));
  const entryPaths = detailPages({
    articles,
    whitepapers,
    projects,
    publications,
    datasets,
    aiModels,
    reports,
  }).map((page) => page.path);
  expect([...pagesInIndex].sort()).toEqual([...indexablePaths, ...entryPaths].sort());

  const anchorsByPage = new Map<string, string[]>();
  for (const { url } of documents) {
    const [pagePath, anchor] = url.split("#");
    if (anchor) anchorsByPage.set(pagePath!, [...(anchorsByPage.get(pagePath!) ?? []), anchor]);
  }
  for (const [pagePath, anchors] of anchorsByPage) {
    const html = await (await request.get(pagePath)).text();
    for (const anchor of anchors) expect(html, `${pagePath}#${anchor}`).toContain(` id="${anchor}"`);
  }
});

test("nothing of the search loads before the visitor opens it", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  await openHydrated(page, "/");
  expect(requested.filter((path) => path === SEARCH_INDEX_URL || /search-dialog/.test(path))).toEqual([]);

  await searchButton(page).click();
  await expect(searchBox(page)).toBeFocused();
  expect(requested).toContain(SEARCH_INDEX_URL);
  expect(requested.some((path) => /\/assets\/search-dialog\.[\w-]+\.js$/.test(path))).toBe(true);
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("keyboard only: open, search, move into the results, follow one to its section", async ({ page }) => {
    await openHydrated(page, "/");
    await tabToSearch(page);
    await page.keyboard.press("Enter");
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
    await expect(dialog(page).getByRole("status")).toHaveText(searchTexts.prompt);

    await page.keyboard.type("hackathon");
    await expect(results(page).getByRole("link").first()).toHaveAttribute(
      "href",
      "/events#open-bio-hackathon",
    );
    await expect(dialog(page).getByRole("status")).toHaveText(/^\d+ results? for “hackathon”\.$/);

    await page.keyboard.press("ArrowDown");
    await expect(results(page).getByRole("link").first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(results(page).getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(searchBox(page)).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/events#open-bio-hackathon");
    await expect(dialog(page)).toBeHidden();
    // Focus lands on the event the result named, which is in view below the sticky header.
    const event = page.locator("#open-bio-hackathon");
    await expect(event).toBeFocused();
    await expect(event).toBeInViewport();
  });

  test("Escape closes the dialog and focus returns to the Search button; reopening keeps the last query", async ({
    page,
  }) => {
    await openHydrated(page, "/company");
    await searchButton(page).click();
    await searchBox(page).fill("genomic data");
    await expect(results(page).getByRole("link").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    await expect(page).toHaveURL("/company");

    await page.keyboard.press("Enter");
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue("genomic data");
    await dialog(page).getByRole("button", { name: "Close" }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test("reopened at once after Escape, before the dialog's close event arrives, the dialog stays open", async ({
    page,
  }) => {
    await openHydrated(page, "/company");
    await searchButton(page).click();
    await expect(searchBox(page)).toBeFocused();
    await page.evaluate(async () => {
      const input = document.querySelector<HTMLInputElement>("dialog input[type=search]")!;
      input.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
      // React closes the dialog in a microtask; the dialog's "close" event is queued as a task after that.
      await Promise.resolve();
      await Promise.resolve();
      document.querySelector<HTMLButtonElement>("header button[data-site-search]")!.click();
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    await expect(dialog(page)).toBeVisible();
    await expect(searchBox(page)).toBeFocused();
  });

  test("a result without a section leads to its page, and a word no page has says so", async ({ page }) => {
    await openHydrated(page, "/");
    await searchButton(page).click();
    await searchBox(page).fill("zyxwvut");
    await expect(dialog(page).getByRole("status")).toHaveText(searchTexts.noResults("zyxwvut"));
    await expect(results(page)).toHaveCount(0);

    await searchBox(page).fill("who we are terms");
    const first = results(page).getByRole("link").first();
    await expect(first).toHaveAttribute("href", "/terms#who-we-are-and-what-these-terms-cover");
    await first.click();
    await expect(page).toHaveURL("/terms#who-we-are-and-what-these-terms-cover");
    await expect(
      page.getByRole("heading", { name: "1. Who we are and what these terms cover" }),
    ).toBeFocused();
  });

  test("the open dialog with results has no WCAG 2.2 A/AA violation", async ({ page }) => {
    await openHydrated(page, "/insights");
    await searchButton(page).click();
    await searchBox(page).fill("soil");
    await expect(results(page).getByRole("link").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test("the Search button is in the header beside the menu, and the dialog fits the screen", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    const button = searchButton(page);
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(44);
    expect(box.height).toBeGreaterThanOrEqual(44);

    await button.tap();
    await searchBox(page).fill("nutrition");
    await expect(results(page).getByRole("link").first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    const dialogBox = (await dialog(page).boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);

    await results(page).getByRole("link").first().tap();
    await expect(dialog(page)).toBeHidden();
    await expect(page).not.toHaveURL(/\/$/);
  });
});
