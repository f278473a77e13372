import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";

// Interactive states axe never sees on a freshly loaded page: the mobile menu, the application dialog and the
// login error.

test.describe("axe on interactive states", () => {
  test("the mobile menu, open, has no WCAG 2.2 A/AA violation", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openHydrated(page, "/");
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expectNoAxeViolations(page);
  });

  test("the job application modal, open, has no WCAG 2.2 A/AA violation", async ({ page }) => {
    await openHydrated(page, "/careers");
    await page
      .getByRole("button", { name: /Apply Now/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the login page showing a wrong-password error has no WCAG 2.2 A/AA violation", async ({ page }) => {
    await openHydrated(page, "/login");
    await page.getByLabel(/email/i).fill("nobody@example.org");
    await page.getByLabel(/^password/i).fill("not-the-password-1");
    await page.getByRole("button", { name: /sign in/i }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
