import { expect, test } from "@playwright/test";
import type { AnalyticsDashboard } from "../../contract/analytics.ts";
import { expectNoAxeViolations, openHydrated, waitForInteractive } from "../support/axe.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// A visitor reads three pages and sends the contact form; the beacon and the server count them, and the staff
// console's Analytics tab shows those views, one visitor and one completed contact form. Axe in both schemes.
test.describe("analytics in the staff console", () => {
  test.describe.configure({ mode: "serial" });
  let server: TestServer;
  let staff: StaffMember;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startTestServer({ FORM_MIN_FILL_MS: "0", FORM_RATE_LIMIT: "1000" });
    staff = await verifiedStaff(server, "staff");
  });
  test.afterAll(async () => {
    await server?.close();
  });

  const dashboard = async () => {
    const response = await server.request("GET", "/api/staff/analytics", { headers: staff.headers });
    return (await response.json()) as AnalyticsDashboard;
  };

  test("three pages and a contact form are counted: views, one visitor, one conversion", async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of ["/", "/vision", "/contact"]) await page.goto(`${server.url}${path}`);
    await waitForInteractive(page);
    await page.getByLabel(/Name/).fill("Ada Lovelace");
    await page.getByLabel(/Email/).fill("ada@example.org");
    await page.getByLabel(/Subject/).fill("Analytics");
    await page.getByRole("textbox", { name: /Message/ }).fill("Counted without cookies.");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent successfully.");
    // Beacons arrive on their own time: wait until all three views are in.
    await expect.poll(async () => (await dashboard()).totals.views).toBe(3);
    expect(await page.context().cookies()).toEqual([]);

    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.addInitScript((value) => window.localStorage.setItem("token", value), staff.token);
      await openHydrated(page, `${server.url}/staff`);
      await page.getByRole("tab", { name: "Analytics" }).click();
      const panel = page.getByRole("tabpanel", { name: "Analytics" });
      await expect(panel.getByRole("heading", { name: "Site analytics" })).toBeVisible();

      // The staff page's own view counts too, from the same browser: still one visitor.
      const visitors = panel.getByRole("term").filter({ hasText: /^Visitors$/ });
      await expect(visitors.locator("xpath=following-sibling::dd[1]")).toHaveText("1");
      const pages = panel.getByRole("table", { name: "Top pages" });
      for (const path of ["/", "/vision", "/contact"]) {
        await expect(
          pages.getByRole("row", { name: new RegExp(`^${path.replace("/", "\\/")} 1 new 1$`) }),
        ).toBeVisible();
      }
      const conversions = panel.getByRole("table", { name: "Conversions" });
      // Nothing was recorded before: each figure is new, and the goal's earlier rate is 0.
      await expect(conversions.getByRole("row", { name: "Contact form 1 1 100% 0%" })).toBeVisible();
      const events = panel.getByRole("table", { name: "Events" });
      await expect(events.getByRole("row", { name: /Form sent contact 1 new 1/ })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test("a table downloads as CSV", async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem("token", value), staff.token);
    await openHydrated(page, `${server.url}/staff`);
    await page.getByRole("tab", { name: "Analytics" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download top pages as CSV" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^analytics-pages-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  test("a browser sending Global Privacy Control is not counted", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "sec-gpc": "1" } });
    const before = (await dashboard()).totals.views;
    const visitor = await context.newPage();
    // The beacon itself is not sent when the browser says so; the header alone would stop the server counting.
    await visitor.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }),
    );
    const sent: string[] = [];
    visitor.on("request", (request) => {
      if (request.url().endsWith("/api/event")) sent.push(request.url());
    });
    await visitor.goto(`${server.url}/vision`);
    await visitor.waitForLoadState("networkidle");
    expect(sent).toEqual([]);
    expect((await dashboard()).totals.views).toBe(before);
    await context.close();
  });
});
