import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { accountDataMessages, accountDataTexts } from "../../contract/account-data.ts";
import { passkeyMessages, passkeyTexts } from "../../contract/passkeys-texts.ts";
import { expectNoAxeViolations, waitForInteractive } from "../support/axe.ts";

// Passkeys end to end in Chromium, with its virtual authenticator over CDP standing in for a phone's or laptop's
// (a resident key with user verification): one is added on /account, then signs in from /login.
//
// Browsers refuse an IP address as a passkey's relying party id ("SecurityError: This is an invalid domain"), and
// the e2e server's PUBLIC_ORIGIN is http://127.0.0.1:<port>. The server therefore keeps the passkeys of a loopback
// origin at `localhost`, same scheme and port (server/account/relying-party.ts), and this spec browses there: the
// same server, under the one loopback name a browser accepts.
const port = Number(process.env.E2E_PORT ?? 4173);
test.use({ baseURL: `http://localhost:${port}` });

const password = "analytical-engine-1843";

async function registered(request: APIRequestContext, name = "Ada Passkey") {
  const email = `passkey.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const response = await request.post("/api/auth/register", { data: { name, email, password } });
  expect(response.status()).toBe(201);
  return { email, token: ((await response.json()) as { token: string }).token };
}

/** A platform authenticator for this page's browser context: it keeps passkeys and verifies its user. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

/** Signs this browser in with a token (as the login page would store it), then opens /account. */
async function openAccount(page: Page, token: string) {
  await page.goto("/");
  await page.evaluate((value) => window.localStorage.setItem("token", value), token);
  await page.goto("/account");
  await expect(page.getByRole("heading", { name: passkeyTexts.heading })).toBeVisible();
}

async function addPasskeyOnAccountPage(page: Page, name: string) {
  await page.getByLabel(/^Name for the new passkey/).fill(name);
  await page.getByRole("button", { name: passkeyTexts.add }).click();
  await expect(page.getByText(passkeyMessages.added)).toBeVisible();
  await expect(page.getByRole("list", { name: passkeyTexts.heading })).toContainText(name);
}

async function signOutLocally(page: Page) {
  await page.evaluate(() => window.localStorage.removeItem("token"));
}

/**
 * Makes the page a browser without passkey autofill, so only the button asks for a passkey. (Chromium's virtual
 * authenticator answers an autofill request at once, which would sign in before any button is pressed.)
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, "isConditionalMediationAvailable", { value: undefined });
  });
}

test.describe("passkeys", () => {
  test("added on /account, renamed, then signs in with the button on /login", async ({ page, request }) => {
    await withoutAutofill(page);
    const authenticator = await virtualAuthenticator(page);
    const { email, token } = await registered(request);
    await openAccount(page, token);
    await expect(page.getByText(passkeyTexts.none)).toBeVisible();

    // A name is asked for first.
    await page.getByRole("button", { name: passkeyTexts.add }).click();
    await expect(page.getByText(passkeyMessages.nameRequired)).toBeVisible();
    await expect(page.getByLabel(/^Name for the new passkey/)).toBeFocused();
    await addPasskeyOnAccountPage(page, "Test laptop");
    expect(await authenticator.credentials()).toHaveLength(1);
    // The same device again: it keeps one passkey per account, and says so.
    await page.getByLabel(/^Name for the new passkey/).fill("Same laptop");
    await page.getByRole("button", { name: passkeyTexts.add }).click();
    await expect(page.getByRole("alert")).toHaveText(passkeyTexts.alreadyOnDevice);
    expect(await authenticator.credentials()).toHaveLength(1);
    const list = page.getByRole("list", { name: passkeyTexts.heading });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText(passkeyTexts.neverUsed);

    await page.getByRole("button", { name: "Rename Test laptop" }).click();
    await expect(page.getByLabel(/^New name/)).toBeFocused();
    await page.getByLabel(/^New name/).fill("Work laptop");
    await page.getByRole("button", { name: passkeyTexts.save, exact: true }).click();
    await expect(page.getByText(passkeyMessages.renamed)).toBeVisible();
    await expect(list).toContainText("Work laptop");
    await expect(page.getByRole("button", { name: "Rename Work laptop" })).toBeFocused();

    await signOutLocally(page);
    await page.goto("/login?from=%2Faccount");
    await waitForInteractive(page);
    await page.getByRole("button", { name: passkeyTexts.signIn }).click();
    await expect(page).toHaveURL("/account");
    await expect(page.getByText(email)).toBeVisible();
    await expect(list).toContainText(passkeyTexts.lastUsed);
  });

  test("signs in from the email field's autofill (conditional UI)", async ({ page, request }) => {
    await virtualAuthenticator(page);
    const { email, token } = await registered(request);
    await openAccount(page, token);
    await addPasskeyOnAccountPage(page, "Phone");
    await signOutLocally(page);

    // Without a query the form starts at the person's first interaction (ADR 0016), here going to the email field,
    // where the browser offers the passkey. Chromium's virtual authenticator answers such a conditional request at
    // once, as a person choosing the offered passkey would.
    await page.goto("/login");
    const emailField = page.getByLabel(/^Email/);
    await expect(emailField).toHaveAttribute("autocomplete", "username webauthn");
    await emailField.focus();
    await expect(page).toHaveURL("/");
    await page.goto("/account");
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.getByRole("list", { name: passkeyTexts.heading })).toContainText(passkeyTexts.lastUsed);
  });

  test("a passkey removed on /account no longer signs in", async ({ page, request }) => {
    await withoutAutofill(page);
    const authenticator = await virtualAuthenticator(page);
    const { token } = await registered(request);
    await openAccount(page, token);
    await addPasskeyOnAccountPage(page, "Old phone");
    await page.getByRole("button", { name: "Remove Old phone" }).click();
    await expect(page.getByText(passkeyMessages.removed)).toBeVisible();
    await expect(page.getByText(passkeyTexts.none)).toBeVisible();

    // The device still holds it, but the account does not know it any more.
    expect(await authenticator.credentials()).toHaveLength(1);
    await signOutLocally(page);
    await page.goto("/login");
    await waitForInteractive(page);
    await page.getByRole("button", { name: passkeyTexts.signIn }).click();
    await expect(page.getByRole("alert")).toHaveText(passkeyMessages.signInFailed);
    await expect(page).toHaveURL("/login");
  });

  test("deletes the account when one of its passkeys confirms it", async ({ page, request }) => {
    await withoutAutofill(page);
    await virtualAuthenticator(page);
    const { email, token } = await registered(request);
    await openAccount(page, token);
    await addPasskeyOnAccountPage(page, "Laptop");
    await page.getByRole("button", { name: accountDataTexts.deleteOpen }).click();
    const dialog = page.getByRole("dialog", { name: accountDataTexts.deleteDialogTitle });
    await dialog.getByRole("button", { name: accountDataTexts.usePasskey }).click();
    await expect(page.getByRole("status")).toHaveText(accountDataMessages.deleted);
    expect(await page.evaluate(() => window.localStorage.getItem("token"))).toBeNull();
    const login = await request.post("/api/auth/login", { data: { email, password } });
    expect(login.status()).toBe(401);
  });

  for (const colorScheme of ["light", "dark"] as const) {
    test.describe(`${colorScheme} scheme`, () => {
      test.use({ colorScheme });
      test("the passkey section and /login have no WCAG 2.2 A/AA violation", async ({ page, request }) => {
        await virtualAuthenticator(page);
        const { token } = await registered(request);
        await openAccount(page, token);
        await expect(page.locator("html")).toHaveAttribute("data-scheme", colorScheme);
        await addPasskeyOnAccountPage(page, "Tablet");
        // The list, the success banner, and a rename with its error showing.
        await page.getByRole("button", { name: "Rename Tablet" }).click();
        await page.getByLabel(/^New name/).fill("");
        await page.getByRole("button", { name: passkeyTexts.save, exact: true }).click();
        await expect(page.getByText(passkeyMessages.nameRequired)).toBeVisible();
        await expectNoAxeViolations(page, { include: "section[aria-labelledby=account-passkeys]" });

        await signOutLocally(page);
        await withoutAutofill(page);
        await page.goto("/login");
        await waitForInteractive(page);
        await expect(page.getByRole("button", { name: passkeyTexts.signIn })).toBeEnabled();
        await expectNoAxeViolations(page);
      });
    });
  }
});
