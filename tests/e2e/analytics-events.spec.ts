import { expect, test } from "@playwright/test";
import { searchControlTexts } from "../../app/content/search-control.ts";
import { searchTexts } from "../../app/content/search.ts";
import type { AnalyticsDashboard } from "../../contract/analytics.ts";
import { openHydrated } from "../support/axe.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// What the inlined beacon sends from real pages: a position viewed, a download, a project's link to another site, a
// search without results, a page not found with the page that linked to it.
test.describe("events sent by the pages' beacon", () => {
  test.describe.configure({ mode: "serial" });
  let server: TestServer;
  let staff: StaffMember;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startTestServer();
    staff = await verifiedStaff(server, "staff");
  });
  test.afterAll(async () => {
    await server?.close();
  });

  const events = async () => {
    const response = await server.request("GET", "/api/staff/analytics", { headers: staff.headers });
    return ((await response.json()) as AnalyticsDashboard).events;
  };

  test("clicks, a download, an empty search and a missing page are recorded with their page", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page
      .context()
      .route("https://live.verdantcollective.example/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>project</title>" }),
      );

    await openHydrated(page, `${server.url}/careers`);
    // Opening a position in the list counts as viewing it.
    const position = page.locator("summary[data-track^='position-view:']").first();
    const positionId = (await position.getAttribute("data-track"))!.slice("position-view:".length);
    await position.click();

    await openHydrated(page, `${server.url}/press`);
    const download = page.waitForEvent("download");
    const file = page.locator("a[download]").first();
    const filePath = await file.getAttribute("href");
    await file.click();
    await download;

    await page
      .getByRole("banner")
      .getByRole("button", { name: searchControlTexts.button, exact: true })
      .click();
    const dialog = page.getByRole("dialog", { name: searchTexts.title });
    await dialog.getByRole("searchbox", { name: searchTexts.label }).fill("zzqxv");
    await expect(dialog.getByRole("status")).toHaveText(searchTexts.noResults("zzqxv"));
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await openHydrated(page, `${server.url}/projects`);
    const project = page.locator('a[href^="https://live.verdantcollective.example/"]').first();
    const projectUrl = await project.getAttribute("href");
    // Project links open in a new tab.
    const opened = page.context().waitForEvent("page");
    await project.click();
    await (await opened).close();

    await page.goto(`${server.url}/vision`);
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/no-such-page";
      link.textContent = "broken";
      document.body.append(link);
      link.click();
    });
    await page.waitForURL(`${server.url}/no-such-page`);

    await expect
      .poll(async () => (await events()).map(({ name, value }) => `${name} ${value}`).sort())
      .toEqual(
        [
          `download ${filePath}`,
          "not-found /vision",
          `outbound ${projectUrl}`,
          `position-view ${positionId}`,
          "search-empty zzqxv",
        ].sort(),
      );
  });
});
