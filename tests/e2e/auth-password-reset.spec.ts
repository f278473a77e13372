import { expect, test, type Page } from "@playwright/test";
import { authMessages } from "../../contract/auth-texts.ts";
import { forgotPasswordLink, passwordResetTexts } from "../../contract/password-reset-texts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { serverWithMailbox } from "../support/server-with-mailbox.ts";
import { eventually } from "../support/smtp-sink.ts";

// A forgotten password as a member lives it, with and without JavaScript: ask on /forgot-password, get the email
// through real SMTP, follow its link, choose a new password, sign in with it. A server of its own for the emails.
test.describe("forgotten password", () => {
  test.describe.configure({ mode: "serial" });
  const mailbox = serverWithMailbox();
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a server process of its own: see serverWithMailbox
    await mailbox.start();
  });
  test.afterAll(() => mailbox.stop());

  const resetLinksTo = (address: string) => mailbox.linksTo(address, "/reset-password?");
  const register = (email: string) => mailbox.register("Rosa Reset", email);

  async function signIn(page: Page, email: string, password: string) {
    await page.goto(`${mailbox.url}/login`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
  }

  test("from /login to a new password: the emailed link, a clean address bar, every session signed out", async ({
    page,
  }) => {
    const address = `rosa.${Date.now()}@example.org`;
    await register(address);

    await page.goto(`${mailbox.url}/login`);
    await page.getByRole("link", { name: forgotPasswordLink }).click();
    await expect(page).toHaveURL(`${mailbox.url}/forgot-password`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(passwordResetTexts.forgotTitle);
    await page.getByLabel("Email").fill(address);
    await page.getByRole("button", { name: passwordResetTexts.send }).click();
    await expect(page.getByRole("status")).toHaveText(passwordResetTexts.sent);
    await expectNoAxeViolations(page);

    await eventually(() => resetLinksTo(address).length > 0, "the reset email");
    await page.goto(resetLinksTo(address)[0]!);
    await expect(page).toHaveURL(`${mailbox.url}/reset-password`); // the token left the address bar
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(passwordResetTexts.resetTitle);
    await page.getByLabel(new RegExp(`^${passwordResetTexts.newPassword}`)).fill("a-fresh-start-2026");
    await page.getByLabel(new RegExp(`^${passwordResetTexts.confirmPassword}`)).fill("a-fresh-start-2026");
    await page.getByRole("button", { name: passwordResetTexts.save }).click();
    await expect(page.getByRole("status")).toHaveText(passwordResetTexts.done);
    await expectNoAxeViolations(page);
    await eventually(
      () =>
        mailbox.sink.received.some(
          (mail) => mail.to.includes(address) && mail.headers.subject === passwordResetTexts.changedSubject,
        ),
      "the password-changed notice",
    );

    await page.getByRole("link", { name: passwordResetTexts.signIn }).click();
    await signIn(page, address, "a-fresh-start-2026");
    await expect(page).not.toHaveURL(/\/login/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("both pages are plain forms: ask, follow the link, fix a mistake, set the password", async ({
      page,
    }) => {
      const address = `rosa.plain.${Date.now()}@example.org`;
      await register(address);

      await page.goto(`${mailbox.url}/forgot-password`);
      await page.getByLabel("Email").fill(address);
      await page.getByRole("button", { name: passwordResetTexts.send }).click();
      await expect(page).toHaveURL(`${mailbox.url}/forgot-password/sent`);
      await expect(page.getByRole("status")).toHaveText(passwordResetTexts.sent);

      await eventually(() => resetLinksTo(address).length > 0, "the reset email");
      await page.goto(resetLinksTo(address)[0]!);
      await expect(page).toHaveURL(`${mailbox.url}/reset-password`);
      await page.getByLabel(new RegExp(`^${passwordResetTexts.newPassword}`)).fill("typed-one-way-2026");
      await page.getByLabel(new RegExp(`^${passwordResetTexts.confirmPassword}`)).fill("typed-another-2026");
      await page.getByRole("button", { name: passwordResetTexts.save }).click();
      await expect(page).toHaveURL(`${mailbox.url}/reset-password`);
      await expect(page.getByRole("alert")).toContainText(authMessages.passwordsDoNotMatch);

      await page.getByLabel(new RegExp(`^${passwordResetTexts.newPassword}`)).fill("typed-the-same-2026");
      await page.getByLabel(new RegExp(`^${passwordResetTexts.confirmPassword}`)).fill("typed-the-same-2026");
      await page.getByRole("button", { name: passwordResetTexts.save }).click();
      await expect(page).toHaveURL(`${mailbox.url}/reset-password/done`);
      await expect(page.getByRole("status")).toHaveText(passwordResetTexts.done);

      const login = await fetch(`${mailbox.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: address, password: "typed-the-same-2026" }),
      });
      expect(login.status).toBe(200);
    });
  });
});
