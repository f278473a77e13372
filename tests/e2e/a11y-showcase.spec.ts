import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// axe (WCAG 2.2 A/AA) on every showcase page, at desktop and phone widths, including opened panels.
const routes = [
  "/projects",
  "/services",
  "/services/bioai-platform",
  "/services/nutritional-health",
  "/services/genomic-data",
  "/services/decentralized-governance",
  "/services/precision-agtech",
  "/insights",
  "/events",
  "/research",
  "/press",
];

async function audit(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  expect(
    results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(" ")),
    })),
  ).toEqual([]);
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const route of routes) {
      test(`${route} has no axe violations and no horizontal scroll`, async ({ page }) => {
        await page.goto(route);
        await audit(page);
        if (width === 375) {
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow).toBeLessThanOrEqual(0);
        }
      });
    }

    test("opened and filtered states have no axe violations", async ({ page }) => {
      await page.goto("/insights?category=Nutrition");
      await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
      await page
        .getByRole("button", { name: /^Learn More/ })
        .first()
        .click();
      await audit(page);
      await page.goto("/research?tab=datasets&category=Genomics");
      await expect(page.locator('[data-hydrated="true"]').first()).toBeVisible();
      await page
        .getByRole("button", { name: /^View Details/ })
        .first()
        .click();
      await page
        .getByRole("button", { name: /^Request Access/ })
        .first()
        .click();
      await audit(page);
      await page.getByRole("searchbox").fill("nothing matches this");
      await expect(page.getByText("No datasets match your search.")).toBeVisible();
      await audit(page);
    });
  });
}
