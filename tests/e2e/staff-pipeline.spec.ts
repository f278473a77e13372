import { expect, test, type Page } from "@playwright/test";
import { unknownPlaceholderMessage } from "../../contract/placeholders.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { sampleApplication } from "../support/forms.ts";
import { eventually, SmtpSink } from "../support/smtp-sink.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { consoleMailEnv, openConsoleAs, startConsoleServer } from "../support/staff-console.ts";
import type { TestServer } from "../support/test-server.ts";

// An admin writes a saved reply (an unknown placeholder is refused); staff start a reply from it, filled for the
// applicant, preview and send it; then move the application to Interview with the invitation, preview it, send it
// (a double click: one email), and find it counted in the Pipeline tab. Axe in both schemes on each of those states.
test.describe("application pipeline and saved replies in the staff console", () => {
  test.describe.configure({ mode: "serial" });
  const sink = new SmtpSink();
  let server: TestServer;
  let staff: StaffMember;
  let admin: StaffMember;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await sink.start(0);
    server = await startConsoleServer({ ...consoleMailEnv(sink), MAIL_TO_CAREERS: "jobs@example.org" });
    staff = await verifiedStaff(server, "staff");
    admin = await verifiedStaff(server, "admin");
  });
  test.afterAll(async () => {
    await server?.close();
    await sink.stop();
  });

  const signedIn = async (page: Page, member: StaffMember) => {
    await openConsoleAs(page, server, member.token);
  };
  const mailsTo = (address: string) => sink.received.filter((mail) => mail.to.includes(address));

  for (const [round, colorScheme] of (["light", "dark"] as const).entries()) {
    test(`saved reply, stage move with its invitation, counts (${colorScheme})`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const name = `Grace ${colorScheme === "light" ? "Daylight" : "Nightly"}`;
      const address = `grace-${colorScheme}@example.org`;
      const applied = await server.request("POST", "/api/careers/apply", {
        body: { ...sampleApplication, name, email: address },
      });
      expect(applied.status).toBe(201);
      await eventually(() => mailsTo(address).length === 1, "the acknowledgement");

      // An admin adds the saved reply; an unknown placeholder is refused first.
      const adminContext = await browser.newContext();
      const adminPage = await adminContext.newPage();
      await adminPage.emulateMedia({ colorScheme });
      await signedIn(adminPage, admin);
      await adminPage.getByRole("tab", { name: "Saved replies" }).click();
      const editor = adminPage.getByRole("region", { name: "New saved reply" });
      await expect(editor.getByText("{{position}}")).toBeVisible();
      const title = `Thanks for applying (${colorScheme})`;
      await editor.getByLabel(/Title/).fill(title);
      await editor.getByLabel(/Text/).fill("Hello {{name}}, about {{salary}}.");
      await editor.getByRole("button", { name: "Add saved reply" }).click();
      await expect(editor.getByText(unknownPlaceholderMessage(["{{salary}}"]))).toBeVisible();
      await expectNoAxeViolations(adminPage);
      await editor
        .getByLabel(/Text/)
        .fill("Hello {{name}},\n\nThank you for applying for **{{position}}** ({{reference}}).");
      await editor.getByRole("button", { name: "Add saved reply" }).click();
      await expect(adminPage.getByRole("heading", { name: title })).toBeVisible();
      await expectNoAxeViolations(adminPage);
      await adminContext.close();

      // Staff open the application and start a reply from the saved one.
      await page.emulateMedia({ colorScheme });
      await signedIn(page, staff);
      await page.getByRole("button", { name: new RegExp(name) }).click();
      await expect(page.getByRole("heading", { name: "Application: AI Researcher" })).toBeFocused();
      const conversation = page.getByRole("region", { name: "Conversation" });
      await conversation.getByLabel("Start from a saved reply").selectOption({ label: title });
      const reply = conversation.getByLabel(/^Reply/);
      await expect(reply).toHaveValue(
        new RegExp(`^Hello ${name},\\n\\nThank you for applying for \\*\\*AI Researcher\\*\\* \\(VC-`),
      );
      await reply.press("End");
      await reply.pressSequentially(" See you soon.");
      await conversation.getByRole("button", { name: "Preview" }).click();
      const replyPreview = conversation.getByRole("region", { name: /Preview of the email/ });
      await expect(replyPreview.locator("strong")).toHaveText("AI Researcher");
      await expect(replyPreview).toContainText("See you soon.");
      await expectNoAxeViolations(page);
      await conversation.getByRole("button", { name: "Send reply" }).dblclick();
      await expect(conversation.getByRole("status")).toHaveText(
        "Reply queued: it is in the conversation above.",
      );
      await expect.poll(() => mailsTo(address).length).toBe(2);

      // Then to Interview, with the invitation, seen before it goes.
      const handling = page.getByRole("region", { name: "Handling" });
      await handling.getByLabel("Stage").selectOption("interview");
      await expect(handling.getByLabel("Email the applicant the interview invitation")).toBeChecked();
      await handling.getByRole("button", { name: "Preview the email" }).click();
      await expect(
        handling.getByRole("heading", { name: `Preview of the interview invitation to ${address}` }),
      ).toBeFocused();
      const invitation = handling.getByRole("region", { name: /Preview of the interview invitation/ });
      await expect(invitation).toContainText(`Hello ${name},`);
      await expect(invitation.locator("strong")).toHaveText("AI Researcher");
      await expectNoAxeViolations(page);
      await handling.getByRole("button", { name: "Move to Interview and send" }).dblclick();
      await expect(handling.getByRole("status")).toHaveText(
        "Moved to Interview; the interview invitation is queued.",
      );
      await expect(page.getByText(/Stage set by .+ on/)).toBeVisible();
      await expect.poll(() => mailsTo(address).length).toBe(3);
      const sent = mailsTo(address)[2]!;
      expect(sent.headers["in-reply-to"]).toMatch(/^<[^<>]+@verdant\.example>$/);
      expect(sent.decoded).toContain("would like to talk with you");
      await expect(conversation.getByRole("listitem").filter({ hasText: "would like to talk" })).toHaveCount(
        1,
      );
      await expectNoAxeViolations(page);

      // The Pipeline tab counts it.
      await page.getByRole("tab", { name: "Pipeline" }).click();
      const row = page.getByRole("row", { name: /AI Researcher/ });
      const interviewColumn = 2; // received, in review, interview
      await expect(row.getByRole("cell").nth(interviewColumn)).toHaveText(String(round + 1));
      await expectNoAxeViolations(page);
      // One reply and one invitation, however often their buttons were pressed.
      expect(mailsTo(address)).toHaveLength(3);
    });
  }

  for (const colorScheme of ["light", "dark"] as const) {
    test(`assigned to me: shown in the list, found by the "mine" filter (${colorScheme})`, async ({
      page,
    }) => {
      const subject = `Seed bank visit (${colorScheme})`;
      const sent = await server.request("POST", "/api/contact", {
        body: {
          name: "Eve",
          email: `eve-${colorScheme}@example.org`,
          subject,
          message: "May we visit?",
          category: "agro",
          website: "",
          formStartedAt: 1_700_000_000_000,
          formSentAt: 1_700_000_010_000,
        },
      });
      expect(sent.status).toBe(201);
      await page.emulateMedia({ colorScheme });
      await signedIn(page, staff);
      const row = page.getByRole("button", { name: new RegExp(subject.replace(/[()]/g, "\\$&")) });
      await expect(row.locator("time")).toHaveText("just arrived");
      await row.click();
      const handling = page.getByRole("region", { name: "Handling" });
      await handling.getByRole("button", { name: "Assign to me" }).click();
      await expect(handling.getByRole("status")).toHaveText("Assigned to you.");
      await expect(handling.getByRole("button", { name: "Unassign" })).toBeVisible();
      await expect(row).toContainText("Assigned to");

      const filters = page.getByRole("form", { name: "Filter the inbox" });
      await filters.getByRole("button", { name: /^Filters/ }).click();
      await filters.getByLabel("Assigned").selectOption("mine");
      await filters.getByRole("button", { name: "Apply filters" }).click();
      await expect(row).toBeVisible();
      await expect(page.getByRole("button", { name: /Grace/ })).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  }
});
