import { expect, type Page } from "@playwright/test";

/**
 * Waits for the page's load event and the header script's readiness mark (`data-hydrated` on the main navigation,
 * set by the last inline script to run). By then the page has run everything it runs before a visitor acts, so the
 * requests made so far are all it makes unprompted.
 */
export async function waitForPageReady(page: Page) {
  await page.waitForLoadState("load");
  await expect(page.locator("nav[aria-label=Main][data-hydrated]")).toBeAttached();
}
