import { expect, test } from "@playwright/test";
import { subscriptionLinkTexts, subscriptionTexts } from "../../contract/subscription.ts";
import { expectNoAxeViolations, openHydrated } from "../support/axe.ts";
import { serverWithMailbox } from "../support/server-with-mailbox.ts";
import { eventually } from "../support/smtp-sink.ts";

// The whole double opt-in as a visitor lives it: subscribe on the page, get the email through real SMTP, follow its
// confirmation link, then its unsubscribe link. A server of its own, so the emails go to this test's SMTP sink.
test.describe("subscription emails", () => {
  test.describe.configure({ mode: "serial" });
  const mailbox = serverWithMailbox({ FORM_MIN_FILL_MS: "0" });
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a server process of its own: see serverWithMailbox
    await mailbox.start();
  });
  test.afterAll(() => mailbox.stop());

  test("subscribe, confirm from the emailed link, then unsubscribe from the same email", async ({ page }) => {
    const address = "e2e-reader@example.org";
    // With JavaScript: the form's own status line. Before hydration the same click is a plain form post (ADR 0007),
    // answered by the thank-you page, so wait for it.
    await openHydrated(page, `${mailbox.url}/insights`);
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email address").fill(address);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText(subscriptionTexts.newsletter.success);

    await eventually(
      () => mailbox.sink.received.some((mail) => mail.to.includes(address)),
      "the confirmation email",
    );
    const mail = mailbox.sink.received.find((m) => m.to.includes(address))!;
    const confirmUrl = /(http:\/\/\S+\/subscriptions\/confirm#token=[\w-]+)/.exec(mail.decoded)![1]!;
    const unsubscribeUrl = /(http:\/\/\S+\/subscriptions\/unsubscribe#token=[\w-]+)/.exec(mail.decoded)![1]!;
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    await page.goto(confirmUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subscriptionLinkTexts.confirm.title);
    await expect(page).toHaveURL(`${mailbox.url}/subscriptions/confirm`); // the secret left the address bar
    await page.getByRole("button", { name: subscriptionLinkTexts.confirm.submit }).click();
    await expect(page.getByRole("status")).toHaveText(subscriptionLinkTexts.confirm.done("newsletter"));
    await expectNoAxeViolations(page);

    // The same link again: a clear answer, nothing changes.
    await page.goto(confirmUrl);
    await page.getByRole("button", { name: subscriptionLinkTexts.confirm.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(subscriptionLinkTexts.problems.used);
    // Already confirmed: nothing to subscribe to again.
    await expect(page.getByRole("link", { name: subscriptionLinkTexts.subscribeAgain })).toHaveCount(0);

    await page.goto(unsubscribeUrl);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(subscriptionLinkTexts.unsubscribe.title);
    await page.getByRole("button", { name: subscriptionLinkTexts.unsubscribe.submit }).click();
    await expect(page.getByRole("status")).toHaveText(subscriptionLinkTexts.unsubscribe.done("newsletter"));
    await page.getByRole("link", { name: subscriptionLinkTexts.subscribeAgain }).click();
    await expect(page).toHaveURL(`${mailbox.url}/insights`);
  });

  test("a link without its token, or a forged one, says so, offers no action, and offers to subscribe again", async ({
    page,
  }) => {
    await page.goto(`${mailbox.url}/subscriptions/unsubscribe`);
    await expect(page.getByRole("alert")).toHaveText(subscriptionLinkTexts.problems.invalid);
    await expect(page.getByRole("button", { name: subscriptionLinkTexts.unsubscribe.submit })).toHaveCount(0);
    await expect(page.getByRole("link", { name: subscriptionLinkTexts.subscribeAgain })).toBeVisible();

    await page.goto(`${mailbox.url}/subscriptions/confirm#token=${"x".repeat(43)}`);
    await page.getByRole("button", { name: subscriptionLinkTexts.confirm.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(subscriptionLinkTexts.problems.invalid);
    // A link that cannot work still leaves a way on.
    await expect(page.getByRole("link", { name: subscriptionLinkTexts.subscribeAgain })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an expired link says so and offers to subscribe again, from the answer's code", async ({ page }) => {
    // A real link expires after 48 hours: the answer the API documents for it stands in here.
    await page.route("**/api/subscriptions/confirm", (route) =>
      route.fulfill({
        status: 410,
        contentType: "application/json",
        body: JSON.stringify({ message: subscriptionLinkTexts.problems.expired, code: "expired" }),
      }),
    );
    await page.goto(`${mailbox.url}/subscriptions/confirm#token=${"y".repeat(43)}`);
    await page.getByRole("button", { name: subscriptionLinkTexts.confirm.submit }).click();
    await expect(page.getByRole("alert")).toHaveText(subscriptionLinkTexts.problems.expired);
    await expect(page.getByRole("link", { name: subscriptionLinkTexts.subscribeAgain })).toBeVisible();
  });
});
