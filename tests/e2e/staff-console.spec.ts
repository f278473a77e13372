import fs from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { currentCode, TOTP_PERIOD_SECONDS } from "../../server/auth/second-factor.ts";
import { eq } from "drizzle-orm";
import { users } from "../../server/auth/auth.schema.ts";
import { createSession } from "../../server/auth/sessions.ts";
import { setRole } from "../../server/staff/staff-access.ts";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";
import { verifyEmail } from "../support/auth-helpers.ts";
import { humanMeta } from "../support/forms.ts";
import { startConsoleServer } from "../support/staff-console.ts";
import type { TestServer } from "../support/test-server.ts";

// The staff console as staff use it, in the browser, against a server of its own (in this worker, so the test can
// give roles the way `npm run staff` does). Each state of the page is checked with axe.
test.describe("staff console", () => {
  // A code may wait up to 30 s for its time step (freshCode).
  test.describe.configure({ mode: "serial", timeout: 75_000 });
  let server: TestServer;
  let secret = "";
  let lastStep = 0;
  const password = "analytical-engine-1843";
  const adminEmail = `admin.${Date.now()}@example.org`;

  /**
   * A code of a time step not used yet (the server takes each code once). The server accepts one step ahead at
   * most, so a third code within one 30 s step waits for the clock to reach the next.
   */
  async function freshCode(): Promise<string> {
    const stepNow = () => Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS);
    const step = Math.max(stepNow(), lastStep + 1);
    lastStep = step;
    while (stepNow() < step - 1) await new Promise((resolve) => setTimeout(resolve, 250));
    return currentCode(secret, step * TOTP_PERIOD_SECONDS * 1000 + 1000);
  }

  async function api(path: string, body: unknown, token?: string) {
    const response = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => undefined)) as Record<string, string>,
    };
  }

  async function signIn(page: Page, token: string) {
    await page.addInitScript((value) => window.localStorage.setItem("token", value), token);
  }

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startConsoleServer();
    const submit = (path: string, body: Record<string, unknown>) => api(path, { ...humanMeta, ...body });
    await submit("/api/contact", {
      name: "Ada Lovelace",
      email: "ada@example.org",
      subject: "Soil sensor pilot",
      message: "We would like to pilot your sensors.",
      category: "partnerships",
    });
    await submit("/api/careers/apply", {
      name: "Grace Hopper",
      email: "grace@example.org",
      position: "ai-researcher",
      experience: "senior",
      coverLetter: "Compilers and climate models.",
    });
    await submit("/api/contact", {
      name: "Spam Bot",
      email: "bot@example.org",
      subject: "Cheap pills",
      message: "Buy now",
      website: "http://spam.example",
    });
    const registered = await api("/api/auth/register", { name: "Ada Admin", email: adminEmail, password });
    expect(registered.status).toBe(201);
    await verifyEmail(server, adminEmail, registered.body.token!);
    await setRole(server.database.db, adminEmail, "admin");
  });
  test.afterAll(async () => {
    await server?.close();
  });

  async function login(email = adminEmail) {
    const answer = await api("/api/auth/login", { email, password });
    expect(answer.status).toBe(200);
    return answer.body.token!;
  }

  test("signed out: the shell asks to sign in, is noindex, and the header has no staff link", async ({
    page,
  }) => {
    await openHydrated(page, `${server.url}/staff`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff console");
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?from=%2Fstaff",
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Staff" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("a visitor is told the console is for staff, with no staff link", async ({ page }) => {
    const visitor = await api("/api/auth/register", {
      name: "Vic Visitor",
      email: `visitor.${Date.now()}@example.org`,
      password,
    });
    await signIn(page, visitor.body.token!);
    await openHydrated(page, `${server.url}/staff`);
    await expect(page.getByRole("alert")).toHaveText("This page is for staff of the collective only.");
    await expect(page.getByRole("banner").getByRole("link", { name: "Staff" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("an admin sets up two-step verification, then handles the inbox", async ({ page }) => {
    test.setTimeout(120_000); // one long flow with six accessibility audits
    await signIn(page, await login());
    await openHydrated(page, `${server.url}/`);
    await page.getByRole("banner").getByRole("link", { name: "Staff" }).click();
    await expect(page).toHaveURL(`${server.url}/staff`);

    await expect(page.getByRole("heading", { name: "Set up two-step verification" })).toBeVisible();
    await page.getByRole("button", { name: "Start set-up" }).click();
    secret = (await page.getByTestId("totp-secret").textContent())!.trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // The same key as a QR code for a phone's camera (what it encodes: totp-qr-code.test.tsx).
    await expect(
      page.getByRole("img", { name: "QR code of the key, for your authenticator app's camera" }),
    ).toBeVisible();
    await expect(page.getByTestId("recovery-codes").getByRole("listitem")).toHaveCount(10);
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByLabel("Code from your app").fill("000000");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByText("That code is not valid", { exact: false })).toBeVisible();
    await page
      .getByRole("main")
      .getByLabel("Code from your app")
      .fill(await freshCode());
    await page.getByRole("button", { name: "Confirm" }).click();

    // The inbox, newest first, spam aside.
    await expect(page.getByRole("tab", { name: "Inbox" })).toHaveAttribute("aria-selected", "true");
    const entries = page.getByRole("list").filter({ hasText: "Soil sensor pilot" });
    await expect(entries.getByRole("listitem")).toHaveCount(2);
    await expect(entries.getByRole("listitem").first()).toContainText("AI Researcher");
    await expect(page.getByText("Cheap pills")).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Search, then open the application.
    await page.getByRole("main").getByLabel("Search").fill("grace");
    await page.getByRole("main").getByLabel("Search").press("Enter");
    await expect(page.getByRole("button", { name: /Grace Hopper/ })).toHaveCount(1);
    await expect(page.getByRole("button", { name: /Ada Lovelace/ })).toHaveCount(0);
    await page.getByRole("button", { name: /Grace Hopper/ }).click();
    await expect(page.getByRole("heading", { name: "Application: AI Researcher" })).toBeFocused();
    await expect(page.getByText("Compilers and climate models.")).toBeVisible();

    await page.getByRole("main").getByLabel("Stage").selectOption("in-review");
    await page.getByRole("button", { name: "Move to In review" }).click();
    await expect(page.getByRole("status")).toHaveText("Moved to In review.");
    await expect(page.getByText(/Stage set by Ada Admin on/)).toBeVisible();
    await page.getByRole("main").getByLabel("New note").fill("Strong candidate; call back Monday.");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByText("Strong candidate; call back Monday.")).toBeVisible();
    await expectNoAxeViolations(page);
    // The list beside the entry shows the change at once; closing the entry puts the focus back on its row.
    await expect(page.getByRole("button", { name: /Grace Hopper/ })).toContainText("In review");
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("button", { name: /Grace Hopper/ })).toBeFocused();

    // What the spam signals kept aside, in the Spam view: release it.
    const views = page.getByRole("navigation", { name: "Inbox views" });
    await views.getByRole("button", { name: /^Spam/ }).click();
    await page.getByRole("button", { name: /Cheap pills/ }).click();
    await page.getByRole("button", { name: "Release from spam" }).click();
    await expect(page.getByRole("status")).toHaveText("Released: its email is queued.");
    await page.getByRole("button", { name: "Close" }).click();

    // CSV of the current filter, downloaded with the token in a header, never in the URL.
    await views.getByRole("button", { name: /^All entries/ }).click();
    await page.getByRole("button", { name: /^Filters/ }).click();
    await page.getByRole("main").getByLabel("Kind").selectOption("contact");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByRole("button", { name: /Filters 1 active/ })).toBeVisible();
    const requests: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^inbox-contact-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv).toContain("Soil sensor pilot");
    expect(csv).toContain("Cheap pills");
    expect(csv).not.toContain("Grace Hopper");
    expect(requests.every((url) => !/token|Bearer/i.test(url))).toBe(true);

    // Admin tabs: the audit log has the view and the changes.
    await page.getByRole("tab", { name: "Audit log" }).click();
    const log = page.getByRole("table");
    await expect(log).toContainText("view");
    await expect(log).toContainText("stage (received → in-review; no email)");
    await expect(log).toContainText("release");
    await expect(log).toContainText("export");
    await expectNoAxeViolations(page);
    await page.getByRole("tab", { name: "Accounts" }).click();
    await expect(page.getByRole("table")).toContainText(adminEmail);
    await expectNoAxeViolations(page);
  });

  test("a later sign-in asks for the code on /login, and the console opens without another", async ({
    page,
  }) => {
    expect(secret).not.toBe("");
    await openHydrated(page, `${server.url}/login?from=%2Fstaff`);
    await page.getByLabel("Email").fill(adminEmail);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeFocused();
    await page.getByLabel("Code from your app").fill(await freshCode());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(`${server.url}/staff`);
    await expect(page.getByRole("tab", { name: "Inbox" })).toBeVisible();
  });

  test("a session that has not proved it (a passkey that does not count) verifies with a code", async ({
    page,
  }) => {
    // Made as a passkey sign-in makes it: a session without the second factor's proof.
    const [admin] = await server.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, adminEmail));
    await signIn(page, await createSession(server.database.db, admin!.id, false, server.config.auth));
    await openHydrated(page, `${server.url}/staff`);
    await expect(page.getByRole("heading", { name: "Two-step verification" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole("main")
      .getByLabel("Code from your app")
      .fill(await freshCode());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByRole("tab", { name: "Inbox" })).toBeVisible();
  });
});
