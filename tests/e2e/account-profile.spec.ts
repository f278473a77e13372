import { expect, test, type Page } from "@playwright/test";
import {
  connectedMessage,
  connectionTexts,
  disconnectedMessage,
  emailChangeSent,
  profileTexts,
} from "../../contract/account-profile.ts";
import { confirmEmailTexts, emailChanged } from "../../contract/confirm-email.ts";
import { E2E_GOOGLE_PERSON_COOKIE } from "../support/e2e-oauth-provider.ts";
import { expectNoAxeViolations, waitForInteractive } from "../support/axe.ts";
import { serverWithMailbox } from "../support/server-with-mailbox.ts";
import { eventually } from "../support/smtp-sink.ts";

const password = "analytical-engine-1843";

/** The account page audited in the light and the dark scheme, as it is now (reloaded for each scheme). */
async function auditBothSchemes(page: Page) {
  for (const colorScheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await waitForInteractive(page);
    await expect(page.locator("html")).toHaveAttribute("data-scheme", colorScheme);
    await expect(page.getByRole("heading", { name: "Sign-in methods" })).toBeVisible();
    await expect(page.getByRole("list").filter({ hasText: "Google" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expectNoAxeViolations(page);
  }
  await page.emulateMedia({ colorScheme: null });
}

// The name and the email as a member changes them, the link taken from the email the test SMTP server received.
test.describe("account details", () => {
  test.describe.configure({ mode: "serial" });
  const mailbox = serverWithMailbox();
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a server process of its own: see serverWithMailbox
    await mailbox.start();
  });
  test.afterAll(() => mailbox.stop());

  test("changes the name, then the email once the link sent to the new address is followed", async ({
    page,
  }) => {
    const stamp = Date.now();
    const oldAddress = `rosa.${stamp}@example.org`;
    const newAddress = `rosa.new.${stamp}@example.org`;
    const token = await mailbox.register("Rosa Profile", oldAddress);
    await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
    await page.goto(`${mailbox.url}/account`);

    const nameForm = page.getByRole("form", { name: "Change your name" });
    await expect(nameForm.getByLabel(/^Full name/)).toHaveValue("Rosa Profile");
    await nameForm.getByLabel(/^Full name/).fill("Rosa  Renamed ");
    await nameForm.getByRole("button", { name: "Save the name" }).click();
    await expect(nameForm.getByRole("status")).toHaveText(profileTexts.nameSaved);
    await expect(nameForm.getByLabel(/^Full name/)).toHaveValue("Rosa Renamed");

    const emailForm = page.getByRole("form", { name: "Change your email address" });
    await emailForm.getByLabel(/^New email address/).fill(newAddress);
    await emailForm.getByRole("button", { name: "Send a confirmation link" }).click();
    // Two fields: the summary at the top, focused, leads to the one that needs fixing.
    await expect(emailForm.locator("[data-form-status]")).toBeFocused();
    await emailForm.locator("[data-error-summary]").getByRole("link").click();
    await expect(emailForm.getByLabel(/^Your current password/)).toBeFocused();
    await emailForm.getByLabel(/^Your current password/).fill(password);
    await emailForm.getByRole("button", { name: "Send a confirmation link" }).click();
    await expect(page.getByText(emailChangeSent(newAddress))).toBeVisible();
    // Nothing changed yet.
    await expect(page.getByText(`${oldAddress} (not verified yet)`)).toBeVisible();
    await expectNoAxeViolations(page);

    await eventually(() => mailbox.linksTo(newAddress, "/confirm-email#").length > 0, "the link");
    await eventually(
      () =>
        mailbox.sink.received.some(
          (mail) => mail.to.includes(oldAddress) && mail.headers.subject === profileTexts.requestedSubject,
        ),
      "the notice to the current address",
    );
    const link = mailbox.linksTo(newAddress, "/confirm-email#")[0]!;
    await page.goto(link);
    await expect(page).toHaveURL(`${mailbox.url}/confirm-email`); // the token left the address bar
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(confirmEmailTexts.title);
    await page.getByRole("button", { name: confirmEmailTexts.confirm }).click();
    await expect(page.getByRole("status")).toHaveText(emailChanged(newAddress));
    await expectNoAxeViolations(page);
    await eventually(
      () =>
        mailbox.sink.received.some(
          (mail) => mail.to.includes(oldAddress) && mail.headers.subject === profileTexts.changedSubject,
        ),
      "the notice to the old address",
    );

    await page.getByRole("link", { name: confirmEmailTexts.toAccount }).click();
    await expect(page).toHaveURL(`${mailbox.url}/account`);
    await expect(page.getByText(`${newAddress} (verified)`)).toBeVisible();
    await expect(page.getByText(emailChangeSent(newAddress))).toBeHidden();

    // The same link a second time changes nothing.
    await page.goto(link);
    await page.getByRole("button", { name: confirmEmailTexts.confirm }).click();
    await expect(page.getByRole("alert")).toHaveText(confirmEmailTexts.problems.used);
  });
});

// Connecting Google (the local provider of the e2e server) from the account page, and the last way in kept.
test.describe("sign-in methods", () => {
  /** A Google person of this test's own (tests/support/e2e-oauth-provider.ts). */
  async function useGooglePerson(page: Page, name: string) {
    await page
      .context()
      .addCookies([{ name: E2E_GOOGLE_PERSON_COOKIE, value: name, domain: "127.0.0.1", path: "/" }]);
  }

  test("a password account connects Google, then disconnects it", async ({ page, request }) => {
    const stamp = Date.now();
    const registered = await request.post("/api/auth/register", {
      data: { name: "Connie Connect", email: `connie.${stamp}@example.org`, password },
    });
    expect(registered.status()).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
    await useGooglePerson(page, `connie-${stamp}`);

    await page.goto("/account");
    const methods = page.getByRole("region", { name: "Sign-in methods" });
    await expect(methods.getByText(connectionTexts.hasPassword, { exact: false })).toBeVisible();
    await methods.getByRole("button", { name: "Connect Google" }).click();
    await expect(page).toHaveURL("/account");
    await expect(methods.getByRole("status")).toHaveText(connectedMessage("google"));
    await expect(methods.getByText(/^Connected since/)).toBeVisible();

    await methods.getByRole("button", { name: "Disconnect Google" }).click();
    await expect(methods.getByRole("status")).toHaveText(disconnectedMessage("google"));
    await expect(methods.getByRole("button", { name: "Connect Google" })).toBeVisible();
  });

  test("an account made through Google cannot disconnect its only way in, and is told it can set a password", async ({
    page,
  }) => {
    await useGooglePerson(page, `solo-${Date.now()}`);
    await page.goto("/login?from=%2Faccount");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
    await page.getByRole("group", { name: "Or continue with" }).getByRole("link", { name: "Google" }).click();
    await expect(page).toHaveURL("/account");

    const methods = page.getByRole("region", { name: "Sign-in methods" });
    await expect(methods.getByText(connectionTexts.noPassword, { exact: false })).toBeVisible();
    await expect(methods.getByText("It is your only way to sign in.", { exact: false })).toBeVisible();
    await methods.getByRole("button", { name: "Disconnect Google" }).click();
    await expect(methods.getByRole("alert")).toHaveText(connectionTexts.lastWayIn);
    await expect(methods.getByRole("button", { name: "Disconnect Google" })).toBeVisible();

    await auditBothSchemes(page);
  });
});
