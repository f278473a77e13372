import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";
import { prerenderedRoutes, urlToOpen } from "../support/routes.ts";

// Every prerendered page, as a visitor gets it once hydrated, at desktop and phone widths, in the light and the dark
// colour scheme (prefers-color-scheme emulated; the head script of app/layouts/site-layout.astro follows it). Opened panels, menus and
// dialogs are audited in a11y-states.spec.ts.
const routes = prerenderedRoutes();
const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 812 },
];

const schemes = ["light", "dark"] as const;

for (const colorScheme of schemes)
  for (const viewport of widths) {
    test.describe(`axe at ${viewport.width} px, ${colorScheme} scheme`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, colorScheme });
      for (const route of routes) {
        test(`${route} has no WCAG 2.2 A/AA violation`, async ({ page }) => {
          await openHydrated(page, urlToOpen(route));
          await expect(page.locator("html")).toHaveAttribute("data-scheme", colorScheme);
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
    });
  }
