import { chromium } from "@playwright/test";
// usage: clip.ts route width scheme selector out
const [route, width, scheme, selector, out] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--headless", "--disable-gpu"] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme as "light" | "dark" });
await page.goto(`http://127.0.0.1:3106${route}`);
await page.waitForTimeout(300);
await page.locator(selector!).first().screenshot({ path: out! });
await browser.close();
