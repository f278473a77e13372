import { expect, test, type Page } from "@playwright/test";
import { humanMeta, sampleApplication } from "../support/forms.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { openConsoleAs, startConsoleServer } from "../support/staff-console.ts";
import type { TestServer } from "../support/test-server.ts";

// The inbox as a shared inbox reads: views with counts that follow an assignment, rows titled by what they are about
// (a position by its title), the entry beside the list at 1280 px and on its own screen with Back at 375, the filters
// behind one button on a phone, and j/k/r with their help dialog and its off switch. Axe in both schemes at both
// widths.
test.describe("the staff inbox's views, list and entry", () => {
  test.describe.configure({ mode: "serial" });
  let server: TestServer;
  let staff: StaffMember;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startConsoleServer();
    for (const [name, subject] of [
      ["Ada Lovelace", "Soil sensor pilot"],
      ["Rachel Carson", "Runoff dataset request"],
    ] as const) {
      const sent = await server.request("POST", "/api/contact", {
        body: {
          ...humanMeta,
          name,
          email: "writer@example.org",
          subject,
          message: "Hello.",
          category: "agro",
        },
      });
      expect(sent.status).toBe(201);
    }
    const applied = await server.request("POST", "/api/careers/apply", { body: sampleApplication });
    expect(applied.status).toBe(201);
    staff = await verifiedStaff(server, "staff");
  });
  test.afterAll(async () => {
    await server?.close();
  });

  async function openConsole(page: Page, colorScheme: "light" | "dark" = "light") {
    await page.emulateMedia({ colorScheme });
    await openConsoleAs(page, server, staff.token);
    await expect(views(page).getByRole("button", { name: /^Mine \(\d+\)$/ })).toBeVisible();
  }
  const views = (page: Page) => page.getByRole("navigation", { name: "Inbox views" });
  /** The list of entries, named by its heading: the view and how many are shown. */
  const entries = (page: Page) => page.getByRole("list", { name: /shown/ }).getByRole("button");
  const row = (page: Page, name: RegExp) => entries(page).filter({ hasText: name });

  test("at 1280 px: counts follow an assignment, rows name the position, j/k/r and the shortcuts' dialog", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openConsole(page);
    await expect(views(page).getByRole("button", { name: "Mine (0)" })).toBeVisible();
    await expect(views(page).getByRole("button", { name: "Unassigned (3)" })).toBeVisible();
    await expect(views(page).getByRole("button", { name: "AI Researcher (1)" })).toBeVisible();

    // Rows: who sent it, what it is about (the position's title, never its id), how long it has waited.
    const application = row(page, /Grace Hopper/);
    await expect(application).toContainText("AI Researcher");
    await expect(application).not.toContainText("ai-researcher");
    await expect(application.locator("time")).toHaveText("just arrived");

    // Opened beside the list; assigned to me, the views' counts follow.
    await row(page, /Soil sensor pilot/).click();
    await expect(page.getByRole("heading", { name: "Message: Soil sensor pilot" })).toBeFocused();
    await expect(row(page, /Grace Hopper/)).toBeVisible();
    expect(new URL(page.url()).searchParams.get("entry")).toMatch(/^contact\.[0-9a-f-]{36}$/);
    expect(page.url()).not.toMatch(/Ada|Lovelace|writer|example\.org/i);
    await page
      .getByRole("region", { name: "Handling" })
      .getByRole("button", { name: "Assign to me" })
      .click();
    await expect(views(page).getByRole("button", { name: "Mine (1)" })).toBeVisible();
    await expect(views(page).getByRole("button", { name: "Unassigned (2)" })).toBeVisible();
    await views(page).getByRole("button", { name: "Mine (1)" }).click();
    await expect(page.getByRole("heading", { name: /^Mine/ })).toBeVisible();
    await expect(entries(page)).toHaveCount(1);
    await views(page)
      .getByRole("button", { name: /^All entries/ })
      .click();
    await expectNoAxeViolations(page);

    // j and k open the next and the previous entry; r puts the focus in the reply.
    await page.keyboard.press("j");
    const first = entries(page).first();
    await expect(first).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("j");
    await expect(entries(page).nth(1)).toHaveAttribute("aria-current", "true");
    await expect(first).not.toHaveAttribute("aria-current", "true");
    await page.keyboard.press("k");
    await expect(first).toHaveAttribute("aria-current", "true");
    // As someone at the keyboard would, r is pressed once the entry shows its reply field: under load the entry
    // loads after the list marks it, and an r pressed before had nothing to focus.
    const reply = page.getByRole("region", { name: "Conversation" }).getByLabel(/^Reply/);
    await expect(reply).toBeVisible();
    await expect(reply).not.toBeFocused();
    await page.keyboard.press("r");
    await expect(reply).toBeFocused();
    // Typing in a field is typing, not a shortcut.
    await page.keyboard.type("jk");
    await expect(reply).toHaveValue("jk");
    await expect(first).toHaveAttribute("aria-current", "true");

    // ? lists the shortcuts in a modal dialog; turned off there, j does nothing, and the choice stays.
    await page.getByRole("heading", { name: /^Application:|^Message:/ }).focus();
    await page.keyboard.press("?");
    const help = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(help).toBeVisible();
    for (const key of ["j", "k", "r", "?"])
      await expect(help.getByRole("cell", { name: key, exact: true })).toBeVisible();
    await expect(help).toContainText("Open the next entry");
    await expectNoAxeViolations(page);
    await help.getByLabel("Use single-key shortcuts").uncheck();
    await page.keyboard.press("Escape");
    await expect(help).toBeHidden();
    await expect(page.getByRole("heading", { name: /^Application:|^Message:/ })).toBeFocused();
    await page.keyboard.press("j");
    await expect(first).toHaveAttribute("aria-current", "true");
    await page.reload();
    await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeVisible();
    await page.keyboard.press("?");
    await expect(help).toBeHidden();
    // The button still opens it, to turn them on again.
    await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
    await expect(help.getByLabel("Use single-key shortcuts")).not.toBeChecked();
    await help.getByLabel("Use single-key shortcuts").check();
    await help.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeFocused();

    // The same page in the dark scheme, the entry still open from the address.
    await page.emulateMedia({ colorScheme: "dark" });
    await page.reload();
    await expect(page.getByRole("heading", { name: /^Application:|^Message:/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`at 375 px: views and the list first, filters behind one button, the entry on its own screen (${colorScheme})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await openConsole(page, colorScheme);

      // The first screen holds the views and the start of the list; the filters wait behind their button.
      const filters = page.getByRole("button", { name: /^Filters/ });
      await expect(filters).toHaveAttribute("aria-expanded", "false");
      await expect(page.getByRole("main").getByLabel("Kind")).toBeHidden();
      const firstRow = entries(page).first();
      for (const shown of [views(page).getByRole("button", { name: /^New/ }), firstRow]) {
        const box = (await shown.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(812);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);
      await filters.click();
      await expect(page.getByRole("main").getByLabel("Kind")).toBeVisible();
      await filters.click();

      // An entry is a screen of its own, with a way back that returns the focus to its row.
      const entryRow = row(page, /Runoff dataset request/);
      await entryRow.click();
      const heading = page.getByRole("heading", { name: "Message: Runoff dataset request" });
      await expect(heading).toBeFocused();
      await expect(entryRow).toBeHidden();
      await expect(views(page)).toBeHidden();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Back to the inbox" }).click();
      await expect(entryRow).toBeFocused();
      await expect(heading).toBeHidden();

      // The browser's Back closes it too.
      await entryRow.click();
      await expect(heading).toBeFocused();
      await page.goBack();
      await expect(entryRow).toBeFocused();
      expect(new URL(page.url()).searchParams.has("entry")).toBe(false);
    });
  }
});
