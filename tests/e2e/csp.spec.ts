import { expect, test, type Page } from "@playwright/test";
import { waitForInteractive } from "../support/axe.ts";
import { waitForPageReady } from "../support/page-ready.ts";
import { NOT_FOUND_ROUTE, prerenderedRoutes, urlToOpen } from "../support/routes.ts";

const routes = prerenderedRoutes();

// Violations are collected from the first byte of the page: the listener is installed before any page script.
async function watchViolations(page: Page) {
  const messages: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/i.test(text)) messages.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || "inline"} (${event.sample})`);
    });
  });
  return async () => [
    ...messages,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)),
  ];
}

test.describe("Content-Security-Policy in the browser", () => {
  for (const route of routes) {
    test(`${route} loads and hydrates with no CSP or Permissions-Policy report`, async ({ page }) => {
      const violations = await watchViolations(page);
      const response = await page.goto(urlToOpen(route));
      expect(response?.status()).toBe(route === NOT_FOUND_ROUTE ? 404 : 200);
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");
      // The page's inline scripts (the head scripts, the header script, Astro's island runtime and directive) and
      // every island's modules (external, from 'self') run: every island is started, as a visitor turning to each
      // would (ADR 0016), and the header script marks the navigation.
      await waitForInteractive(page);
      await waitForPageReady(page);
      expect(await violations()).toEqual([]);
    });
  }

  test("the site search loads its code and index and searches with no CSP report (no eval, no wasm)", async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto("/");
    await expect(page.locator("nav[aria-label=Main][data-hydrated]")).toBeAttached();
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("searchbox").fill("soil");
    await expect(page.getByRole("dialog").getByRole("link").first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("an injected inline script is blocked and reported (the listener above works)", async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto("/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
    });
    await expect.poll(violations).toContainEqual(expect.stringContaining("script-src-elem blocked inline"));
    expect(await page.evaluate(() => "__injected" in window)).toBe(false);
  });
});
