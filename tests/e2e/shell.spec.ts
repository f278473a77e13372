import { expect, test, type Page } from "@playwright/test";
import { footerLinks, isGroup, mainNavigation } from "../../app/content/navigation.ts";
import { pages, type PageInfo } from "../../app/content/pages.ts";
import { site } from "../../app/content/site.ts";

const titleByPath = new Map<string, string>(Object.values(pages).map((page) => [page.path, page.title]));

/** Opens a page and waits until the navigation is hydrated (before that, its buttons do nothing). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("nav[aria-label=Main][data-hydrated]")).toBeAttached();
}

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

test.describe("desktop navigation (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("every top-level link and every dropdown entry reaches its page", async ({ page }) => {
    await open(page, "/contact");
    for (const entry of mainNavigation) {
      const targets: { label: string; to: string; group?: string }[] = isGroup(entry)
        ? entry.children.map((child) => ({ ...child, group: entry.label }))
        : [entry];
      for (const target of targets) {
        if (target.group) {
          await mainNav(page).getByRole("button", { name: target.group }).click();
        }
        await mainNav(page).getByRole("link", { name: target.label, exact: true }).click();
        await expect(page).toHaveURL(target.to);
        const heading = page.getByRole("heading", { level: 1 });
        if (target.to === "/") await expect(heading).toHaveText(site.tagline);
        else await expect(heading).toBeVisible();
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(titleByPath.get(target.to) ?? "")));
      }
    }
  });

  test("a dropdown opens on hover and closes when the pointer leaves", async ({ page }) => {
    await open(page, "/");
    const about = mainNav(page).getByRole("button", { name: "About" });
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Company" })).toBeHidden();
    await about.hover();
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).getByRole("link", { name: "Company" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).hover();
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Company" })).toBeHidden();
  });

  test("a dropdown opens on click, stays open, and closes on a second click or a click outside", async ({
    page,
  }) => {
    await open(page, "/");
    const research = mainNav(page).getByRole("button", { name: "Research" });
    await expect(research).toHaveAttribute("aria-controls", /.+/);
    await research.click();
    await expect(research).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await research.getAttribute("aria-controls")}`);
    await expect(panel.getByRole("link", { name: "AI Center" })).toBeVisible();
    await research.click();
    await expect(research).toHaveAttribute("aria-expanded", "false");
    await expect(panel).toBeHidden();

    await research.click();
    await expect(panel).toBeVisible();
    await page.mouse.click(640, 600);
    await expect(panel).toBeHidden();
  });

  test("only one dropdown is open at a time", async ({ page }) => {
    await open(page, "/");
    await mainNav(page).getByRole("button", { name: "About" }).click();
    await mainNav(page).getByRole("button", { name: "Resources" }).click();
    await expect(mainNav(page).getByRole("button", { name: "About" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(mainNav(page).getByRole("link", { name: "Press Kit" })).toBeVisible();
    await expect(mainNav(page).getByRole("link", { name: "Vision" })).toBeHidden();
  });

  test("keyboard: Enter opens, Tab walks the links, Escape closes and returns focus", async ({ page }) => {
    await open(page, "/");
    const about = mainNav(page).getByRole("button", { name: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    await expect(about).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "Vision" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(about).toBeFocused();
    await expect(mainNav(page).getByRole("link", { name: "Vision" })).toBeHidden();
  });

  test("keyboard: tabbing out of an open dropdown closes it", async ({ page }) => {
    await open(page, "/");
    const resources = mainNav(page).getByRole("button", { name: "Resources" });
    await resources.focus();
    await page.keyboard.press("Enter");
    await expect(resources).toHaveAttribute("aria-expanded", "true");
    for (const label of ["Insights", "Events", "Press Kit"]) {
      await page.keyboard.press("Tab");
      await expect(mainNav(page).getByRole("link", { name: label })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(mainNav(page).getByRole("link", { name: "Contact" })).toBeFocused();
    await expect(resources).toHaveAttribute("aria-expanded", "false");
  });

  test("the current page's link has aria-current and its group is highlighted", async ({ page }) => {
    await open(page, "/careers");
    const careersLink = mainNav(page).locator('a[href="/careers"]');
    await expect(careersLink).toHaveAttribute("aria-current", "page");
    await expect(mainNav(page).locator("[aria-current]")).toHaveCount(1);
    await expect(mainNav(page).getByRole("button", { name: "About" })).toHaveAttribute("data-active", "true");
    await expect(mainNav(page).getByRole("button", { name: "Research" })).not.toHaveAttribute("data-active");
    // The highlight is visible, not only an attribute: the active group looks different from an idle one.
    const background = (name: string) =>
      mainNav(page)
        .getByRole("button", { name })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background("About")).not.toBe(await background("Research"));

    await mainNav(page).getByRole("link", { name: "Home" }).click();
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(careersLink).not.toHaveAttribute("aria-current");
  });

  test("the account button keeps its place in the bar", async ({ page }) => {
    await open(page, "/");
    const login = page.getByRole("banner").getByRole("link", { name: "Login" });
    await expect(login).toBeVisible();
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.height).toBe(65); // h-16 plus the 1 px bottom border
  });
});

test.describe("mobile navigation (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("the Menu toggle opens the menu, with at most one submenu open at a time", async ({ page }) => {
    await open(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Projects" })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(mainNav(page).getByRole("link", { name: "Projects" })).toBeVisible();

    const about = mainNav(page).getByRole("button", { name: "About" });
    const research = mainNav(page).getByRole("button", { name: "Research" });
    await about.click();
    await expect(mainNav(page).getByRole("link", { name: "Vision" })).toBeVisible();
    await research.click();
    await expect(research).toHaveAttribute("aria-expanded", "true");
    await expect(about).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Vision" })).toBeHidden();
    await expect(mainNav(page).getByRole("link", { name: "AI Center" })).toBeVisible();

    await mainNav(page).getByRole("link", { name: "AI Center" }).click();
    await expect(page).toHaveURL("/ai-center");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(pages.aiCenter.title);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(mainNav(page).getByRole("link", { name: "Projects" })).toBeHidden();
  });

  test("Escape closes the open menu and returns focus to the toggle", async ({ page }) => {
    await open(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await mainNav(page).getByRole("link", { name: "Home" }).focus();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });

  test("nothing scrolls sideways and the header controls are large enough to tap", async ({ page }) => {
    await open(page, "/careers");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    for (const control of [
      page.getByRole("button", { name: "Menu" }),
      page.getByRole("link", { name: "Login" }),
    ]) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
  });
});

test.describe("footer", () => {
  test("has the ten links, each reaching its page", async ({ page }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("navigation", { name: "Footer" }).getByRole("link")).toHaveText(
      footerLinks.map((link) => link.label),
    );
    for (const link of footerLinks) {
      await page.getByRole("contentinfo").getByRole("link", { name: link.label, exact: true }).click();
      await expect(page).toHaveURL(link.to);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
    expect(
      footerLinks.filter((link) => ["Legal", "Privacy", "Terms"].includes(link.label)).map((l) => l.to),
    ).toEqual(["/legal", "/legal", "/legal"]);
  });

  test("shows the contact addresses, the phone number and the 2025 copyright line", async ({ page }) => {
    await open(page, "/");
    const footer = page.getByRole("contentinfo");
    for (const email of [site.emails.general, site.emails.genomics, site.emails.agro]) {
      await expect(footer.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    }
    await expect(footer.getByRole("link", { name: site.phone.display })).toHaveAttribute(
      "href",
      site.phone.href,
    );
    await expect(footer).toContainText(`© 2025 ${site.name}`);
  });
});

test.describe("page basics", () => {
  test("a skip link is the first thing in the tab order and jumps to the content", async ({ page }) => {
    await open(page, "/vision");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("an unknown route shows the 404 page inside the site shell", async ({ page }) => {
    const response = await page.goto("/organisation/unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  });

  test("sitemap.xml lists every indexable page, leaves out noindex ones, and robots.txt points to it", async ({
    request,
  }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const page of Object.values<PageInfo>(pages)) {
      const entry = `<loc>${new URL(page.path, site.url).href}</loc>`;
      if (page.noindex) expect(sitemap).not.toContain(entry);
      else expect(sitemap).toContain(entry);
    }
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test("each page declares its canonical URL and Open Graph title", async ({ request }) => {
    const html = await (await request.get("/company")).text();
    expect(html).toContain(`<link rel="canonical" href="${site.url}/company"/>`);
    expect(html).toContain(`<meta property="og:title" content="Company | ${site.name}"/>`);
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
