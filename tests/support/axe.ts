import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules the site promises. Every axe audit uses this one set. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/** Fails with one line per violated rule (its id, impact and elements). `include` limits the audit to a selector. */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
  ).toEqual([]);
}

/** Opens a page and waits until React Router has hydrated it, so the audit sees what a visitor uses. */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForLoadState("networkidle");
  return response;
}
