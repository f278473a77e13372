import { expect, test } from "@playwright/test";
import { verifyEmailTexts } from "../../contract/auth-messages.ts";
import { passwordResetTexts } from "../../contract/password-reset-texts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { serverWithMailbox } from "../support/server-with-mailbox.ts";
import { eventually } from "../support/smtp-sink.ts";

// Email verification as a new member lives it: register, get the email through real SMTP, follow its link. A server
// of its own, so the emails go to this test's SMTP sink.
test.describe("email verification", () => {
  test.describe.configure({ mode: "serial" });
  const mailbox = serverWithMailbox();
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a server process of its own: see serverWithMailbox
    await mailbox.start();
  });
  test.afterAll(() => mailbox.stop());

  const linksTo = (address: string) => mailbox.linksTo(address, "/verify-email#");
  const register = (email: string) => mailbox.register("Vera Verify", email);

  test("the emailed link verifies the address, leaves the address bar clean, and works only once", async ({
    page,
  }) => {
    const address = `vera.${Date.now()}@example.org`;
    const session = await register(address);
    await eventually(() => linksTo(address).length > 0, "the verification email");
    const [link] = linksTo(address);

    // Followed in the browser that registered (it holds the session): the account and its password stay as they are.
    await page.addInitScript((value) => window.localStorage.setItem("token", value), session);
    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(verifyEmailTexts.title);
    await expect(page.getByRole("status")).toHaveText(verifyEmailTexts.done);
    await expect(page).toHaveURL(`${mailbox.url}/verify-email`); // the secret left the address bar
    await expectNoAxeViolations(page);

    await page.goto(link!);
    await expect(page.getByRole("alert")).toHaveText(verifyEmailTexts.problems.used);
  });

  test("a signed-in member whose link does not work asks for a new one, which arrives and works", async ({
    page,
  }) => {
    const address = `vera.again.${Date.now()}@example.org`;
    const token = await register(address);
    await eventually(() => linksTo(address).length === 1, "the first verification email");
    await page.addInitScript((value) => window.localStorage.setItem("token", value), token);

    await page.goto(`${mailbox.url}/verify-email#token=${"x".repeat(43)}`);
    await expect(page.getByRole("alert")).toHaveText(verifyEmailTexts.problems.invalid);
    await page.getByRole("button", { name: verifyEmailTexts.resend }).click();
    await expect(page.getByRole("status")).toHaveText(verifyEmailTexts.resent);
    await eventually(() => linksTo(address).length === 2, "the new verification email");

    await page.goto(linksTo(address)[1]!);
    await expect(page.getByRole("status")).toHaveText(verifyEmailTexts.done);
  });

  test("followed from a browser not signed in to the account, the owner chooses its password", async ({
    page,
  }) => {
    const address = `vera.owner.${Date.now()}@example.org`;
    await register(address);
    await eventually(() => linksTo(address).length > 0, "the verification email");

    await page.goto(linksTo(address)[0]!);
    await expect(page.getByRole("status")).toHaveText(passwordResetTexts.chooseAfterVerify);
    await page.getByLabel(new RegExp(`^${passwordResetTexts.newPassword}`)).fill("the-real-owner-2026");
    await page.getByLabel(new RegExp(`^${passwordResetTexts.confirmPassword}`)).fill("the-real-owner-2026");
    await page.getByRole("button", { name: passwordResetTexts.save }).click();
    await expect(page.getByText(passwordResetTexts.done)).toBeVisible();
    await expectNoAxeViolations(page);

    const login = (password: string) =>
      fetch(`${mailbox.url}/api/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: address, password }),
      }).then((response) => response.status);
    expect(await login("analytical-engine-1843")).toBe(401); // whoever registered it is out
    expect(await login("the-real-owner-2026")).toBe(200);
  });

  test("without a token and signed out, the page says so and offers to sign in", async ({ page }) => {
    await page.goto(`${mailbox.url}/verify-email`);
    await expect(page.getByRole("alert")).toHaveText(verifyEmailTexts.problems.invalid);
    await expect(page.getByRole("link", { name: verifyEmailTexts.signInToResend })).toHaveAttribute(
      "href",
      "/login?from=%2Fverify-email",
    );
  });
});
