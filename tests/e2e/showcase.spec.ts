import { expect, test, type Page } from "@playwright/test";
import { articles } from "../../app/content/articles.ts";
import { topicCategories } from "../../app/content/categories.ts";
import { companyFacts } from "../../app/content/company.ts";
import { datasets } from "../../app/content/research.ts";
import { upcomingEvents } from "../../app/content/events.ts";
import { pages } from "../../app/content/pages.ts";
import { explainerVideos, interviews } from "../../app/content/press.ts";
import { projects } from "../../app/content/projects.ts";
import { eventStatuses } from "../../app/content/schema.ts";
import { serviceProcess, services } from "../../app/content/services.ts";
import { waitForInteractive } from "../support/axe.ts";

/** Buttons and links say which item they act on after their label ("Learn More : <title>" in Chromium). */
function named(label: string, item: string): RegExp {
  return new RegExp(`^${label}\\W+${item.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);
}

// Filter buttons and tabs only work once React has hydrated the prerendered page (or its islands); the components say
// so. On an island page the header's script marks the navigation before the islands hydrate, hence waitForInteractive.
async function open(page: Page, url: string, hydrated = '[data-hydrated="true"]') {
  await page.goto(url);
  await waitForInteractive(page);
  await expect(page.locator(hydrated).first()).toBeVisible();
}

for (const { path, noun, items, group } of [
  { path: "/projects", noun: "projects", items: projects, group: "Filter projects by category" },
  { path: "/insights", noun: "articles", items: articles, group: "Filter articles by category" },
]) {
  test.describe(`${path} category filter`, () => {
    test("shows All with every item by default, and in the prerendered HTML", async ({ page, request }) => {
      const html = await (await request.get(`${path}?category=Climate`)).text();
      for (const item of items) expect(html).toContain(item.title.replace(/&/g, "&amp;"));
      await open(page, path);
      const filters = page.getByRole("group", { name: group });
      await expect(filters.getByRole("button", { name: /^All/ })).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText(`Showing ${items.length} of ${items.length} ${noun}`)).toBeVisible();
      await expect(page.locator("main ul > li > article")).toHaveCount(items.length);
    });

    test("each category narrows the list to its count, All restores them all", async ({ page }) => {
      await open(page, path);
      const filters = page.getByRole("group", { name: group });
      for (const category of topicCategories) {
        const expected = items.filter((item) => item.category === category).length;
        const button = filters.getByRole("button", { name: new RegExp(`^${category}`) });
        await expect(button).toContainText(String(expected));
        await button.click();
        await expect(button).toHaveAttribute("aria-pressed", "true");
        await expect(page.getByText(`Showing ${expected} of ${items.length} ${noun}`)).toBeVisible();
        await expect(page.locator("main ul > li > article")).toHaveCount(expected);
        for (const article of await page.locator("main ul > li > article").all()) {
          await expect(article).toContainText(category);
        }
        await expect(page).toHaveURL(`${path}?category=${encodeURIComponent(category).replace(/%20/g, "+")}`);
      }
      await filters.getByRole("button", { name: /^All/ }).click();
      await expect(page.getByText(`Showing ${items.length} of ${items.length} ${noun}`)).toBeVisible();
      await expect(page.locator("main ul > li > article")).toHaveCount(items.length);
      await expect(page).toHaveURL(path);
    });

    test("keeps the chosen category across a reload", async ({ page }) => {
      const category = items[0]!.category;
      const inCategory = items.filter((item) => item.category === category).length;
      await open(page, path);
      await page
        .getByRole("group", { name: group })
        .getByRole("button", { name: new RegExp(`^${category}`) })
        .click();
      await expect(page).toHaveURL(`${path}?category=${category.replace(/ /g, "+")}`);
      await page.reload();
      await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
      await expect(
        page.getByRole("group", { name: group }).getByRole("button", { name: new RegExp(`^${category}`) }),
      ).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByText(`Showing ${inCategory} of ${items.length} ${noun}`)).toBeVisible();
    });
  });
}

test("project cards open live projects in a new tab; a card with a related page links to it", async ({
  page,
}) => {
  await open(page, "/projects");
  const live = page.getByRole("link", { name: /Watch Live Project/ });
  await expect(live).toHaveCount(projects.length);
  for (const link of await live.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toContainText("(opens in a new tab)");
  }
  const linked = projects.filter((project) => project.internalLink);
  await expect(page.getByRole("link", { name: /^Learn More/ })).toHaveCount(linked.length);
  const target = Object.values(pages).find((info) => info.path === linked[0]!.internalLink)!;
  await page
    .getByRole("link", { name: /^Learn More/ })
    .first()
    .click();
  await expect(page).toHaveURL(target.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(target.title);
});

test("Insights keeps at most one article expanded, with the full text in the HTML", async ({
  page,
  request,
}) => {
  const firstParagraph = articles[1]!.content[1]!;
  expect(await (await request.get("/insights")).text()).toContain(firstParagraph.slice(0, 60));
  await open(page, "/insights");
  const first = page.getByRole("button", { name: named("Learn More", articles[0]!.title) });
  const second = page.getByRole("button", { name: named("Learn More", articles[1]!.title) });
  await expect(page.getByText(firstParagraph)).toBeHidden();
  await first.click();
  await expect(page.getByRole("button", { name: named("Show less", articles[0]!.title) })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(page.getByText(articles[0]!.content[0]!)).toBeVisible();
  await second.click();
  await expect(page.getByText(firstParagraph)).toBeVisible();
  await expect(page.getByText(articles[0]!.content[0]!)).toBeHidden();
  await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(1);
  await page.getByRole("button", { name: named("Show less", articles[1]!.title) }).click();
  await expect(page.locator('main button[aria-expanded="true"]')).toHaveCount(0);
});

test.describe("Research Center", () => {
  test("tabs switch by mouse, keep the choice in the URL and across reload", async ({ page }) => {
    await open(page, "/research");
    const tabs = page.getByRole("tablist", { name: "Research resources" });
    await expect(tabs.getByRole("tab", { name: "Datasets" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("Living Soils Field Observations");
    await tabs.getByRole("tab", { name: "Reports" }).click();
    await expect(tabs.getByRole("tab", { name: "Reports" })).toHaveAttribute("aria-selected", "true");
    await expect(tabs.getByRole("tab", { name: "Datasets" })).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("tabpanel")).toContainText("State of Smallholder Soil Health 2024");
    await expect(page).toHaveURL("/research?tab=reports");
    await page.reload();
    await waitForInteractive(page);
    await expect(tabs.getByRole("tab", { name: "Reports" })).toHaveAttribute("aria-selected", "true");
  });

  test("tabs follow the keyboard pattern: arrows, Home and End move focus and selection", async ({
    page,
  }) => {
    await open(page, "/research");
    const tab = (name: string) => page.getByRole("tab", { name });
    await tab("Datasets").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab("Reports")).toBeFocused();
    await expect(tab("Reports")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab("Publications")).toBeFocused();
    await expect(page.getByRole("tabpanel")).toContainText("Ground-cover duration predicts");
    await page.keyboard.press("ArrowRight");
    await expect(tab("Datasets")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab("Publications")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Home");
    await expect(tab("Datasets")).toHaveAttribute("aria-selected", "true");
    await expect(tab("Reports")).toHaveAttribute("tabindex", "-1");
    // Tab leaves the tablist for the panel instead of walking through every tab.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel")).toBeFocused();
  });

  test("search and category narrow the current tab, with a count and a no-results message", async ({
    page,
  }) => {
    await open(page, "/research");
    const panel = page.getByRole("tabpanel");
    const search = page.getByRole("searchbox", { name: "Search the research library" });
    const all = datasets.length;
    await expect(panel.getByText(`Showing ${all} of ${all} datasets`)).toBeVisible();
    await search.fill("WASTEWATER");
    await expect(panel.getByText(`Showing 1 of ${all} datasets`)).toBeVisible();
    await expect(panel.getByRole("heading", { level: 3 })).toHaveText([
      "Sentinel Wastewater Pathogen Time Series",
    ]);
    await search.fill("");
    await page.getByRole("combobox", { name: "Category" }).selectOption("Genomics");
    await expect(panel.getByText(`Showing 2 of ${all} datasets`)).toBeVisible();
    await expect(page).toHaveURL("/research?category=Genomics");
    await search.fill("restricted");
    await expect(panel.getByText(`Showing 1 of ${all} datasets`)).toBeVisible();
    await page.reload();
    await waitForInteractive(page);
    await expect(search).toHaveValue("restricted");
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("Genomics");
    await expect(panel.getByText(`Showing 1 of ${all} datasets`)).toBeVisible();
    await search.fill("no such thing anywhere");
    await expect(panel.getByText("No datasets match your search.")).toBeVisible();
    await panel.getByRole("button", { name: "Clear search and category" }).click();
    await expect(panel.getByText(`Showing ${all} of ${all} datasets`)).toBeVisible();
    await expect(search).toHaveValue("");
  });

  test("details, downloads and access requests all do something", async ({ page, request }) => {
    await open(page, "/research");
    const panel = page.getByRole("tabpanel");
    // View details opens the item's own page (tests/e2e/research-items.spec.ts checks every one).
    await panel.getByRole("link", { name: named("View details", "Crop Stress Imagery Library") }).click();
    await expect(page).toHaveURL("/research/datasets/crop-stress-imagery");
    await expect(page.getByText("92,000 labelled images").first()).toBeVisible();
    await open(page, "/research");
    const restricted = "Community Genomes Individual-Level Data";
    await expect(panel.getByRole("link", { name: named("Download data sheet", restricted) })).toHaveCount(0);
    await panel.getByRole("link", { name: named("Request access", restricted) }).click();
    await expect(page).toHaveURL("/research/datasets/community-genomes-individual#access");
    await open(page, "/research?tab=models");
    const hrefs = await page
      .getByRole("tabpanel")
      .getByRole("link", { name: /^Download model card/ })
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs).toHaveLength(4);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
    }
  });
});

test("every service page has Get Started, Download Brochure and Contact Us Today", async ({
  page,
  request,
}) => {
  for (const service of services) {
    await page.goto(service.link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.title);
    await expect(page.getByText(service.tagline)).toBeVisible();
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute("href", "/contact");
    const brochure = page.getByRole("link", { name: /Download Brochure/ });
    await expect(brochure).toHaveAttribute("href", service.brochure);
    const response = await request.get(service.brochure);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");
    expect(response.headers()["content-disposition"]).toContain("attachment");
  }
});

test("Services lists its offerings linking to their pages and the numbered process steps", async ({
  page,
}) => {
  await page.goto("/services");
  for (const service of services) {
    await expect(page.getByRole("link", { name: `Explore ${service.title}` })).toHaveAttribute(
      "href",
      service.link,
    );
  }
  await expect(page.getByRole("heading", { level: 3, name: /^Step \d/ })).toHaveText(
    serviceProcess.map((step, index) => `Step ${index + 1}: ${step.title}`),
  );
  const last = services.at(-1)!;
  await page.getByRole("link", { name: `Explore ${last.title}` }).click();
  await expect(page).toHaveURL(last.link);
});

test("Events shows statuses, new-tab registration and Propose an Event to /contact", async ({ page }) => {
  await page.goto("/events");
  for (const status of new Set(upcomingEvents.map((event) => event.status))) {
    expect(eventStatuses).toContain(status);
    await expect(page.getByText(status, { exact: true }).first()).toBeVisible();
  }
  const register = page.getByRole("link", { name: /^Register Now/ });
  await expect(register).toHaveCount(upcomingEvents.length);
  for (const link of await register.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await page.getByRole("link", { name: "Propose an Event" }).click();
  await expect(page).toHaveURL("/contact");
});

test("Press Kit interviews open in place and video files are requested by email", async ({ page }) => {
  // The interviews are an island (ADR 0016): Access Interview answers once it has hydrated.
  await open(page, "/press", "main");
  for (const fact of companyFacts) {
    await expect(page.locator("main").getByText(fact.figure, { exact: true }).first()).toBeVisible();
  }
  const interview = interviews[0]!;
  const excerpt = interview.excerpt[0]!.text;
  const button = page.getByRole("button", { name: named("Access Interview", interview.title) });
  await expect(page.getByText(excerpt)).toBeHidden();
  await button.click();
  await expect(page.getByText(excerpt)).toBeVisible();
  await expect(page.getByRole("button", { name: named("Hide interview", interview.title) })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const requests = page.getByRole("link", { name: /^Request the video file/ });
  await expect(requests).toHaveCount(explainerVideos.length);
  await expect(requests.first()).toHaveAttribute("href", /^mailto:press@/);
});

for (const path of ["/insights", "/press", "/research", "/research?tab=reports"]) {
  test(`every download link on ${path} returns 200 with the right Content-Type`, async ({
    page,
    request,
  }) => {
    await open(page, path, path.startsWith("/research") ? '[data-hydrated="true"]' : "main");
    const hrefs = await page
      .locator("main a[download]")
      .evaluateAll((links) =>
        links.filter((link) => !link.closest("[hidden]")).map((link) => link.getAttribute("href")!),
      );
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
      expect(response.headers()["content-type"], href).toBe(
        href.endsWith(".zip") ? "application/zip" : "application/pdf",
      );
      expect(response.headers()["content-disposition"], href).toMatch(
        /^attachment; filename="[a-z0-9-]+\.(pdf|zip)"$/,
      );
    }
  });
}
