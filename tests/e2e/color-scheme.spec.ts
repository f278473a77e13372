import { expect, test, type Page } from "@playwright/test";
import { waitForInteractive } from "../support/axe.ts";

// The dark colour scheme and the mobile menu's backdrop, on a static page and on an island page (the same header
// script, app/components/layout/header-script.ts, with React islands in the page, ADR 0016).
const pages = [
  { kind: "static", url: "/" },
  { kind: "island", url: "/careers" },
];

const scheme = (page: Page) => page.locator("html").getAttribute("data-scheme");

for (const { kind, url } of pages) {
  test.describe(`${kind} page ${url}`, () => {
    test("the scheme follows the system before the first paint", async ({ page }) => {
      await page.emulateMedia({ colorScheme: "dark" });
      // The attribute is there as soon as the document is parsed: the head script runs before anything paints.
      await page.goto(url, { waitUntil: "commit" });
      await page.waitForSelector("html[data-scheme]", { state: "attached" });
      expect(await scheme(page)).toBe("dark");
      const background = await page.evaluate(
        () => getComputedStyle(document.documentElement).backgroundColor,
      );
      expect(background).not.toBe("rgb(255, 255, 255)");
    });

    test("the header toggle switches the scheme and is remembered", async ({ page }) => {
      await page.emulateMedia({ colorScheme: "light" });
      await page.goto(url);
      await waitForInteractive(page);
      const toggle = page.getByRole("button", { name: "Dark mode" });
      await expect(toggle).toHaveAttribute("aria-pressed", "false");
      await toggle.click();
      await expect(page.locator("html")).toHaveAttribute("data-scheme", "dark");
      await expect(toggle).toHaveAttribute("aria-pressed", "true");
      await page.reload();
      await expect(page.locator("html")).toHaveAttribute("data-scheme", "dark");
      await waitForInteractive(page);
      await expect(page.getByRole("button", { name: "Dark mode" })).toHaveAttribute("aria-pressed", "true");
      await page.getByRole("button", { name: "Dark mode" }).click();
      await expect(page.locator("html")).toHaveAttribute("data-scheme", "light");
    });

    test("the open mobile menu dims the page, keeps focus and closes on the backdrop", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(url);
      await waitForInteractive(page);
      const toggle = page.getByRole("button", { name: "Menu" });
      await toggle.click();
      const backdrop = page.locator("[data-menu-backdrop]");
      await expect(backdrop).toBeVisible();
      expect(await page.locator("main").evaluate((main) => (main as HTMLElement).inert)).toBe(true);
      // Tab from the menu's last control comes back to the toggle.
      await page.locator("#main-menu").locator("a:visible, button:visible").last().focus();
      await page.keyboard.press("Tab");
      await expect(toggle).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(page.locator("#main-menu").locator("a:visible, button:visible").last()).toBeFocused();
      // A tap on the dimmed page (below the menu's panel) closes the menu.
      await page.mouse.click(187, 800);
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(backdrop).toBeHidden();
      expect(await page.locator("main").evaluate((main) => (main as HTMLElement).inert)).toBe(false);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, colorScheme: "dark" });

  // The colours a visitor sees: the page, its text, the hero's lead on the deep green band, a form control.
  const colours = (page: Page) =>
    page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        scheme: style("html").colorScheme,
        text: style("body").color,
        heroLead: style("main section p:not(:first-child)").color,
        input: style("main input[type=text], main input:not([type])").backgroundColor,
        chevron: style("main select").backgroundImage,
      };
    });

  test("the system's dark scheme applies from CSS alone, the same colours as the scripted dark scheme", async ({
    page,
    browser,
  }) => {
    await page.goto("/contact");
    expect(await scheme(page)).toBeNull();
    const withoutScript = await colours(page);

    // Contexts made in a test get its `use` options: JavaScript is switched back on explicitly.
    const scripted = await browser.newContext({ colorScheme: "dark", javaScriptEnabled: true });
    const scriptedPage = await scripted.newPage();
    await scriptedPage.goto(page.url());
    await expect(scriptedPage.locator("html")).toHaveAttribute("data-scheme", "dark");
    const withScript = await colours(scriptedPage);
    await scripted.close();

    expect(withoutScript).toEqual(withScript);
    expect(withoutScript.scheme).toBe("dark");
    // The hero's lead keeps the light scheme's brand-50 on the deep green band (it turned near-black before).
    expect(withoutScript.heroLead).toBe("rgb(239, 250, 246)");
  });
});
