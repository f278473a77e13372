import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import {
  accountDataMessages,
  accountDataTexts,
  applicationStatusWords,
} from "../../contract/account-data.ts";
import { authMessages } from "../../contract/auth-texts.ts";
import { accountDeletedSubject } from "../../server/account/account-deleted-email.ts";
import { bearer, verifyEmail } from "../support/auth-helpers.ts";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";
import { eventually, SmtpSink } from "../support/smtp-sink.ts";
import { verifiedStaff } from "../support/staff-helpers.ts";
import { OWN_ORIGIN, startTestServer, type TestServer } from "../support/test-server.ts";
import { applyNowFor } from "../support/careers.ts";

// What /account gives a job seeker: their applications with the status staff set in the console, their
// subscriptions, their data as a file, and deleting the account. A server of its own in this worker, so the test
// can make a staff member as `npm run staff` does, and read the emails it sends through SMTP.
test.describe("your data, applications and subscriptions", () => {
  test.describe.configure({ mode: "serial" });
  const password = "analytical-engine-1843";
  const sink = new SmtpSink();
  let server: TestServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await sink.start(0);
    server = await startTestServer({
      PUBLIC_ORIGIN: OWN_ORIGIN,
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      OUTBOX_POLL_MS: "100",
      FORM_MIN_FILL_MS: "0",
      FORM_RATE_LIMIT: "1000",
      AUTH_REGISTER_MAX_PER_IP: "1000",
    });
  });
  test.afterAll(async () => {
    await server?.close();
    await sink.stop();
  });

  /** An account registered and verified through the emailed link, as its owner would; its session token. */
  async function verifiedApplicant(name: string, email: string): Promise<string> {
    const response = await server.request("POST", "/api/auth/register", { body: { name, email, password } });
    expect(response.status).toBe(201);
    const { token } = (await response.json()) as { token: string };
    await verifyEmail(server, email, token);
    return token;
  }

  async function applyOnCareers(page: Page, name: string, email: string) {
    await openHydrated(page, `${server.url}/careers`);
    await applyNowFor(page, "Climate Scientist").click();
    const dialog = page.getByRole("dialog", { name: "Apply for Climate Scientist" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Experience").selectOption("senior");
    await dialog.getByLabel("Resume (link)").fill("https://example.org/cv.pdf");
    await dialog.getByLabel("Cover Letter").fill("Forty years of climate records, cleaned.");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByRole("status")).toContainText("Application submitted successfully!");
  }

  const signInWith = (page: Page, token: string) =>
    page.addInitScript((value) => window.localStorage.setItem("token", value), token);

  test("an application's status set by staff appears on the applicant's page; the applicant withdraws it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `rosalind.${Date.now()}@example.org`;
    const token = await verifiedApplicant("Rosalind Franklin", email);
    await signInWith(page, token);
    await applyOnCareers(page, "Rosalind Franklin", email);

    await openHydrated(page, `${server.url}/account`);
    const applications = page.getByRole("list", { name: accountDataTexts.applicationsTitle });
    await expect(applications.getByRole("listitem")).toHaveCount(1);
    await expect(applications).toContainText("Climate Scientist");
    await expect(applications).toContainText(applicationStatusWords.received.label);

    // Staff move it to a stage in the console.
    const staff = await verifiedStaff(server);
    const consolePage = await browser.newPage();
    await signInWith(consolePage, staff.token);
    await openHydrated(consolePage, `${server.url}/staff`);
    await consolePage.getByRole("main").getByLabel("Search").fill("Rosalind");
    await consolePage.getByRole("main").getByLabel("Search").press("Enter");
    await consolePage.getByRole("button", { name: /Rosalind Franklin/ }).click();
    await consolePage.getByRole("main").getByLabel("Stage").selectOption("in-review");
    await consolePage.getByRole("button", { name: "Move to In review" }).click();
    await expect(consolePage.getByRole("status")).toHaveText("Moved to In review.");

    await page.reload();
    await expect(applications).toContainText(applicationStatusWords["in-review"].label);
    await expect(applications).toContainText(applicationStatusWords["in-review"].description);

    await applications.getByRole("button", { name: /^Withdraw/ }).click();
    const dialog = page.getByRole("dialog", { name: accountDataTexts.withdrawDialogTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: accountDataTexts.withdrawConfirm }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status")).toHaveText(accountDataMessages.withdrawn);
    await expect(applications).toContainText(applicationStatusWords.withdrawn.label);
    await expect(applications.getByRole("button")).toHaveCount(0);

    // The console shows it withdrawn, with no way to set another status.
    await consolePage.getByRole("button", { name: "Close" }).click();
    await consolePage.getByRole("main").getByLabel("Search").press("Enter");
    await expect(consolePage.getByRole("button", { name: /Rosalind Franklin/ })).toContainText("Withdrawn");
    await consolePage.close();
  });

  test("subscriptions change from /account without an emailed link", async ({ page }) => {
    const email = `barbara.${Date.now()}@example.org`;
    await signInWith(page, await verifiedApplicant("Barbara McClintock", email));
    await openHydrated(page, `${server.url}/account`);
    const lists = page.getByRole("list", { name: accountDataTexts.subscriptionsTitle });
    const newsletter = lists.getByRole("listitem").filter({ hasText: "Newsletter" });
    await expect(newsletter).toContainText("Not subscribed");
    await newsletter.getByRole("button", { name: "Subscribe: Newsletter" }).click();
    await expect(page.getByRole("status")).toHaveText(accountDataMessages.subscribed("newsletter"));
    await expect(newsletter).toContainText("Subscribed");

    const state = await server.request("GET", "/api/account/subscriptions", {
      headers: bearer(await page.evaluate(() => window.localStorage.getItem("token") ?? "")),
    });
    expect(((await state.json()) as { subscriptions: unknown[] }).subscriptions).toContainEqual({
      list: "newsletter",
      state: "subscribed",
    });
    // No confirmation email was needed, nor sent.
    expect(sink.received.some((mail) => mail.to.includes(email) && /confirm/i.test(mail.decoded))).toBe(
      false,
    );

    await newsletter.getByRole("button", { name: "Unsubscribe: Newsletter" }).click();
    await expect(page.getByRole("status")).toHaveText(accountDataMessages.unsubscribed("newsletter"));
    await expect(newsletter).toContainText("Not subscribed");
  });

  test("download your data, then delete the account: the file holds the application, sign-in fails, a notice arrives", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = `lise.${Date.now()}@example.org`;
    await verifiedApplicant("Lise Meitner", email);
    await openHydrated(page, `${server.url}/login?from=%2Faccount`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/account`);
    await applyOnCareers(page, "Lise Meitner", email);
    await openHydrated(page, `${server.url}/account`);

    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: accountDataTexts.download }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^verdant-account-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, "utf8")) as {
      account: { email: string };
      applications: { positionTitle: string; coverLetter: string }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.applications).toEqual([
      expect.objectContaining({
        positionTitle: "Climate Scientist",
        coverLetter: "Forty years of climate records, cleaned.",
      }),
    ]);
    await expect(page.getByRole("status")).toHaveText(accountDataTexts.downloaded);
    // The token went in a header, never in a URL.
    expect(requests.every((url) => !/token|Bearer/i.test(url))).toBe(true);

    await page.getByRole("button", { name: accountDataTexts.deleteOpen }).click();
    const dialog = page.getByRole("dialog", { name: accountDataTexts.deleteDialogTitle });
    await expect(dialog.getByLabel(/^Your password/)).toBeFocused();
    await dialog.getByLabel(/^Your password/).fill("not-my-password");
    await dialog.getByRole("button", { name: accountDataTexts.deleteConfirm }).click();
    await expect(dialog.getByRole("alert")).toHaveText(accountDataMessages.passwordWrong);
    await dialog.getByLabel(/^Your password/).fill(password);
    await dialog.getByRole("button", { name: accountDataTexts.deleteConfirm }).click();
    await expect(page.getByRole("status")).toHaveText(accountDataMessages.deleted);
    await expect(page.getByRole("link", { name: "Your account", exact: true })).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();

    await eventually(
      () =>
        sink.received.some(
          (mail) => mail.to.includes(email) && mail.headers.subject === accountDeletedSubject,
        ),
      "the deletion notice",
    );

    await page.goto(`${server.url}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(authMessages.invalidCredentials);
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`${colorScheme} scheme`, () => {
      test.use({ colorScheme });

      test("the /account sections and their dialogs have no WCAG 2.2 A/AA violation", async ({ page }) => {
        test.setTimeout(90_000);
        const email = `dorothy.${colorScheme}.${Date.now()}@example.org`;
        const token = await verifiedApplicant("Dorothy Hodgkin", email);
        await signInWith(page, token);
        await applyOnCareers(page, "Dorothy Hodgkin", email);
        await openHydrated(page, `${server.url}/account`);
        await expect(page.locator("html")).toHaveAttribute("data-scheme", colorScheme);
        await expect(page.getByRole("list", { name: accountDataTexts.applicationsTitle })).toContainText(
          "Climate Scientist",
        );
        await expect(page.getByRole("list", { name: accountDataTexts.subscriptionsTitle })).toBeVisible();
        await expectNoAxeViolations(page);

        await page.getByRole("button", { name: /^Withdraw/ }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toBeHidden();

        await page.getByRole("button", { name: accountDataTexts.deleteOpen }).click();
        const dialog = page.getByRole("dialog", { name: accountDataTexts.deleteDialogTitle });
        await dialog.getByRole("button", { name: accountDataTexts.deleteConfirm }).click();
        await expect(dialog.getByLabel(/^Your password/)).toHaveAccessibleDescription(
          accountDataMessages.passwordRequired,
        );
        await expectNoAxeViolations(page);
        await dialog.getByRole("button", { name: accountDataTexts.useEmailInstead }).click();
        await expect(dialog.getByLabel(/^Type your email address/)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  }
});
