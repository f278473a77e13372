import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { verifyEmailTexts } from "../../contract/auth-messages.ts";
import { freePort, startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { eventually, SmtpSink } from "../support/smtp-sink.ts";

// Email verification as a new member lives it: register, get the email through real SMTP, follow its link. A server
// of its own, so the emails go to this test's SMTP sink.
test.describe("email verification", () => {
  test.describe.configure({ mode: "serial" });
  const sink = new SmtpSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-e2e-verify-"));
  let server: ServerProcess;

  // A server process of its own: PGlite's first start and migrations can take most of a minute on a busy machine.
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await sink.start(0);
    const port = await freePort();
    server = await startServerProcess(
      {
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        OUTBOX_POLL_MS: "100",
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        STATIC_DIR: path.resolve("build/client"),
      },
      { port },
    );
  });
  test.afterAll(async () => {
    await server?.stop();
    await sink.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function register(email: string) {
    const response = await fetch(`${server.url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Vera Verify", email, password: "analytical-engine-1843" }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { token: string }).token;
  }

  const linksTo = (address: string) =>
    sink.received
      .filter((mail) => mail.to.includes(address))
      .map((mail) => /(http:\/\/\S+\/verify-email#token=[\w-]+)/.exec(mail.decoded)![1]!);

  test("the emailed link verifies the address, leaves the address bar clean, and works only once", async ({
    page,
  }) => {
    const address = `vera.${Date.now()}@example.org`;
    await register(address);
    await eventually(() => linksTo(address).length > 0, "the verification email");
    const [link] = linksTo(address);

    await page.goto(link!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(verifyEmailTexts.title);
    await expect(page.getByRole("status")).toHaveText(verifyEmailTexts.done);
    await expect(page).toHaveURL(`${server.url}/verify-email`); // the secret left the address bar
    expect(
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze()).violations,
    ).toEqual([]);

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

    await page.goto(`${server.url}/verify-email#token=${"x".repeat(43)}`);
    await expect(page.getByRole("alert")).toHaveText(verifyEmailTexts.problems.invalid);
    await page.getByRole("button", { name: verifyEmailTexts.resend }).click();
    await expect(page.getByRole("status")).toHaveText(verifyEmailTexts.resent);
    await eventually(() => linksTo(address).length === 2, "the new verification email");

    await page.goto(linksTo(address)[1]!);
    await expect(page.getByRole("status")).toHaveText(verifyEmailTexts.done);
  });

  test("without a token and signed out, the page says so and offers to sign in", async ({ page }) => {
    await page.goto(`${server.url}/verify-email`);
    await expect(page.getByRole("alert")).toHaveText(verifyEmailTexts.problems.invalid);
    await expect(page.getByRole("link", { name: verifyEmailTexts.signInToResend })).toHaveAttribute(
      "href",
      "/login?from=%2Fverify-email",
    );
  });
});
