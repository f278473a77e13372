import { expect, test } from "@playwright/test";
import { verifyEmailTexts } from "../../contract/auth-texts.ts";
import { passwordResetTexts } from "../../contract/password-reset-texts.ts";
import { WAYS_IN_REMOVED_SUBJECT } from "../../server/auth/ways-in-removed-email.ts";
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

  const login = (address: string, password: string) =>
    fetch(`${mailbox.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: address, password }),
    }).then((response) => response.status);

  test("followed from a browser not signed in, the page asks; the registration password keeps the account as it is", async ({
    page,
  }) => {
    const address = `vera.phone.${Date.now()}@example.org`;
    const laptop = await register(address);
    await eventually(() => linksTo(address).length > 0, "the verification email");

    await page.goto(linksTo(address)[0]!);
    await expect(page.getByRole("heading", { name: verifyEmailTexts.confirmTitle })).toBeVisible();
    await expect(page.getByText(verifyEmailTexts.confirmLead)).toBeVisible();
    await expect(page).toHaveURL(`${mailbox.url}/verify-email`);
    await expectNoAxeViolations(page);
    await page
      .getByLabel(new RegExp(`^${verifyEmailTexts.registrationPassword}`))
      .fill("analytical-engine-1843");
    await page.getByRole("button", { name: verifyEmailTexts.keep }).click();
    await expect(page.getByRole("status")).toHaveText(verifyEmailTexts.kept);
    await expect(page.locator(":focus")).toContainText(verifyEmailTexts.kept); // the pressed button is gone
    await expect(page.getByRole("link", { name: passwordResetTexts.signIn })).toHaveAttribute(
      "href",
      "/login",
    );

    // The laptop that registered is still signed in, and the password still works.
    const me = await fetch(`${mailbox.url}/api/auth/me`, { headers: { authorization: `Bearer ${laptop}` } });
    expect(me.status).toBe(200);
    expect(await login(address, "analytical-engine-1843")).toBe(200);
  });

  test("followed from a browser not signed in, a wrong password changes nothing; starting over lists what went", async ({
    page,
  }) => {
    const address = `vera.owner.${Date.now()}@example.org`;
    await register(address);
    await eventually(() => linksTo(address).length > 0, "the verification email");

    await page.goto(linksTo(address)[0]!);
    const password = page.getByLabel(new RegExp(`^${verifyEmailTexts.registrationPassword}`));
    await password.fill("a-guess-of-mine");
    await page.getByRole("button", { name: verifyEmailTexts.keep }).click();
    await expect(password).toHaveAccessibleDescription(verifyEmailTexts.wrongPassword);
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toBeFocused();
    expect(await login(address, "analytical-engine-1843")).toBe(200); // nothing changed yet

    await page.getByRole("button", { name: verifyEmailTexts.startOver }).click();
    await expect(page.getByRole("status")).toHaveText(passwordResetTexts.chooseAfterVerify);
    await expect(page.locator(":focus")).toContainText(passwordResetTexts.chooseAfterVerify);
    const removed = page.getByRole("list", { name: verifyEmailTexts.removedTitle });
    await expect(removed.getByRole("listitem")).toHaveText([
      "the password chosen at registration",
      "2 signed-in devices or browsers",
    ]);
    await expectNoAxeViolations(page);
    await page.getByLabel(new RegExp(`^${passwordResetTexts.newPassword}`)).fill("the-real-owner-2026");
    await page.getByLabel(new RegExp(`^${passwordResetTexts.confirmPassword}`)).fill("the-real-owner-2026");
    await page.getByRole("button", { name: passwordResetTexts.save }).click();
    await expect(page.getByText(passwordResetTexts.done)).toBeVisible();

    expect(await login(address, "analytical-engine-1843")).toBe(401); // whoever registered it is out
    expect(await login(address, "the-real-owner-2026")).toBe(200);

    // The same list arrives by email.
    const notice = () =>
      mailbox.sink.received.find(
        (mail) => mail.to.includes(address) && mail.headers.subject === WAYS_IN_REMOVED_SUBJECT,
      );
    await eventually(() => notice() !== undefined, "the notice of what was removed");
    expect(notice()!.decoded).toContain("- the password chosen at registration");
    expect(notice()!.decoded).toContain("- 2 signed-in devices or browsers");
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
