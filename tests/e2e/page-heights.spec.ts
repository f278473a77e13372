import { expect, test } from "@playwright/test";
import { PHONE_WIDTH, heightTarget } from "../../tooling/page-height-targets.ts";
import { prerenderedRoutes, urlToOpen } from "../support/routes.ts";

// Short phones: at 375 px no page is taller than 7,000 px, /press than 6,000 and the not-found page than
// 2,000 (tooling/page-height-targets.ts; `npm run page-heights` prints every page's height). Measured once the
// fonts are in, since a fallback face sets text a little differently.
const routes = prerenderedRoutes();

test(`every page fits its height target at ${PHONE_WIDTH} px`, async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 800 } });
  const page = await context.newPage();
  const over: string[] = [];
  for (const route of routes) {
    await page.goto(urlToOpen(route));
    await page.evaluate(() => document.fonts.ready);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    if (height > heightTarget(route)) over.push(`${route}: ${height} px (at most ${heightTarget(route)})`);
  }
  await context.close();
  expect(over, "pages taller than their targets").toEqual([]);
});

test("nothing scrolls sideways at 375 px but the rows made to (filters, scrollers, timeline, tabs)", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: PHONE_WIDTH, height: 800 } });
  const page = await context.newPage();
  for (const route of ["/press", "/company", "/projects", "/insights", "/events"]) {
    await page.goto(route);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${route} is no wider than the screen`,
    ).toBeLessThanOrEqual(PHONE_WIDTH);
  }
  await context.close();
});
