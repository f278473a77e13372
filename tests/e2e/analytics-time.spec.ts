import { expect, test, type Page } from "@playwright/test";
import type { AnalyticsDashboard } from "../../contract/analytics.ts";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The dashboard over time: a visitor from the United Kingdom (the address a trusted proxy names) reads pages after
// following a link from another site to a URL that redirects; staff pick a preset and see the chart against the
// previous period, the countries, the pages being read now and the referrer. Axe in both schemes, at 1280 and 375.
const OUTSIDE = "http://outside.example";

test.describe("analytics over time in the staff console", () => {
  test.describe.configure({ mode: "serial" });
  let server: TestServer;
  let staff: StaffMember;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startTestServer({ TRUST_PROXY: "127.0.0.1" });
    staff = await verifiedStaff(server, "staff");
  });
  test.afterAll(async () => {
    await server?.close();
  });

  const dashboard = async () => {
    const response = await server.request("GET", "/api/staff/analytics", { headers: staff.headers });
    return (await response.json()) as AnalyticsDashboard;
  };

  /** An outside site's page linking to `target`, then a click on the link; answers the landed beacon's body. */
  async function landFromOutside(page: Page, target: string): Promise<{ r?: string; u: string }> {
    await page.route(`${OUTSIDE}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Outside</title><a href="${target}">Verdant</a>`,
      }),
    );
    await page.goto(`${OUTSIDE}/blog`);
    const sent = page.waitForRequest((request) => request.url().endsWith("/api/event"));
    await page.getByRole("link", { name: "Verdant" }).click();
    return JSON.parse((await sent).postData() ?? "{}") as { r?: string; u: string };
  }

  test("an outside site's referrer survives a landing on a URL that redirects", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "81.2.69.142" } });
    const page = await context.newPage();
    const redirects: number[] = [];
    page.on("response", (response) => {
      if (response.url().startsWith(server.url) && response.status() >= 300 && response.status() < 400)
        redirects.push(response.status());
    });
    // The trailing slash and the old index.html address both answer 301 to the page's canonical URL.
    for (const target of [
      `${server.url}/vision/`,
      `${server.url}/careers/index.html`,
      `${server.url}/contact`,
    ]) {
      const beacon = await landFromOutside(page, target);
      expect(beacon.r).toBe(`${OUTSIDE}/`);
    }
    expect(redirects).toEqual([301, 301]);
    await expect
      .poll(async () => (await dashboard()).referrers.find((row) => row.key === "outside.example")?.views)
      .toBe(3);
    await context.close();
  });

  for (const width of [1280, 375]) {
    test(`a preset shows the chart, countries and the pages being read now, at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme });
        await page.addInitScript((value) => window.localStorage.setItem("token", value), staff.token);
        await openHydrated(page, `${server.url}/staff`);
        await page.getByRole("tab", { name: "Analytics" }).click();
        const panel = page.getByRole("tabpanel", { name: "Analytics" });

        await panel.getByRole("button", { name: "7 days" }).click();
        await expect(panel.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "true");
        const today = new Date().toISOString().slice(0, 10);
        const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
        await expect(panel.getByLabel("From")).toHaveValue(weekAgo);
        await expect(panel.getByLabel("Until")).toHaveValue(today);
        await expect(panel.getByText(`${weekAgo} to ${today}, compared with`)).toBeVisible();

        const chart = panel.getByRole("img", {
          name: /^Visitors per day, .* in all against 0 in the previous period/,
        });
        await expect(chart).toBeVisible();
        await panel.getByText("Show the figures as a table").click();
        await expect(panel.getByRole("table", { name: /Visitors per day/ }).getByRole("row")).toHaveCount(8);

        const countries = panel.getByRole("table", { name: "Countries" });
        await expect(countries.getByRole("row", { name: /^United Kingdom 3 new 1$/ })).toBeVisible();
        await expect(panel.getByText(/CC BY 4\.0/)).toBeVisible();

        const now = panel.getByRole("region", { name: "Being read now" });
        await expect(now.getByText(/Visitors in the last 5 minutes: [1-9]/)).toBeVisible();
        await expect(now.getByRole("row", { name: /^\/vision 1 1$/ })).toBeVisible();

        const referrers = panel.getByRole("table", { name: "Referrers" });
        await expect(referrers.getByRole("row", { name: /^outside\.example 3 new 1$/ })).toBeVisible();
        const goals = panel.getByRole("table", { name: "Conversions" });
        await expect(goals.getByRole("row", { name: /^Job applications 1 0/ })).toBeVisible();

        await page.screenshot({
          path: test.info().outputPath(`analytics-time-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        await expectNoAxeViolations(page);

        // Today: one day, against yesterday.
        await panel.getByRole("button", { name: "Today" }).click();
        await expect(panel.getByLabel("From")).toHaveValue(today);
        await expect(panel.getByLabel("Until")).toHaveValue(today);
        await expect(panel.getByRole("button", { name: "7 days" })).toHaveAttribute("aria-pressed", "false");
        await expect(panel.getByRole("img", { name: /^Visitors per day, (.+) to \1: / })).toBeVisible();
      }
    });
  }
});
