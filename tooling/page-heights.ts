// Measures how tall every prerendered page is on a phone (375 px wide), against a running server:
//   npm run page-heights -- http://127.0.0.1:3000 [build/client]   (against a running server, e.g. npm start)
// Prints one line per route, tallest first, and the routes over their target (every page at most 7,000 px,
// /press at most 6,000, the not-found page at most 2,000; the same targets as tests/e2e/page-heights.spec.ts).
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium-path.ts";
import { PHONE_WIDTH, heightTarget } from "./page-height-targets.ts";
import { prerenderedRoutes } from "./prerendered-routes.ts";

const [origin = "http://127.0.0.1:3000", clientDir = "build/client"] = process.argv.slice(2);
const routes = prerenderedRoutes(path.resolve(clientDir));

const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--headless", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: PHONE_WIDTH, height: 800 } });
const heights: { route: string; height: number }[] = [];
for (const route of routes) {
  await page.goto(new URL(route === "/404" ? "/this-page-does-not-exist" : route, origin).href);
  await page.evaluate(() => document.fonts.ready);
  heights.push({ route, height: await page.evaluate(() => document.documentElement.scrollHeight) });
}
await browser.close();

heights.sort((a, b) => b.height - a.height);
const over = heights.filter(({ route, height }) => height > heightTarget(route));
for (const { route, height } of heights)
  console.log(`${String(height).padStart(6)}  ${route}${height > heightTarget(route) ? "  over" : ""}`);
console.log(
  over.length === 0
    ? `all ${heights.length} pages within their targets at ${PHONE_WIDTH} px`
    : `${over.length} of ${heights.length} pages over their targets`,
);
