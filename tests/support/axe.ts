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

/**
 * Waits until the page is interactive: React Router has hydrated it (it starts right after the first paint), or, on
 * a page hydrated on demand (ADR 0010: `<html data-hydration="on-demand">`), the header's inline script has run, or,
 * on an island page (`data-hydration="islands"`, app/islands), the header's script has run and every island is
 * hydrated (marked data-island-hydrated). All mark the navigation data-hydrated.
 *
 * Most islands start only at a visitor's first interaction with them (ADR 0014): this moves the pointer over each
 * one that has not, as a visitor about to use it would (a pointerover event, without scrolling the page), so that
 * tests of what an island does start from the hydrated island. tests/e2e/islands.spec.ts covers the moments before.
 */
export async function waitForInteractive(page: Page) {
  await page.waitForFunction(() => {
    if (document.querySelector("nav[aria-label=Main][data-hydrated]") === null) return false;
    const mode = document.documentElement.dataset.hydration;
    if (mode === "islands") {
      const pending = document.querySelectorAll<HTMLElement>("[data-island]:not([data-island-hydrated])");
      for (const island of pending) {
        (island.firstElementChild ?? island).dispatchEvent(
          new PointerEvent("pointerover", { bubbles: true }),
        );
      }
      return pending.length === 0;
    }
    return "__reactRouterDataRouter" in window || mode === "on-demand";
  });
}

/** Opens a page and waits until it is interactive (see waitForInteractive), so the audit sees what a visitor uses. */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForInteractive(page);
  await page.waitForLoadState("networkidle");
  return response;
}
