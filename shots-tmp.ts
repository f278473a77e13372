import { chromium } from "@playwright/test";
const routes = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless", "--disable-gpu"] });
for (const route of routes) for (const width of [1280, 375]) for (const scheme of ["light", "dark"] as const) {
  const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme: scheme });
  await page.goto(`http://127.0.0.1:3106${route}`);
  await page.waitForTimeout(400);
  const name = `${route.replace(/\//g, "_")}-${width}-${scheme}`;
  await page.screenshot({ path: `/tmp/rp-proto/shots/${name}.png`, fullPage: true });
  await page.close();
}
await browser.close();
