import { expect, test } from "@playwright/test";
import { watchPolicyViolations } from "../support/csp-violations.ts";

// Every route is loaded and hydrated with its CSP reports watched in a11y-routes.spec.ts, in the same load as its
// accessibility audit. These are the checks that need a page of their own.
test.describe("Content-Security-Policy in the browser", () => {
  test("the site search loads its code and index and searches with no CSP report (no eval, no wasm)", async ({
    page,
  }) => {
    const violations = await watchPolicyViolations(page);
    await page.goto("/");
    await expect(page.locator("nav[aria-label=Main][data-hydrated]")).toBeAttached();
    await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
    await page.getByRole("searchbox").fill("soil");
    await expect(page.getByRole("dialog").getByRole("link").first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test("an injected inline script is blocked and reported (the listener above works)", async ({ page }) => {
    const violations = await watchPolicyViolations(page);
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
