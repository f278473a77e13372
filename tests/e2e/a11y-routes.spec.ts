import { test } from "@playwright/test";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";
import { prerenderedRoutes, urlToOpen } from "../support/routes.ts";

const routes = prerenderedRoutes();
const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 375, height: 812 },
];

for (const viewport of widths) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    for (const route of routes) {
      test(`${route} has no WCAG 2.2 A/AA violation`, async ({ page }) => {
        await openHydrated(page, urlToOpen(route));
        await expectNoAxeViolations(page);
      });
    }
  });
}
