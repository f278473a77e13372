import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules the site promises. Every axe audit uses this one set. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * Fails with one line per violated rule (its id, impact and elements). `include` limits the audit to a selector.
 *
 * Legacy mode runs axe.run in the page itself. The default opens a second, blank page to merge the results of every
 * frame and loads axe into it again, which made each audit a third slower here with the same findings; the site has
 * no frames to merge (its pages' policy, default-src 'none', allows none).
 */
export async function expectNoAxeViolations(page: Page, { include }: { include?: string } = {}) {
  // Only the violations are reported: every rule still runs on every element, but axe no longer gathers the
  // details of each passing and inapplicable node, which is most of its result on a long page. (options() replaces
  // the options, so it comes before withTags.)
  const builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_TAGS)
    .setLegacyMode();
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
  ).toEqual([]);
}

/**
 * Waits until the page is interactive: the header's script has run (it marks the navigation data-hydrated) and
 * every island (`<astro-island>`) is hydrated (the client:interaction directive marks it data-island-hydrated).
 *
 * Islands start only at a visitor's first interaction with them (ADR 0016): this moves the pointer over each one
 * that has not, as a visitor about to use it would (a pointerover event, without scrolling the page), so that tests
 * of what an island does start from the hydrated island. tests/e2e/islands.spec.ts covers the moments before.
 */
export async function waitForInteractive(page: Page) {
  await page.waitForFunction(() => {
    if (document.querySelector("nav[aria-label=Main][data-hydrated]") === null) return false;
    const pending = document.querySelectorAll<HTMLElement>("astro-island:not([data-island-hydrated])");
    for (const island of pending) {
      (island.firstElementChild ?? island).dispatchEvent(new PointerEvent("pointerover", { bubbles: true }));
    }
    return pending.length === 0;
  });
}

/** Opens a page and waits until it is interactive (see waitForInteractive), so the audit sees what a visitor uses. */
export async function openHydrated(page: Page, url: string) {
  const response = await page.goto(url);
  await waitForInteractive(page);
  await page.waitForLoadState("networkidle");
  return response;
}
