import fs from "node:fs";
import { expect, test } from "@playwright/test";
import type { InboundFiled } from "../../contract/inbound.ts";
import type { InboxDetail } from "../../contract/staff.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { humanMeta } from "../support/forms.ts";
import { postInbound, rawEmail } from "../support/raw-email.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { openConsoleAs, startConsoleServer } from "../support/staff-console.ts";
import type { TestServer } from "../support/test-server.ts";

// An email that names Bob's entry but comes from another address is not filed on it: staff see it in the inbox as a
// message of its own marked "Different sender", read it, and attach it to Bob's entry with a button. The server
// here reads no email within its budget (1 ms), so the email is filed by its headers with its original kept, which
// staff download from the conversation. Axe in both schemes.
test.describe("an inbound email from a different sender in the staff console", () => {
  test.describe.configure({ mode: "serial" });
  const SECRET = "e2e-inbound-secret-0123456789abcdef0123";
  let server: TestServer;
  let staff: StaffMember;
  let reference: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startConsoleServer({
      MAIL_FROM: "Website <web@verdant.example>",
      INBOUND_SECRET: SECRET,
      INBOUND_PARSE_TIMEOUT_MS: "1",
    });
    staff = await verifiedStaff(server, "staff");
    const sent = await server.request("POST", "/api/contact", {
      body: {
        ...humanMeta,
        name: "Bob Example",
        email: "bob@example.org",
        subject: "Soil sensor pilot",
        message: "We would like to pilot your sensors.",
        category: "partnerships",
      },
    });
    const { id } = (await sent.json()) as { id: string };
    const detail = await server.request("GET", `/api/staff/inbox/contact/${id}`, { headers: staff.headers });
    reference = ((await detail.json()) as InboxDetail).reference!;
    const filed = await postInbound(
      server,
      await rawEmail({
        from: "Mallory <mallory@evil.test>",
        subject: `Re: Soil sensor pilot [${reference}]`,
        // About 2 MB of text: no machine parses it within the 1 ms budget, so the email is always the one that
        // could not be read in time (a short one was read within 1 ms on a quiet machine).
        text: `Please wire money to my new account.\n${"Account details follow in the next email.\n".repeat(50_000)}`,
      }),
      { secret: SECRET },
    );
    expect(((await filed.json()) as InboundFiled).filed).toBe("different-sender");
  });
  test.afterAll(async () => {
    await server?.close();
  });

  test("staff see the different sender, download the original and attach it to the entry it names", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await openConsoleAs(page, server, staff.token);

    const row = page.getByRole("button", { name: new RegExp(`Re: Soil sensor pilot \\[${reference}\\]`) });
    await expect(row).toContainText(`Different sender · Claims ${reference}`);
    await row.click();
    await expect(
      page.getByRole("heading", { name: `Message: Re: Soil sensor pilot [${reference}]` }),
    ).toBeFocused();
    const claim = page.getByRole("region", { name: `Different sender Claims ${reference}` });
    await expect(claim).toContainText(`This email names ${reference}, but it comes from another address`);
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await expectNoAxeViolations(page);
    }

    // Not read within the budget: its text is a note, and its original is saved as it came.
    const conversation = page.getByRole("region", { name: "Conversation" });
    await expect(conversation).toContainText("could not be read within 1 ms");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      conversation.getByRole("button", { name: /Download the original email/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.eml$/);
    expect(fs.readFileSync((await download.path())!, "utf8")).toContain(
      "Please wire money to my new account.",
    );

    await claim.getByRole("button", { name: `Attach to ${reference}` }).click();
    await expect(claim.getByRole("status")).toHaveText(`Attached to ${reference}.`);
    await expect(claim).toContainText(new RegExp(`Attached to ${reference} by .+ on \\d{4}-`));
    await expect(claim.getByRole("button", { name: `Attach to ${reference}` })).toHaveCount(0);

    // Bob's entry now holds the email.
    await claim.getByRole("button", { name: `Open ${reference}` }).click();
    await expect(page.getByRole("heading", { name: "Message: Soil sensor pilot" })).toBeFocused();
    await expect(
      page
        .getByRole("region", { name: "Conversation" })
        .getByRole("listitem")
        .filter({ hasText: "mallory@evil.test" }),
    ).toContainText("could not be read within 1 ms");
    await expectNoAxeViolations(page);
  });
});
