import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { expectNoAxeViolations, waitForInteractive } from "../support/axe.ts";

let counter = 0;
function newAccount() {
  counter += 1;
  return {
    name: "Ada Lovelace",
    email: `ada.${Date.now()}.${counter}.${Math.random().toString(36).slice(2, 8)}@example.org`,
    password: "analytical-engine-1843",
  };
}

async function createAccount(request: APIRequestContext) {
  const account = newAccount();
  const response = await request.post("/api/auth/register", { data: { ...account, rememberMe: false } });
  expect(response.status()).toBe(201);
  return account;
}

const storage = (page: Page, key: string) => page.evaluate((name) => window.localStorage.getItem(name), key);

/**
 * Opens the page and turns to its form, which starts the form's island (ADR 0016: without a stored session it waits
 * for the visitor); it has hydrated once its submit button is enabled.
 */
async function openForm(page: Page, path: string, submit: string) {
  await page.goto(path);
  await waitForInteractive(page);
  const button = page.getByRole("button", { name: submit, exact: true });
  await expect(button).toBeEnabled();
  return button;
}

const header = (page: Page) => page.locator("header");

test.describe("register", () => {
  test("flags every failing check at once in the required order (email, length, match, terms), then creates the account and goes to /login", async ({
    page,
  }) => {
    const account = newAccount();
    const submit = await openForm(page, "/register", "Create account");
    await expect(page).toHaveTitle("Register");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create an account today");
    await expect(page.getByRole("link", { name: "Terms and Conditions" })).toHaveAttribute("href", "/terms");

    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Email").fill("ada@not-an-address");
    await page.getByLabel(/^Password/).fill("12345");
    await page.getByLabel("Confirm password").fill("54321");
    await submit.click();
    // The summary at the top, focused: the first failure in the required order first, then the others.
    const summary = page
      .locator("[data-error-summary]")
      .filter({ has: page.getByRole("heading", { name: "There is a problem", exact: true }) });
    await expect(page.locator("[data-form-status]")).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Please enter a valid email address",
      "Password must be at least 6 characters",
      "Passwords do not match",
      "Please agree to the Terms and Conditions",
    ]);
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(page.getByLabel(/^Password/)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription("Passwords do not match");
    await summary.getByRole("link", { name: "Please agree to the Terms and Conditions" }).click();
    await expect(page.getByRole("checkbox", { name: /I agree to the/ })).toBeFocused();

    // Fixed but for the terms: nothing is sent while one check fails.
    await email.fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByLabel("Confirm password").fill(account.password);
    await submit.click();
    await expect(summary.getByRole("link")).toHaveText(["Please agree to the Terms and Conditions"]);
    await expect(page).toHaveURL("/register");

    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    await submit.click();
    await expect(page).toHaveURL("/login");
    await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
    expect(await storage(page, "token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await storage(page, "rememberMe")).toBeNull();
    // The login page, and above its form what just happened (ADR 0041).
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    const notice = page.getByRole("region", { name: "Your account is created" });
    await expect(notice).toContainText(`We sent a link to ${account.email.toLowerCase()}.`);
    await expect(notice.getByRole("link", { name: "Continue to your account" })).toHaveAttribute(
      "href",
      "/account",
    );
    await expectNoAxeViolations(page);
    // Replacing history: Back does not return to the filled-in form.
    await page.goBack();
    await expect(page).not.toHaveURL("/register");
  });

  test("shows the server's message in a red alert box for a taken email and a common password", async ({
    page,
    request,
  }) => {
    const existing = await createAccount(request);
    const submit = await openForm(page, "/register", "Create account");
    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("Email").fill(existing.email);
    await page.getByLabel(/^Password/).fill("another-password-42");
    await page.getByLabel("Confirm password").fill("another-password-42");
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText(
      "An account with this email already exists. Please sign in instead.",
    );

    await page.getByLabel("Email").fill(newAccount().email);
    await page.getByLabel(/^Password/).fill("password123");
    await page.getByLabel("Confirm password").fill("password123");
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText("This password is too common. Please choose another.");
  });

  test("the button reads 'Signing up...' and is disabled while the request runs", async ({ page }) => {
    const account = newAccount();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/register", async (route) => {
      await held;
      await route.continue();
    });
    const submit = await openForm(page, "/register", "Create account");
    await page.getByLabel("Full name").fill(account.name);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByLabel("Confirm password").fill(account.password);
    await page.getByRole("checkbox", { name: /I agree to the/ }).check();
    await submit.click();
    const busy = page.getByRole("button", { name: "Signing up..." });
    await expect(busy).toBeDisabled();
    release();
    await expect(page).toHaveURL("/login");
  });
});

test.describe("login", () => {
  test("without remember-me: token stored, rememberMe not; lands on / with Logout in the header", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const submit = await openForm(page, "/login", "Sign in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await submit.click();
    await expect(page).toHaveURL("/");
    await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
    expect(await storage(page, "token")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await storage(page, "rememberMe")).toBeNull();
  });

  test("with remember-me: rememberMe is stored as true, and the session survives a reload", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const submit = await openForm(page, "/login", "Sign in");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("checkbox", { name: "Remember me" }).check();
    await submit.click();
    await expect(page).toHaveURL("/");
    expect(await storage(page, "rememberMe")).toBe("true");
    await page.reload();
    await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("returns to the page the visitor came from, replacing history", async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto("/careers");
    const login = header(page).getByRole("link", { name: "Login" });
    await expect(login).toHaveAttribute("href", "/login?from=%2Fcareers");
    await login.click();
    await expect(page).toHaveURL("/login?from=%2Fcareers");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL("/careers");
    await page.goBack();
    await expect(page).not.toHaveURL(/\/login/);
  });

  test("ignores a ?from= that points to another site", async ({ page, request }) => {
    const account = await createAccount(request);
    const submit = await openForm(page, "/login?from=%2F%2Fevil.example%2Fphish", "Sign in");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await submit.click();
    await expect(page).toHaveURL("/");
  });

  test("a wrong password shows 'Invalid email or password.' in a red alert box above the form", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const submit = await openForm(page, "/login", "Sign in");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill("not-my-password");
    await submit.click();
    const alert = page.getByRole("alert");
    await expect(alert).toHaveText("Invalid email or password.");
    await expect(alert).toHaveClass(/bg-red-50/);
    const alertBox = await alert.boundingBox();
    const formBox = await page.getByRole("form", { name: "Sign in" }).boundingBox();
    expect(alertBox!.y + alertBox!.height).toBeLessThanOrEqual(formBox!.y);
    expect(await storage(page, "token")).toBeNull();
    await expect(page).toHaveURL("/login");
  });

  test("an invalid email is caught before sending", async ({ page }) => {
    const submit = await openForm(page, "/login", "Sign in");
    await page.getByLabel("Email").fill("ada");
    await submit.click();
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
  });

  test("the button reads 'Signing in...' and is disabled while the request runs", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/login", async (route) => {
      await held;
      await route.continue();
    });
    const submit = await openForm(page, "/login", "Sign in");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await submit.click();
    await expect(page.getByRole("button", { name: "Signing in..." })).toBeDisabled();
    release();
    await expect(page).toHaveURL("/");
  });

  test("an identity provider that is not configured leads back to /login with a message", async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await openForm(page, "/login", "Sign in");
    const providers = page.getByRole("group", { name: "Or continue with" });
    await expect(providers.getByRole("link", { name: "Google" })).toHaveAttribute("href", "/api/auth/google");
    // The end-to-end server configures only Google (tests/support/e2e-oauth-provider.ts).
    await providers.getByRole("link", { name: "Facebook" }).click();
    await expect(page.getByRole("alert")).toHaveText("Facebook sign-in is not available right now.");
    await expect(page).toHaveURL("/login");
    // The message arrives after hydration, so the prerendered page and the app agree (no hydration warnings).
    expect(errors).toEqual([]);
  });
});

test.describe("session", () => {
  test("Logout clears storage, revokes the session and lands on /login", async ({ page, request }) => {
    const account = await createAccount(request);
    const submit = await openForm(page, "/login", "Sign in");
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("checkbox", { name: "Remember me" }).check();
    await submit.click();
    await expect(page).toHaveURL("/");
    const token = await storage(page, "token");

    await header(page).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL("/login");
    await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
    expect(await storage(page, "token")).toBeNull();
    expect(await storage(page, "rememberMe")).toBeNull();
    await expect
      .poll(async () =>
        (await request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } })).status(),
      )
      .toBe(401);
  });

  test("a stored invalid token is discarded at start-up and the login page says why", async ({ page }) => {
    // Stored before any of the page's scripts run, on every page load: /vision's Login is a page load, and on /login
    // either the island's own check finds the token or the header's script has dropped it first and said why.
    await page.addInitScript(() => window.localStorage.setItem("token", "A".repeat(43)));
    await page.goto("/vision");
    await expect.poll(() => storage(page, "token")).toBeNull();
    const login = header(page).getByRole("link", { name: "Login" });
    await expect(login).toBeVisible();
    await login.click();
    await expect(page.getByRole("alert")).toHaveText("Your session has expired. Please sign in again.");
  });

  test("the header button keeps its size while the start-up check runs", async ({ page, request }) => {
    const account = await createAccount(request);
    const response = await request.post("/api/auth/login", {
      data: { email: account.email, password: account.password },
    });
    expect(response.status()).toBe(200);
    const { token } = (await response.json()) as { token: string };
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/me", async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
    await page.goto("/vision");
    const before = await header(page).getByRole("link", { name: "Login" }).boundingBox();
    release();
    const logout = header(page).getByRole("button", { name: "Logout" });
    await expect(logout).toBeVisible();
    const after = await logout.boundingBox();
    expect(after).toEqual(before);
  });

  test("on an island page a stored session is checked with the server once, the island reading the header's answer", async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const response = await request.post("/api/auth/login", {
      data: { email: account.email, password: account.password },
    });
    const { token } = (await response.json()) as { token: string };
    const checks: string[] = [];
    page.on("request", (sent) => {
      if (new URL(sent.url()).pathname === "/api/auth/me") checks.push(sent.url());
    });
    await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
    await page.goto("/login");
    await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
    // The login island starts at load when a session is stored, and its provider checks the session on start.
    await expect(
      page.locator('astro-island[component-export="LoginForm"][data-island-hydrated]'),
    ).toHaveCount(1);
    await page.waitForLoadState("networkidle");
    expect(checks).toHaveLength(1);
    expect(await storage(page, "token")).toBe(token);
  });
});

test("the login and register pages have no automatically detectable accessibility violations", async ({
  page,
}) => {
  for (const path of ["/login", "/register"]) {
    await openForm(page, path, path === "/login" ? "Sign in" : "Create account");
    await expectNoAxeViolations(page);
  }
});

test("Google sign-in (a local OpenID provider in these tests) returns to the original page signed in", async ({
  page,
}) => {
  await page.goto("/careers");
  await header(page).getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL("/login?from=%2Fcareers");
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeEnabled();
  await page.getByRole("group", { name: "Or continue with" }).getByRole("link", { name: "Google" }).click();
  await expect(page).toHaveURL("/careers");
  await expect(header(page).getByRole("button", { name: "Logout" })).toBeVisible();
  const token = await storage(page, "token");
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The token never appeared in a URL: the page only ever saw a one-time code, now spent.
  const me = await page.request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
  expect(await me.json()).toEqual({
    user: { id: expect.any(String), name: "Gia Google", email: "e2e.google@example.org", role: "visitor" },
  });
});

test("a sign-in code this browser did not ask for is never exchanged (login CSRF)", async ({
  page,
  request,
}) => {
  // Someone else finishes a Google sign-in (the API client here) and sends the /login?code=... link on.
  const start = await request.get("/api/auth/google", { maxRedirects: 0 });
  const atProvider = await request.get(start.headers()["location"]!, { maxRedirects: 0 });
  const callback = await request.get(atProvider.headers()["location"]!, { maxRedirects: 0 });
  const link = new URL(callback.headers()["location"]!, "http://127.0.0.1");
  expect(link.pathname).toBe("/login");
  const code = link.searchParams.get("code")!;
  expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);

  const exchanges: string[] = [];
  page.on("request", (sent) => {
    if (sent.url().includes("/api/auth/exchange")) exchanges.push(sent.url());
  });
  await page.goto(`/login?code=${code}`);
  await expect(page.getByRole("alert")).toHaveText(
    "This sign-in was not started in this browser. Please sign in again.",
  );
  await expect(page).toHaveURL("/login");
  await expect(header(page).getByRole("link", { name: "Login" })).toBeVisible();
  expect(await storage(page, "token")).toBeNull();
  expect(exchanges).toEqual([]);
  // The page did not spend the code: its own browser (holding the binding cookie) still can.
  const own = await request.post("/api/auth/exchange", { data: { code } });
  expect(own.status()).toBe(200);
});
