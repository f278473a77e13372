import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";
import { watchPolicyViolations } from "../support/csp-violations.ts";
import { NOT_FOUND_ROUTE, prerenderedRoutes, urlToOpen } from "../support/routes.ts";

// Every prerendered page, as a visitor gets it once hydrated, at desktop and phone widths, in the light and then the
// dark colour scheme. Opened panels, menus and dialogs are audited in a11y-states.spec.ts.
//
// One load per route and width serves every check of that page: the page is opened in the light scheme and audited,
// then the system scheme turns dark (prefers-color-scheme emulated), which the head script of
// app/layouts/site-layout.astro follows live, and it is audited again. The same load is watched for Content-Security-
// Policy reports from its first byte to the end (the browser's own CSP checks; csp.spec.ts has the others). Loading
// each page once per scheme, and once more for the policy, cost three times the browser work for the same findings.
const routes = prerenderedRoutes();
const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 812 },
];

/** Waits until no CSS transition runs, so that colours are read at their final values (buttons fade in 150 ms). */
async function settled(page: Page) {
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition)));
}

for (const viewport of widths) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme: "light" });
    for (const route of routes) {
      test(`${route} has no WCAG 2.2 A/AA violation in either colour scheme, and no CSP report`, async ({
        page,
      }) => {
        const policyViolations = await watchPolicyViolations(page);
        // The page's inline scripts (the head scripts, the header script, Astro's island runtime and directive) and
        // every island's modules run: every island is started, as a visitor turning to each would (ADR 0016).
        const response = await openHydrated(page, urlToOpen(route));
        expect(response?.status()).toBe(route === NOT_FOUND_ROUTE ? 404 : 200);
        expect(response?.headers()["content-security-policy"]).toContain("script-src 'self' 'sha256-");

        for (const colorScheme of ["light", "dark"] as const) {
          await test.step(`${colorScheme} scheme`, async () => {
            await page.emulateMedia({ colorScheme });
            await expect(page.locator("html")).toHaveAttribute("data-scheme", colorScheme);
            await settled(page);
            await expectNoAxeViolations(page);
            if (viewport.name === "mobile") {
              // Nothing sticks out sideways on a phone: no horizontal scrolling.
              const overflow = await page.evaluate(
                () => document.documentElement.scrollWidth - window.innerWidth,
              );
              expect(overflow).toBeLessThanOrEqual(0);
            }
          });
        }
        expect(await policyViolations()).toEqual([]);
      });
    }
  });
}
