import { expect, test, type Page } from "@playwright/test";
import type { InboxPage } from "../../contract/staff.ts";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";
import { humanMeta, rows } from "../support/forms.ts";
import { postInbound, rawEmail } from "../support/raw-email.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { openConsoleAs, startConsoleServer } from "../support/staff-console.ts";
import type { TestServer } from "../support/test-server.ts";

// Statuses that follow the conversation, in the console: the composer names a colleague who opened the entry a
// moment ago before the reply goes; the reply leaves the message Waiting for sender; the sender's answer brings it
// back Open with a "New reply" mark in the list and the entry; a snooze until a date; every status in the views and
// the Status filter. Axe in both schemes at 1280 and 375 px.

const SECRET = "e2e-statuses-inbound-secret-0123456789";

test.describe("statuses that follow the conversation", () => {
  test.describe.configure({ mode: "serial" });
  let server: TestServer;
  let staff: StaffMember;
  let colleague: StaffMember;
  let colleagueName: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startConsoleServer({ INBOUND_SECRET: SECRET, MAIL_FROM: "Website <web@verdant.example>" });
    staff = await verifiedStaff(server, "staff");
    colleague = await verifiedStaff(server, "staff");
    const [row] = await rows<{ name: string }>(
      server,
      `select name from users where email = '${colleague.email}'`,
    );
    colleagueName = row!.name;
  });
  test.afterAll(async () => {
    await server?.close();
  });

  const views = (page: Page) => page.getByRole("navigation", { name: "Inbox views" });
  const entries = (page: Page) => page.getByRole("list", { name: /shown/ }).getByRole("button");
  const row = (page: Page, subject: string) => entries(page).filter({ hasText: subject });

  /** A message from the contact form, and its reference (as the sender's emails quote it). */
  async function message(subject: string, email: string) {
    const sent = await server.request("POST", "/api/contact", {
      body: { ...humanMeta, name: "Ada Lovelace", email, subject, message: "Hello.", category: "agro" },
    });
    expect(sent.status).toBe(201);
    const { id } = (await sent.json()) as { id: string };
    const list = await server.request("GET", "/api/staff/inbox?kind=contact&limit=100", {
      headers: staff.headers,
    });
    const reference = ((await list.json()) as InboxPage).items.find((item) => item.id === id)!.reference!;
    return { id, reference };
  }

  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    for (const colorScheme of ["light", "dark"] as const) {
      test(`at ${width} px (${colorScheme}): the composer names a colleague, the status follows the conversation, snooze`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        const subject = `Sensor pilot ${width} ${colorScheme}`;
        const email = `ada-${width}-${colorScheme}@example.org`;
        const { id, reference } = await message(subject, email);
        // A colleague opened it a moment ago.
        const opened = await server.request("GET", `/api/staff/inbox/contact/${id}`, {
          headers: colleague.headers,
        });
        expect(opened.status).toBe(200);

        await page.setViewportSize({ width, height });
        await page.emulateMedia({ colorScheme });
        await openConsoleAs(page, server, staff.token);
        await expect(views(page).getByRole("button", { name: /^Waiting for sender \(\d+\)$/ })).toBeVisible();
        await expect(views(page).getByRole("button", { name: /^Snoozed \(\d+\)$/ })).toBeAttached();
        await row(page, subject).click();
        await expect(page.getByRole("heading", { name: `Message: ${subject}` })).toBeFocused();

        // The composer says who else opened it before the reply can be sent.
        const conversation = page.getByRole("region", { name: "Conversation" });
        await conversation.getByLabel(/^Reply/).fill("Hello Ada, gladly.");
        await conversation.getByRole("button", { name: "Preview" }).click();
        const notice = conversation.locator("#reply-openings");
        await expect(notice).toContainText(`${colleagueName} opened this less than a minute ago.`);
        await expect(conversation.getByRole("button", { name: "Send reply" })).toHaveAccessibleDescription(
          new RegExp(`${colleagueName} opened this`),
        );
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: `test-results/statuses-composer-${width}-${colorScheme}.png`,
          fullPage: true,
        });
        await conversation.getByRole("button", { name: "Send reply" }).click();
        await expect(conversation.getByRole("status")).toHaveText(
          "Reply queued: it is in the conversation above.",
        );
        await expect(
          page.getByRole("article").getByText("Waiting for sender", { exact: true }).first(),
        ).toBeVisible();

        // The sender answers: the list marks the message, Open again, until someone opens it.
        const answered = await postInbound(
          server,
          await rawEmail({
            from: email,
            to: "web@verdant.example",
            subject: `Re: Your message [${reference}]`,
            messageId: `<answer-${width}-${colorScheme}@mail.example.org>`,
            text: "Here is the data.",
          }),
          { secret: SECRET },
        );
        expect(answered.status).toBe(201);
        await openHydrated(page, `${server.url}/staff`);
        const marked = row(page, subject);
        await expect(marked).toContainText("New reply");
        await expect(marked).toContainText("Open");
        await expectNoAxeViolations(page);
        await page.screenshot({
          path: `test-results/statuses-list-${width}-${colorScheme}.png`,
          fullPage: true,
        });
        await marked.click();
        const entry = page.getByRole("article");
        await expect(entry.getByText("New reply", { exact: true })).toBeVisible();
        await expect(entry.getByText("Here is the data.")).toBeVisible();

        // Snoozed until a date: a date field appears with the choice, and the entry shows until when.
        const handling = page.getByRole("region", { name: "Handling" });
        await handling.getByLabel("Status").selectOption("snoozed");
        const until = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
        await handling.getByLabel(/^Snooze until/).fill(until);
        await expectNoAxeViolations(page);
        await handling.getByRole("button", { name: "Snooze" }).click();
        await expect(handling.getByRole("status")).toHaveText(`Snoozed until ${until}.`);
        await expect(entry.getByText(`Snoozed until ${until} 00:00 UTC`)).toBeVisible();
        await page.screenshot({
          path: `test-results/statuses-snoozed-${width}-${colorScheme}.png`,
          fullPage: true,
        });

        // The Snoozed view lists it; the Status filter offers every status.
        if (width < 1024) await page.getByRole("button", { name: "Back to the inbox" }).click();
        await views(page)
          .getByRole("button", { name: /^Snoozed \(\d+\)$/ })
          .click();
        await expect(row(page, subject)).toContainText(`until ${until}`);
        await page.getByRole("button", { name: /^Filters/ }).click();
        const status = page.getByLabel("Status", { exact: true });
        for (const label of ["New", "Open", "Waiting for sender", "Snoozed", "Done", "Received", "Hired"]) {
          await expect(status.getByRole("option", { name: label, exact: true })).toBeAttached();
        }
        await expectNoAxeViolations(page);
      });
    }
  }
});
