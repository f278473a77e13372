import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

// The organisation pages of this area, checked by axe against WCAG 2.2 A and AA at desktop and mobile widths.
const paths = [
  "/",
  "/vision",
  "/company",
  "/careers",
  "/ai-center",
  "/featured-initiatives",
  "/contact",
  "/legal",
  "/terms",
  "/no-such-page",
];
const wcagTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("nav[aria-label=Main][data-hydrated]")).toBeAttached();
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

for (const width of [1280, 375]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const path of paths) {
      test(`${path} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
        await open(page, path);
        expect(await violations(page)).toEqual([]);
      });
    }

    test("the open navigation has no violations", async ({ page }) => {
      await open(page, "/company");
      if (width < 1024) await page.getByRole("button", { name: "Menu" }).click();
      await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "About" }).click();
      await expect(
        page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Vision" }),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

test("an open legal document and an open FAQ answer have no violations", async ({ page }) => {
  await open(page, "/legal");
  await page.getByRole("button", { name: /^View Document\s*\(Privacy Policy\)$/ }).click();
  await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await open(page, "/contact");
  await page.getByRole("button", { name: "Can I access your research datasets?" }).click();
  await expect(page.getByText("Open Access datasets can be downloaded")).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
