import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { subscriptionLinkTexts, subscriptionTexts } from "../../contract/subscription.ts";
import { freePort, startServerProcess, type ServerProcess } from "../support/server-process.ts";
import { eventually, SmtpSink } from "../support/smtp-sink.ts";

// The whole double opt-in as a visitor lives it: subscribe on the page, get the email through real SMTP, follow its
// confirmation link, then its unsubscribe link. A server of its own, so the emails go to this test's SMTP sink.
test.describe("subscription emails", () => {
  test.describe.configure({ mode: "serial" });
  const sink = new SmtpSink();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-e2e-mail-"));
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
        FORM_MIN_FILL_MS: "0",
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

  test("subscribe, confirm from the emailed link, then unsubscribe from the same email", async ({ page }) => {
    const address = "e2e-reader@example.org";
    await page.goto(`${server.url}/insights`);
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email address").fill(address);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText(subscriptionTexts.newsletter.success);

    await eventually(() => sink.received.some((mail) => mail.to.includes(address)), "the confirmation email");
    const mail = sink.received.find((m) => m.to.includes(address))!;
    const confirmUrl = /(http:\/\/\S+\/subscriptions\/confirm#token=[\w-]+)/.exec(mail.decoded)![1]!;
    const unsubscribeUrl = /(http:\/\/\S+\/subscriptions\/unsubscribe#token=[\w-]+)/.exec(mail.decoded)![1]!;
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    await page.goto(confirmUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subscriptionLinkTexts.confirm.title);
    await expect(page).toHaveURL(`${server.url}/subscriptions/confirm`); // the secret left the address bar
    await page.getByRole("button", { name: subscriptionLinkTexts.confirm.submit }).click();
    await expect(page.getByRole("status")).toHaveText(subscriptionLinkTexts.confirm.done("newsletter"));
    expect(
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze()).violations,
    ).toEqual([]);

    // The same link again: a clear answer, nothing changes.
    await page.goto(confirmUrl);
    await page.getByRole("button", { name: subscriptionLinkTexts.confirm.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(subscriptionLinkTexts.problems.used);

    await page.goto(unsubscribeUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subscriptionLinkTexts.unsubscribe.title);
    await page.getByRole("button", { name: subscriptionLinkTexts.unsubscribe.submit }).click();
    await expect(page.getByRole("status")).toHaveText(subscriptionLinkTexts.unsubscribe.done("newsletter"));
    await page.getByRole("link", { name: subscriptionLinkTexts.subscribeAgain }).click();
    await expect(page).toHaveURL(`${server.url}/insights`);
  });

  test("a link without its token, or a forged one, says so and offers no action", async ({ page }) => {
    await page.goto(`${server.url}/subscriptions/unsubscribe`);
    await expect(page.getByRole("alert")).toHaveText(subscriptionLinkTexts.problems.invalid);
    await expect(page.getByRole("button", { name: subscriptionLinkTexts.unsubscribe.submit })).toHaveCount(0);

    await page.goto(`${server.url}/subscriptions/confirm#token=${"x".repeat(43)}`);
    await page.getByRole("button", { name: subscriptionLinkTexts.confirm.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(subscriptionLinkTexts.problems.invalid);
    expect(
      (await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag22aa"]).analyze()).violations,
    ).toEqual([]);
  });
});
