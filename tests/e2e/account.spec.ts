import { expect, test, type APIRequestContext } from "@playwright/test";
import { accountMessages } from "../../contract/account.ts";
import { expectNoAxeViolations } from "../support/axe.ts";

// The account page as a member uses it: the header's link, the devices they are signed in on, the password.
test.describe("account page", () => {
  const password = "analytical-engine-1843";

  const IPHONE =
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

  async function api(request: APIRequestContext, path: string, body?: unknown, token?: string) {
    const headers = { "user-agent": IPHONE, ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response =
      body === undefined
        ? await request.get(path, { headers })
        : await request.post(path, { headers, data: body });
    return {
      status: response.status(),
      body: (await response.json().catch(() => ({}))) as { token?: string },
    };
  }

  test("signed in: sessions listed and ended elsewhere, password changed", async ({ page, request }) => {
    const email = `acct.${Date.now()}@example.org`;
    const registered = await api(request, "/api/auth/register", { name: "Ada Account", email, password });
    expect(registered.status).toBe(201);
    const phone = await api(request, "/api/auth/login", { email, password });
    expect(phone.status).toBe(200);
    await page.addInitScript((value) => window.localStorage.setItem("token", value), registered.body.token!);

    await page.goto("/");
    await page.getByRole("link", { name: "Your account", exact: true }).click();
    await expect(page).toHaveURL("/account");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your account");
    await expect(page.getByText(email)).toBeVisible();
    const sessions = page.getByRole("list").filter({ hasText: "This device" });
    await expect(sessions.getByRole("listitem")).toHaveCount(2);
    await expect(sessions).toContainText("Safari on iOS");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Sign out everywhere else" }).click();
    await expect(page.getByText("1 other device is signed out.")).toBeVisible();
    await expect(sessions.getByRole("listitem")).toHaveCount(1);
    expect((await api(request, "/api/auth/me", undefined, phone.body.token)).status).toBe(401);

    await page.getByLabel(/^Current password/).fill(password);
    await page.getByLabel(/^New password/).fill("difference-engine-1822");
    await page.getByLabel(/^Repeat the new password/).fill("difference-engine-1822");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByText(accountMessages.passwordChanged)).toBeVisible();
    expect((await api(request, "/api/auth/login", { email, password })).status).toBe(401);
    expect(
      (await api(request, "/api/auth/login", { email, password: "difference-engine-1822" })).status,
    ).toBe(200);
    await expectNoAxeViolations(page);
  });

  test("grouped panels beside a side navigation from lg, and one verification banner", async ({
    page,
    request,
  }) => {
    const email = `acct.layout.${Date.now()}@example.org`;
    const registered = await api(request, "/api/auth/register", { name: "Ada Layout", email, password });
    await page.addInitScript((value) => window.localStorage.setItem("token", value), registered.body.token!);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto("/account");
      const nav = page.getByRole("navigation", { name: "Account sections" });
      await expect(nav).toBeVisible();
      // Every section is one jump away, and the panels sit beside the navigation, not under it.
      for (const name of ["Your details", "Password", "Passkeys", "Your applications", "Your data"]) {
        await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", /^#account-/);
      }
      const navBox = (await nav.boundingBox())!;
      const details = (await page.getByRole("heading", { name: "Your details", level: 2 }).boundingBox())!;
      expect(details.x).toBeGreaterThan(navBox.x + navBox.width);
      // The address is not verified: said once, at the top; the lists only point there.
      await expect(
        page.getByRole("region", { name: "Your email address is not verified yet" }),
      ).toBeVisible();
      await expect(page.getByText(/Verify your email address first/)).toHaveCount(1);
      await expect(page.getByText("Shown here once your email address is verified.")).toHaveCount(2);
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 375, height: 800 });
      await expect(nav).toBeHidden();
      await expectNoAxeViolations(page);
    }
  });

  test("signed out: the page offers to sign in and come back", async ({ page }) => {
    await page.goto("/account");
    await expect(page.getByRole("link", { name: "Sign in", exact: true })).toHaveAttribute(
      "href",
      "/login?from=%2Faccount",
    );
    await expect(page.getByRole("link", { name: "Your account", exact: true })).toBeHidden();
  });
});
