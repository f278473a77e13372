import { expect, test, type Page } from "@playwright/test";
import { subscriptionTexts } from "../../contract/subscription.ts";
import { expectNoAxeViolations, waitForInteractive } from "../support/axe.ts";
import { applyNowFor } from "../support/careers.ts";

// The forms post JSON with their busy states once their island has hydrated, at the visitor's first interaction
// with it (ADR 0016); before that they are plain form posts (ADR 0007, tests/e2e/forms-without-js.spec.ts).
async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForInteractive(page);
}

// The forms are located by role, label and text only: the real Contact, Careers, Insights and Events pages place
// them in their own layouts.

async function fillContact(page: Page, subject = "Partnership") {
  await page.getByLabel("Name").fill("Ada Lovelace");
  await page.getByLabel("Email").fill("ada@example.org");
  await page.getByLabel("Organisation").fill("Analytical Engines");
  await page.getByLabel("Category").selectOption("genomics");
  await page.getByLabel("Subject").fill(subject);
  await page.getByRole("textbox", { name: "Message", exact: true }).fill("We would like to work with you.");
}

test.describe("contact form", () => {
  test("sends a message: busy button, success banner, form reset", async ({ page }) => {
    await open(page, "/contact");
    await expect(page.getByLabel("Category")).toHaveValue("general");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAttribute("rows", "6");
    await fillContact(page);

    // Hold the request until the busy state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/contact/", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Message" }).click();
    const busy = page.getByRole("button", { name: "Sending..." });
    await expect(busy).toBeDisabled();
    release();

    await expect(page.getByRole("status")).toHaveText("Thank you! Your message has been sent successfully.");
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Subject")).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("general");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
  });

  test("shows the error banner when the API fails and keeps what was typed", async ({ page }) => {
    await page.route("**/api/contact/", (route) =>
      route.fulfill({
        status: 500,
        json: { message: "Something went wrong on our side. Please try again." },
      }),
    );
    await open(page, "/contact");
    await fillContact(page, "Kept subject");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Sorry, there was an error sending your message. Please try again.",
    );
    await expect(page.getByLabel("Subject")).toHaveValue("Kept subject");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveValue(
      "We would like to work with you.",
    );
  });

  test("checks the fields before sending: every problem on its field and in the summary at the top, focused", async ({
    page,
  }) => {
    let sent = false;
    await page.route("**/api/contact/", (route) => {
      sent = true;
      return route.continue();
    });
    await open(page, "/contact");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send Message" }).click();
    const summary = page
      .locator("[data-error-summary]")
      .filter({ has: page.getByRole("heading", { name: "There is a problem", exact: true }) });
    await expect(summary).toHaveRole("alert");
    await expect(page.locator("[data-form-status]")).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "Please enter your name",
      "Please enter a valid email address",
      "Please enter a subject",
      "Please enter your message",
    ]);
    const name = page.getByLabel("Name");
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name");
    await expect(page.getByLabel("Email")).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(page.getByRole("textbox", { name: "Message", exact: true })).toHaveAccessibleDescription(
      "Please enter your message",
    );
    // Each problem leads to its field.
    await summary.getByRole("link", { name: "Please enter a subject" }).click();
    await expect(page.getByLabel("Subject")).toBeFocused();
    expect(sent).toBe(false);
  });

  test("has no axe violations in the form", async ({ page }) => {
    await open(page, "/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expectNoAxeViolations(page, { include: "form" });
  });
});

test.describe("job application dialog", () => {
  test("the required flows from a freshly loaded page, opening nothing first: Apply Now on the second job, Cancel, send", async ({
    page,
  }) => {
    // No waitForInteractive: every card shows its Apply Now at first sight, and the first press starts the islands.
    await page.goto("/careers");
    const second = page.locator("#open-positions article").nth(1);
    const title = (await second.getByRole("heading", { level: 3 }).textContent())!;
    const apply = second.getByRole("button", { name: `Apply Now for ${title}` });
    await expect(apply).toBeVisible();
    await apply.click();
    const dialog = page.getByRole("dialog", { name: `Apply for ${title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Position")).toHaveValue("nutritional-ai-engineer");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await apply.click();
    await fillApplication(dialog);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("Application submitted successfully!")).toBeVisible();
  });

  test("opens from two different jobs with the right position, closes with Cancel and Escape, returns focus", async ({
    page,
  }) => {
    await open(page, "/careers");
    const firstButton = applyNowFor(page, "Genomic Systems Architect");
    await expect(firstButton).toHaveText("Apply Now");
    await firstButton.click();
    let dialog = page.getByRole("dialog", { name: "Apply for Genomic Systems Architect" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Position")).toHaveValue("genomic-systems-architect");
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(firstButton).toBeFocused();

    const secondButton = applyNowFor(page, "Climate Scientist");
    await secondButton.click();
    dialog = page.getByRole("dialog", { name: "Apply for Climate Scientist" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Position")).toHaveValue("climate-scientist");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(secondButton).toBeFocused();

    await firstButton.click();
    dialog = page.getByRole("dialog", { name: "Apply for Genomic Systems Architect" });
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("keeps focus inside the open dialog and the page behind inert", async ({ page }) => {
    await open(page, "/careers");
    await applyNowFor(page, "Nutritional AI Engineer").click();
    const dialog = page.getByRole("dialog", { name: "Apply for Nutritional AI Engineer" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 25; i++) await page.keyboard.press("Tab");
    const focusInside = await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")));
    expect(focusInside).toBe(true);
    // Opened with showModal(): the dialog matches :modal and everything outside it is inert.
    expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
    await expectNoAxeViolations(page, { include: "dialog" });
  });

  test("asks for the required fields before sending: the fixed message over every problem", async ({
    page,
  }) => {
    await open(page, "/careers");
    await applyNowFor(page, "Climate Scientist").click();
    const dialog = page.getByRole("dialog", { name: "Apply for Climate Scientist" });
    await dialog.getByLabel("Name").fill("Grace");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    const summary = dialog.locator("[data-error-summary]").filter({
      has: page.getByRole("heading", {
        name: "Please fill out all required fields: Name, Email, Position, Experience, and Cover Letter.",
        exact: true,
      }),
    });
    await expect(summary.getByRole("link")).toHaveText([
      "Please enter a valid email address",
      "Please choose your experience level",
      "Please write a cover letter",
    ]);
    await expect(dialog.getByLabel("Email")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expect(dialog).toBeVisible();
  });

  test("shows the server's details after 'Failed to submit application: ' and stays open", async ({
    page,
  }) => {
    await page.route("**/api/careers/apply", (route) =>
      route.fulfill({
        status: 400,
        json: {
          message: "Some of the information you sent is not valid.",
          details: [
            "Please choose one of the listed positions",
            "Resume must be a web address starting with http:// or https://",
          ],
        },
      }),
    );
    await open(page, "/careers");
    await applyNowFor(page, "Climate Scientist").click();
    const dialog = page.getByRole("dialog", { name: "Apply for Climate Scientist" });
    await fillApplication(dialog);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Failed to submit application: Please choose one of the listed positions, Resume must be a web address starting with http:// or https://",
    );
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue("Grace Hopper");
  });

  test("falls back to the server's message when it gives no details", async ({ page }) => {
    await page.route("**/api/careers/apply", (route) =>
      route.fulfill({
        status: 429,
        json: { message: "Too many requests. Please wait a moment and try again." },
      }),
    );
    await open(page, "/careers");
    await applyNowFor(page, "Climate Scientist").click();
    const dialog = page.getByRole("dialog", { name: "Apply for Climate Scientist" });
    await fillApplication(dialog);
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    await expect(dialog.getByRole("alert")).toHaveText(
      "Failed to submit application: Too many requests. Please wait a moment and try again.",
    );
  });

  test("submits, closes, confirms and resets the form", async ({ page }) => {
    await open(page, "/careers");
    const button = applyNowFor(page, "Nutritional AI Engineer");
    await button.click();
    const dialog = page.getByRole("dialog", { name: "Apply for Nutritional AI Engineer" });
    await fillApplication(dialog);
    const answer = page.waitForResponse("**/api/careers/apply");
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    expect((await answer).status()).toBe(201);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("status")).toContainText("Application submitted successfully!");
    await expect(button).toBeFocused();

    await button.click();
    await expect(dialog.getByLabel("Name")).toHaveValue("");
    await expect(dialog.getByLabel("Cover Letter")).toHaveValue("");
    await expect(dialog.getByLabel("Position")).toHaveValue("nutritional-ai-engineer");
  });
});

async function fillApplication(dialog: ReturnType<Page["getByRole"]>) {
  await dialog.getByLabel("Name").fill("Grace Hopper");
  await dialog.getByLabel("Email").fill("grace@example.org");
  await dialog.getByLabel("Experience").selectOption("senior");
  await dialog.getByLabel("Resume (link)").fill("https://example.org/cv.pdf");
  await dialog.getByLabel("Cover Letter").fill("I would love to help.");
}

test.describe("subscriptions", () => {
  test("the Insights newsletter form subscribes an address", async ({ page }) => {
    await open(page, "/insights");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email address").fill("reader@example.org");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText(subscriptionTexts.newsletter.success);
    await expect(form.getByLabel("Email address")).toHaveValue("");
  });

  test("the newsletter form explains an invalid address next to the field", async ({ page }) => {
    await open(page, "/insights");
    const form = page.getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email address").fill("reader");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByLabel("Email address")).toHaveAccessibleDescription(
      "Please enter a valid email address",
    );
    await expectNoAxeViolations(page, { include: "form" });
  });

  test("Subscribe to Events asks for an email and subscribes it", async ({ page }) => {
    await open(page, "/events");
    const toggle = page.getByRole("button", { name: "Subscribe to Events" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const form = page.getByRole("form", { name: "Event announcements sign-up" });
    await expect(form.getByLabel("Email address")).toBeFocused();
    await form.getByLabel("Email address").fill("attendee@example.org");
    await form.getByRole("button", { name: "Subscribe", exact: true }).click();
    await expect(form.getByRole("status")).toHaveText(subscriptionTexts.events.success);
    await expectNoAxeViolations(page, { include: "form" });
  });
});
