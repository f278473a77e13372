import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";
import { jobs } from "../../app/content/jobs.ts";
import { applyNowFor } from "../support/careers.ts";

// Interactive states axe never sees on a freshly loaded page: menus, opened panels, filtered lists, the application
// dialog and the login error.

for (const width of [1280, 375]) {
  test.describe(`axe on opened states at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the open navigation submenu has no WCAG 2.2 A/AA violation", async ({ page }) => {
      await openHydrated(page, "/company");
      if (width < 1024) await page.getByRole("button", { name: "Menu" }).click();
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("button", { name: "About" }).click();
      await expect(nav.getByRole("link", { name: "Vision" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test("an expanded article, a filtered Research Center and an empty search have no violation", async ({
      page,
    }) => {
      await openHydrated(page, "/insights?category=Nutrition");
      await page
        .getByRole("button", { name: /^Learn More/ })
        .first()
        .click();
      await expectNoAxeViolations(page);

      // The Research Center's View details and Request access are links to each item's page (research-items.spec.ts);
      // the island's states here are the tab, the category and the search.
      await openHydrated(page, "/research?tab=datasets&category=Genomics");
      await expect(page.getByRole("link", { name: /^View details/i }).first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole("searchbox").fill("nothing matches this");
      await expect(page.getByText("No datasets match your search.")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("axe on interactive states", () => {
  test("the mobile menu, open, has no WCAG 2.2 A/AA violation", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
  });

  test("an open legal document and an open FAQ answer have no WCAG 2.2 A/AA violation", async ({ page }) => {
    await openHydrated(page, "/legal");
    await page.getByRole("button", { name: /^View Document\s*\(Privacy Policy\)$/ }).click();
    await expect(page.getByRole("heading", { name: "Your rights" })).toBeVisible();
    await expectNoAxeViolations(page);

    await openHydrated(page, "/contact");
    await page.getByRole("button", { name: "Can I access your research datasets?" }).click();
    await expect(page.getByText("Open Access datasets can be downloaded")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the job application modal, open, has no WCAG 2.2 A/AA violation", async ({ page }) => {
    await openHydrated(page, "/careers");
    await applyNowFor(page, jobs[0]!.title).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the login page showing a wrong-password error has no WCAG 2.2 A/AA violation", async ({ page }) => {
    await openHydrated(page, "/login");
    await page.getByLabel(/email/i).fill("nobody@example.org");
    await page.getByLabel(/^password/i).fill("not-the-password-1");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
