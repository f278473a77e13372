import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";
import { humanMeta } from "../support/forms.ts";
import { eventually, SmtpSink } from "../support/smtp-sink.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { consoleMailEnv, openConsoleAs, startConsoleServer } from "../support/staff-console.ts";
import type { TestServer } from "../support/test-server.ts";

// Staff answer a message from the console: write Markdown, see the email before it goes, send it, and find it in the
// entry's conversation, sent, with the threading headers the test SMTP server received. Axe in both schemes.
test.describe("reply from the staff console", () => {
  test.describe.configure({ mode: "serial" });
  const sink = new SmtpSink();
  let server: TestServer;
  let staff: StaffMember;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await sink.start(0);
    server = await startConsoleServer({
      ...consoleMailEnv(sink),
      MAIL_TO_PARTNERSHIPS: "partners@example.org",
    });
    const sent = await server.request("POST", "/api/contact", {
      body: {
        ...humanMeta,
        name: "Ada Lovelace",
        email: "ada@example.org",
        subject: "Soil sensor pilot",
        message: "We would like to pilot your sensors.",
        category: "partnerships",
      },
    });
    expect(sent.status).toBe(201);
    staff = await verifiedStaff(server, "staff");
    await eventually(
      () => sink.received.some((mail) => mail.to.includes("ada@example.org")),
      "acknowledgement",
    );
  });
  test.afterAll(async () => {
    await server?.close();
    await sink.stop();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test(`staff write a reply, preview it, send it and see it in the conversation (${colorScheme})`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme });
      await openConsoleAs(page, server, staff.token);
      await page.getByRole("button", { name: /Soil sensor pilot/ }).click();
      await expect(page.getByRole("heading", { name: "Message: Soil sensor pilot" })).toBeFocused();

      const conversation = page.getByRole("region", { name: "Conversation" });
      await expect(conversation.getByText("Acknowledgement sent")).toBeVisible();
      await expectNoAxeViolations(page);

      const text = `Hello Ada,\n\nYes, **gladly** (${colorScheme}). <b>not markup</b>`;
      await conversation.getByLabel(/Reply/).fill(text);
      await conversation.getByRole("button", { name: "Preview" }).click();
      await expect(
        conversation.getByRole("heading", { name: "Preview of the email to ada@example.org" }),
      ).toBeFocused();
      const preview = conversation.getByRole("region", { name: /Preview of the email/ });
      await expect(preview.locator("strong")).toHaveText("gladly");
      await expect(preview.getByText("<b>not markup</b>")).toBeVisible();
      await expectNoAxeViolations(page);

      const before = sink.received.length;
      await conversation.getByRole("button", { name: "Send reply" }).dblclick();
      await expect(conversation.getByRole("status")).toHaveText(
        "Reply queued: it is in the conversation above.",
      );
      const reply = conversation.getByRole("listitem").filter({ hasText: `(${colorScheme})` });
      await expect(reply).toContainText("Reply by");
      await expect(reply).toContainText(/Queued|Sent/);

      await expect.poll(() => sink.received.length).toBe(before + 1);
      const mail = sink.received.at(-1)!;
      expect(mail.to).toContain("ada@example.org");
      expect(mail.headers["reply-to"]).toBe("partners@example.org");
      expect(mail.headers["in-reply-to"]).toMatch(/^<[^<>]+@verdant\.example>$/);
      expect(mail.headers.references).toContain(mail.headers["in-reply-to"]);

      // Opened again, the reply shows as sent.
      await page.getByRole("button", { name: "Close" }).click();
      await page.getByRole("button", { name: /Soil sensor pilot/ }).click();
      await expect(
        page
          .getByRole("region", { name: "Conversation" })
          .getByRole("listitem")
          .filter({ hasText: `(${colorScheme})` }),
      ).toContainText("Sent");
      await expectNoAxeViolations(page);
    });
  }

  test("an acknowledgement withheld (its address had its 3 of the day) shows so in the list and the entry", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // ada@ had one acknowledgement: three more messages name her address, the last one's is withheld.
    for (const subject of ["Second note", "Third note", "Fourth note"]) {
      const response = await server.request("POST", "/api/contact", {
        body: {
          ...humanMeta,
          name: "Ada Lovelace",
          email: "ada@example.org",
          subject,
          message: "Hi",
          category: "partnerships",
        },
      });
      expect(response.status).toBe(201);
    }
    await openConsoleAs(page, server, staff.token);
    const row = page.getByRole("button", { name: /Fourth note/ });
    await expect(row).toContainText("Acknowledgement withheld");
    await expect(page.getByRole("button", { name: /Third note/ })).not.toContainText(
      "Acknowledgement withheld",
    );
    await row.click();
    await expect(page.getByRole("heading", { name: "Message: Fourth note" })).toBeFocused();
    // Named by the reference the sender was given, as in every email (the list row shows it too).
    const reference = (await row.textContent())!.match(/VC-[0-9A-Z]{6}/)![0];
    await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
    const conversation = page.getByRole("region", { name: "Conversation" });
    await expect(conversation.getByRole("listitem").first()).toContainText("Acknowledgement withheld");
    await expect(conversation).toContainText(
      "Not sent: this address had already been sent its acknowledgements",
    );
    await expectNoAxeViolations(page);
  });
});
