import { expect, test } from "@playwright/test";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";
import { seedSubscribers } from "../support/newsletter-helpers.ts";
import { eventually, SmtpSink } from "../support/smtp-sink.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// In the browser: staff write an edition in Markdown, preview it, send a test to themselves, send it
// to the list's confirmed subscribers and find it in the archive, by keyboard; axe on each state, in both schemes, at
// 1280 and 375 pixels wide.
test.describe("newsletters from the staff console", () => {
  test.describe.configure({ mode: "serial" });
  const sink = new SmtpSink();
  let server: TestServer;
  let staff: StaffMember;
  let subscribers: string[];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await sink.start(0);
    server = await startTestServer({
      AUTH_REGISTER_MAX_PER_IP: "1000",
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: "Website <web@verdant.example>",
      OUTBOX_POLL_MS: "100",
      NEWSLETTER_SEND_PER_MINUTE: "0",
    });
    staff = await verifiedStaff(server, "staff");
    subscribers = await seedSubscribers(server.database.db, "events", 3, "attendee");
  });
  test.afterAll(async () => {
    await server?.close();
    await sink.stop();
  });

  const runs = [
    { width: 1280, height: 900, colorScheme: "light" },
    { width: 375, height: 812, colorScheme: "dark" },
    { width: 1280, height: 900, colorScheme: "dark" },
    { width: 375, height: 812, colorScheme: "light" },
  ] as const;
  for (const [round, { width, height, colorScheme }] of runs.entries()) {
    test(`write, preview, test and send an event announcement by keyboard (${width} px, ${colorScheme})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const subject = `Open field day ${round + 1} (${width} ${colorScheme})`;
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.addInitScript((value) => window.localStorage.setItem("token", value), staff.token);
      await openHydrated(page, `${server.url}/staff`);
      const tab = page.getByRole("tab", { name: "Newsletters" });
      await tab.focus();
      await page.keyboard.press("Enter");
      const panel = page.getByRole("tabpanel", { name: "Newsletters" });
      await expect(panel.getByRole("heading", { name: "Newsletters", level: 2 })).toBeVisible();
      await expectNoAxeViolations(page);

      await panel.getByRole("button", { name: "New edition" }).focus();
      await page.keyboard.press("Enter");
      await expect(panel.getByRole("heading", { name: "New edition" })).toBeFocused();

      // Saved without a subject: the summary names what is missing.
      await panel.getByLabel(/^List( \*)?$/).selectOption("events");
      await panel.getByLabel(/^Text( \*)?$/).focus();
      await page.keyboard.type("Come to the **open field day**.\n\n<b>not markup</b>");
      await panel.getByRole("button", { name: "Save draft" }).focus();
      await page.keyboard.press("Enter");
      await expect(panel.getByRole("link", { name: "Please give the edition a subject." })).toBeVisible();
      await expectNoAxeViolations(page);
      await panel.getByLabel(/^Subject( \*)?$/).focus();
      await page.keyboard.type(subject);

      await panel.getByRole("button", { name: "Preview" }).focus();
      await page.keyboard.press("Enter");
      await expect(panel.getByRole("heading", { name: `Preview: ${subject}` })).toBeFocused();
      const preview = panel.getByRole("region", { name: `Preview: ${subject}` });
      await expect(preview.locator("strong")).toHaveText("open field day");
      await expect(preview.getByText("<b>not markup</b>")).toBeVisible();
      await expectNoAxeViolations(page);

      await panel.getByRole("button", { name: "Save draft" }).focus();
      await page.keyboard.press("Enter");
      await expect(panel.getByRole("status").filter({ hasText: "The draft is saved." })).toBeVisible();
      await expect(panel.getByRole("heading", { name: "Edit draft" })).toBeVisible();

      await panel.getByRole("button", { name: "Send a test to me" }).focus();
      await page.keyboard.press("Enter");
      await expect(panel.getByText(`A test email is on its way to ${staff.email}.`)).toBeVisible();
      await eventually(
        () => sink.received.some((mail) => mail.headers.subject === `[Test] ${subject}`),
        "the test email",
      );
      expect(
        subscribers.some((address) =>
          sink.received.some((mail) => mail.to.includes(address) && mail.headers.subject === subject),
        ),
      ).toBe(false);
      await expectNoAxeViolations(page);

      await panel.getByRole("button", { name: "Send to the list…" }).focus();
      await page.keyboard.press("Enter");
      const confirm = panel.getByRole("heading", {
        name: `Send “${subject}” to 3 confirmed subscribers of Event announcements?`,
      });
      await expect(confirm).toBeFocused();
      await expectNoAxeViolations(page);
      await panel.getByRole("button", { name: "Send to 3 subscribers" }).focus();
      await page.keyboard.press("Enter");

      // Sent: the editor shows the edition with its counts, which the list keeps up to date.
      await expect(panel.getByRole("heading", { name: subject, level: 2 })).toBeFocused();
      await eventually(
        () =>
          subscribers.every((address) =>
            sink.received.some((mail) => mail.to.includes(address) && mail.headers.subject === subject),
          ),
        "the announcement",
      );
      const item = panel.getByRole("listitem").filter({ hasText: subject });
      const count = (label: string) =>
        item
          .locator("dl > div")
          .filter({ hasText: new RegExp(`^${label}\\d`) })
          .locator("dd");
      await expect(count("Sent")).toHaveText("3", { timeout: 20_000 });
      await expect(count("Failed")).toHaveText("0");
      await expect(count("Unsubscribed after")).toHaveText("0");
      await expectNoAxeViolations(page);

      // The archive has its page.
      await item.getByRole("link", { name: /Archive page/ }).focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: subject, level: 1 })).toBeVisible();
      await expect(page.locator("strong", { hasText: "open field day" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
