import { expect, test, type Page } from "@playwright/test";
import { sql } from "drizzle-orm";
import {
  twoStepManageTexts,
  twoStepMessages,
  twoStepSectionTexts,
  twoStepTexts,
} from "../../contract/two-step.ts";
import { currentCode } from "../../server/auth/second-factor.ts";
import { query, verifyEmail } from "../support/auth-helpers.ts";
import { E2E_GOOGLE_PERSON_COOKIE } from "../support/e2e-oauth-provider.ts";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";
import { OWN_ORIGIN, startTestServer, type TestServer } from "../support/test-server.ts";

// Two-step sign-in for every account, in Chromium: a visitor turns it on at /account (QR code, key, recovery codes,
// a first code), signs out, and signs in again with the password and then a code; later turns it off with the
// password. Each screen is audited with axe in both colour schemes at 1280 and 375 px. A server of its own, so the
// test reads the notices from its outbox.
test.describe("two-step sign-in", () => {
  const password = "analytical-engine-1843";
  let server: TestServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startTestServer({ PUBLIC_ORIGIN: OWN_ORIGIN, AUTH_REGISTER_MAX_PER_IP: "1000" });
  });
  test.afterAll(async () => {
    await server?.close();
  });

  /** A verified account, signed in in this browser (the token as the login page keeps it). */
  async function verifiedVisitor(page: Page, label: string): Promise<{ email: string }> {
    const email = `grace.${label}.${Date.now()}@example.org`;
    const response = await server.request("POST", "/api/auth/register", {
      body: { name: "Grace Hopper", email, password },
    });
    expect(response.status).toBe(201);
    const { token } = (await response.json()) as { token: string };
    await verifyEmail(server, email, token);
    await page.addInitScript((value) => {
      // Only the first page load signs in: signing out later must stay signed out.
      if (!window.sessionStorage.getItem("signed-in-once")) {
        window.sessionStorage.setItem("signed-in-once", "1");
        window.localStorage.setItem("token", value);
      }
    }, token);
    return { email };
  }

  const section = (page: Page) => page.getByRole("region", { name: twoStepSectionTexts.heading });

  /** Turns two-step sign-in on at /account; returns the key and the recovery codes shown. */
  async function turnOn(page: Page, audit: boolean, shot?: string) {
    await openHydrated(page, `${server.url}/account`);
    await section(page).scrollIntoViewIfNeeded();
    await expect(section(page)).toContainText(twoStepSectionTexts.off);
    await page.getByRole("button", { name: twoStepSectionTexts.turnOn }).click();
    await expect(page.getByRole("img", { name: /QR code of the key/ })).toBeVisible();
    const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    const recoveryCodes = await page.getByTestId("recovery-codes").getByRole("listitem").allTextContents();
    expect(recoveryCodes).toHaveLength(10);
    await expect(page.getByRole("button", { name: "Download codes" })).toBeVisible();
    if (audit) await expectNoAxeViolations(page);
    if (shot) await section(page).screenshot({ path: shot });
    await section(page).getByLabel("Code from your app").fill(currentCode(secret));
    await section(page).getByRole("button", { name: twoStepManageTexts.confirm, exact: true }).click();
    await expect(section(page).getByText(twoStepSectionTexts.turnedOn)).toBeVisible();
    await expect(section(page)).toContainText(twoStepSectionTexts.on(10));
    return { secret, recoveryCodes };
  }

  async function signInWithPassword(page: Page, email: string) {
    await page.evaluate(() => window.localStorage.removeItem("token"));
    await openHydrated(page, `${server.url}/login?from=%2Faccount`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: twoStepTexts.codeStepTitle })).toBeFocused();
  }

  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      test.describe(`${colorScheme} scheme at ${width} px`, () => {
        test.use({ colorScheme, viewport: { width, height: 900 } });

        test("turn on at /account, then sign in with the password and a code; a recovery code works once", async ({
          page,
        }, testInfo) => {
          test.setTimeout(90_000);
          const { email } = await verifiedVisitor(page, `${colorScheme}${width}`);
          const { recoveryCodes } = await turnOn(
            page,
            true,
            testInfo.outputPath(`account-set-up-${colorScheme}-${width}.png`),
          );
          await expect(page.locator("html")).toHaveAttribute("data-scheme", colorScheme);
          await expectNoAxeViolations(page);
          await section(page).screenshot({
            path: testInfo.outputPath(`account-on-${colorScheme}-${width}.png`),
          });

          await signInWithPassword(page, email);
          await expectNoAxeViolations(page);
          // A wrong code: the field says so and keeps the step.
          await page.getByLabel(twoStepTexts.codeLabel).fill("000000");
          await page.getByRole("button", { name: twoStepTexts.verify }).click();
          await expect(page.getByLabel(twoStepTexts.codeLabel)).toHaveAccessibleDescription(
            new RegExp(twoStepMessages.invalidCode.replace(/[.]/g, "\\.")),
          );
          await expectNoAxeViolations(page);
          await page.screenshot({ path: testInfo.outputPath(`sign-in-code-${colorScheme}-${width}.png`) });
          // A recovery code instead of the app's, as typed from paper.
          await page.getByLabel(twoStepTexts.codeLabel).fill(recoveryCodes[0]!.toUpperCase());
          await page.getByRole("button", { name: twoStepTexts.verify }).click();
          await expect(page).toHaveURL(`${server.url}/account`);
          await expect(section(page)).toContainText(twoStepSectionTexts.on(9));
        });
      });
    }
  }

  test("turn off with the password; the owner gets a notice of each change", async ({ page }) => {
    test.setTimeout(90_000);
    const { email } = await verifiedVisitor(page, "off");
    const { secret } = await turnOn(page, false);
    // New recovery codes with a code from the app: shown once, with a way to keep them.
    await section(page)
      .getByLabel(twoStepManageTexts.codeLabel)
      .fill(currentCode(secret, Date.now() + 30_000));
    await section(page).getByRole("button", { name: twoStepManageTexts.newCodes }).click();
    await expect(section(page).getByText(twoStepSectionTexts.newCodesMade)).toBeVisible();
    await expect(section(page).getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await expectNoAxeViolations(page);

    // Turning off needs the password (or a code): the session alone is not enough.
    await section(page).getByRole("button", { name: twoStepManageTexts.turnOff }).click();
    await expect(section(page).getByLabel(twoStepManageTexts.passwordLabel)).toHaveAccessibleDescription(
      twoStepMessages.proofRequired,
    );
    await section(page).getByLabel(twoStepManageTexts.passwordLabel).fill(password);
    await section(page).getByRole("button", { name: twoStepManageTexts.turnOff }).click();
    await expect(section(page).getByText(twoStepSectionTexts.turnedOff)).toBeVisible();
    await expect(section(page)).toContainText(twoStepSectionTexts.off);

    // The password alone signs in again.
    await page.evaluate(() => window.localStorage.removeItem("token"));
    await openHydrated(page, `${server.url}/login?from=%2Faccount`);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${server.url}/account`);

    const notices = await query<{ kind: string }>(
      server,
      sql`select kind from mail_outbox where recipients = ${email} and kind like 'two-step-%' order by created_at`,
    );
    expect(notices.map((notice) => notice.kind)).toEqual(["two-step-on", "two-step-off"]);
  });

  test("a Google sign-in asks for the code too (the shared e2e server and its local OpenID provider)", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const person = `two-step-${Date.now().toString(36)}`;
    await page
      .context()
      .addCookies([{ name: E2E_GOOGLE_PERSON_COOKIE, value: person, domain: "127.0.0.1", path: "/" }]);
    const signInWithGoogle = async () => {
      await openHydrated(page, "/login?from=%2Fcareers");
      await page
        .getByRole("group", { name: "Or continue with" })
        .getByRole("link", { name: "Google" })
        .click();
    };
    // The first sign-in makes the account (Google vouches for the address); it turns two-step sign-in on.
    await signInWithGoogle();
    await expect(page).toHaveURL("/careers");
    const token = await page.evaluate(() => window.localStorage.getItem("token"));
    const headers = { authorization: `Bearer ${token}` };
    const enrol = await page.request.post("/api/account/two-step/enrol", { headers });
    expect(enrol.status()).toBe(200);
    const { secret } = (await enrol.json()) as { secret: string };
    const confirm = await page.request.post("/api/account/two-step/confirm", {
      headers,
      data: { code: currentCode(secret) },
    });
    expect(confirm.status()).toBe(204);

    await page.evaluate(() => window.localStorage.removeItem("token"));
    await signInWithGoogle();
    await expect(page.getByRole("heading", { name: twoStepTexts.codeStepTitle })).toBeFocused();
    await expect(page).toHaveURL("/login");
    await page.getByLabel(twoStepTexts.codeLabel).fill(currentCode(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: twoStepTexts.verify }).click();
    await expect(page).toHaveURL("/careers");
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
  });
});
