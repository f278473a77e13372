// When islands start (ADR 0016, app/islands/interaction-directive.ts): most at the visitor's first interaction with them,
// a few at load when the page needs them to (a stored session, an emailed link's fragment, a query). These tests use
// the pages before their islands have hydrated, as a visitor quicker than the network would: the other specs start
// from hydrated islands (tests/support/axe.ts, waitForInteractive).
import { expect, test, type Page } from "@playwright/test";
import { articles } from "../../app/content/articles.ts";
import { datasets } from "../../app/content/research.ts";
import { verifyEmailTexts } from "../../contract/auth-texts.ts";
import { waitForPageReady } from "../support/page-ready.ts";

/** Records the scripts the page requests (assets/<module>.<hash>.js): islands' components and what they import. */
function islandScripts(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    const match = /\/assets\/([\w-]+?)\.[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) urls.push(match[1]!);
  });
  return urls;
}

/** Holds every island script until `release` is called: the page stays prerendered HTML meanwhile. */
async function holdIslandScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("an island page loads no island script until the visitor turns to an island", async ({ page }) => {
  const requested = islandScripts(page);
  await page.goto("/insights");
  await waitForPageReady(page);
  expect(requested).toEqual([]);
  await page.getByRole("group", { name: "Filter articles by category" }).hover();
  await expect(
    page.locator('astro-island[component-export="InsightsArticles"][data-island-hydrated]'),
  ).toHaveCount(1);
  expect(requested).toContain("insights-articles");
  // Only the island turned to, and what it needs: not the newsletter form further down, nor the search.
  expect(requested).not.toContain("newsletter-form");
  expect(requested).not.toContain("site-search");
});

test("a press on a filter before its island has hydrated is made again once it has", async ({ page }) => {
  const release = await holdIslandScripts(page);
  await page.goto("/insights");
  const category = articles[0]!.category;
  const expected = articles.filter((article) => article.category === category).length;
  const button = page
    .getByRole("group", { name: "Filter articles by category" })
    .getByRole("button", { name: new RegExp(`^${category}`) });
  await button.click();
  // Held back while the code loads: nothing changed yet, and the island says it is coming.
  await expect(
    page.locator('astro-island[component-export="InsightsArticles"][data-island-loading]'),
  ).toHaveCount(1);
  await expect(button).toHaveAttribute("aria-pressed", "false");
  release();
  await expect(button).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText(`Showing ${expected} of ${articles.length} articles`)).toBeVisible();
  await expect(page).toHaveURL(`/insights?category=${encodeURIComponent(category).replace(/%20/g, "+")}`);
});

test("text typed before the island hydrated is kept and used", async ({ page }) => {
  const release = await holdIslandScripts(page);
  await page.goto("/research");
  const search = page.getByRole("searchbox", { name: "Search the research library" });
  await search.pressSequentially("WASTEWATER");
  release();
  await expect(
    page.locator('astro-island[component-export="ResearchLibrary"][data-island-hydrated]'),
  ).toHaveCount(1);
  await expect(search).toHaveValue("WASTEWATER");
  await expect(page.getByText(`Showing 1 of ${datasets.length} datasets`)).toBeVisible();
  await expect(page).toHaveURL("/research?q=WASTEWATER");
});

test("a form filled in before its island hydrated sends what the visitor typed", async ({ page }) => {
  const release = await holdIslandScripts(page);
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill("Ada Lovelace");
  await form.getByLabel("Email").fill("ada@example.org");
  await form.getByLabel("Subject").fill("Analytical engines");
  await form
    .getByLabel("Message")
    .fill("A question about the engine's notes, typed while the page was loading.");
  release();
  await expect(
    page.locator('astro-island[component-export="ContactForm"][data-island-hydrated]'),
  ).toHaveCount(1);
  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().includes("/api/contact"),
  );
  await form.getByRole("button", { name: /Send/ }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    name: "Ada Lovelace",
    email: "ada@example.org",
    subject: "Analytical engines",
  });
  // Sent by the island (no page load): its answer is shown in place.
  await expect(page).toHaveURL("/contact");
});

test("a shared link with a query starts the islands at load, so its filter applies untouched", async ({
  page,
}) => {
  const category = articles[0]!.category;
  await page.goto(`/insights?category=${encodeURIComponent(category)}`);
  const button = page
    .getByRole("group", { name: "Filter articles by category" })
    .getByRole("button", { name: new RegExp(`^${category}`) });
  await expect(button).toHaveAttribute("aria-pressed", "true");
});

test("a link page opened without its token says so at once, without loading its island", async ({ page }) => {
  const requested = islandScripts(page);
  await page.goto("/verify-email");
  await expect(page.getByText(verifyEmailTexts.problems.invalid)).toBeVisible();
  await expect(page.getByText(verifyEmailTexts.busy)).toBeHidden();
  await waitForPageReady(page);
  expect(requested).toEqual([]);
});

test("a link page opened with its token starts its island at load and sends the token", async ({ page }) => {
  const requested = islandScripts(page);
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/auth/verify-email"));
  await page.goto("/verify-email#token=not-a-real-token");
  expect((await sent).postDataJSON()).toEqual({ token: "not-a-real-token" });
  await expect(page.getByRole("alert")).toContainText(verifyEmailTexts.problems.invalid);
  expect(requested).toContain("verify-email-page");
  // The token is dropped from the address bar once read.
  await expect(page).toHaveURL("/verify-email");
});
