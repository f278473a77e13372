import { expect, test, type Locator, type Page } from "@playwright/test";
import { applicationTexts } from "../../contract/application.ts";
import { contactTexts } from "../../contract/contact.ts";
import { publicFormPages, type PublicForm } from "../../contract/public-forms.ts";
import { subscriptionTexts } from "../../contract/subscription.ts";

// Every public form with JavaScript turned off (ADR 0007): a plain form post to its API endpoint, answered with a
// redirect to its thank-you page, or back to the form with the problems shown and the values kept. No value the
// visitor typed may ever appear in a URL: each test types unique text and watches every request the page makes.

test.use({ javaScriptEnabled: false });

/** Records every URL the page requests; the test fails if one carries any of the given values or a query. */
function watchUrls(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return {
    expectClean(values: string[]) {
      for (const url of urls) {
        const { search, pathname } = new URL(url);
        if (pathname.startsWith("/api/") || publicFormsPages.includes(pathname)) expect(search, url).toBe("");
        for (const value of values) {
          expect(decodeURIComponent(url), url).not.toContain(value);
          expect(url, url).not.toContain(encodeURIComponent(value));
        }
      }
    },
  };
}
const publicFormsPages = Object.values(publicFormPages).flatMap(({ page, thanks }) => [page, thanks]);

async function expectAt(page: Page, path: string) {
  await expect(page).toHaveURL((url) => url.pathname === path && url.search === "");
}

/**
 * The error summary the server puts at the top of the form, as the form kit does with JavaScript: its title, then
 * each field's problem as a link to the field, in the form's order, focused as the page opens (autofocus).
 */
async function expectSummary(form: Locator, title: string, problems: string[]) {
  const summary = form
    .locator("[data-error-summary]")
    .filter({ has: form.page().getByRole("heading", { name: title, exact: true }) });
  await expect(summary).toHaveRole("alert");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText(problems);
  for (const problem of problems) {
    const href = await summary.getByRole("link", { name: problem }).getAttribute("href");
    await expect(form.locator(href!)).toHaveAttribute("aria-invalid", "true");
  }
}

const unique = () => `x${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

test.describe("contact form without JavaScript", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Contact form" });

  test("posts to the API, shows the problems and keeps the values, then lands on the thank-you page", async ({
    page,
  }) => {
    const urls = watchUrls(page);
    const subject = `Subject ${unique()}`;
    const organization = `Org ${unique()}`;
    await page.goto("/contact");
    await expect(form(page)).toHaveAttribute("method", "post");
    await expect(form(page)).toHaveAttribute("action", publicFormPages.contact.action);
    await form(page).getByLabel("Name").fill("Ada Lovelace");
    await form(page).getByLabel("Email").fill("not-an-email");
    await form(page).getByLabel("Organisation").fill(organization);
    await form(page).getByLabel("Category").selectOption("genomics");
    await form(page).getByLabel("Subject").fill(subject);
    await form(page).getByRole("button", { name: "Send Message" }).click();

    // Back on the form: the error summary, each field's own problem, every value as typed.
    await expectAt(page, "/contact");
    await expectSummary(form(page), "There is a problem", [
      "Please enter a valid email address",
      "Please enter your message",
    ]);
    const email = form(page).getByLabel("Email");
    await expect(email).toHaveValue("not-an-email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Please enter a valid email address");
    await expect(
      form(page).getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveAccessibleDescription("Please enter your message");
    await expect(form(page).getByLabel("Name")).toHaveValue("Ada Lovelace");
    await expect(form(page).getByLabel("Organisation")).toHaveValue(organization);
    await expect(form(page).getByLabel("Category")).toHaveValue("genomics");
    await expect(form(page).getByLabel("Subject")).toHaveValue(subject);

    // A reload shows a clean form: the flash is read once.
    await page.reload();
    await expect(form(page).getByLabel("Subject")).toHaveValue("");
    await expect(form(page).getByRole("alert")).toHaveCount(0);

    await form(page).getByLabel("Name").fill("Ada Lovelace");
    await form(page).getByLabel("Email").fill("ada@example.org");
    await form(page).getByLabel("Subject").fill(subject);
    await form(page).getByRole("textbox", { name: "Message", exact: true }).fill(`Hello ${unique()}`);
    await form(page).getByRole("button", { name: "Send Message" }).click();
    await expectAt(page, publicFormPages.contact.thanks);
    await expect(page.getByRole("status")).toHaveText(contactTexts.success);
    urls.expectClean([subject, organization, "ada@example.org", "not-an-email"]);
  });
});

test.describe("application form without JavaScript", () => {
  const form = (page: Page) => page.getByRole("form", { name: "Job application" });

  test("is on the Careers page itself, round-trips its problems and lands on the thank-you page", async ({
    page,
  }) => {
    const urls = watchUrls(page);
    const letter = `Cover letter ${unique()}`;
    await page.goto("/careers");
    await expect(form(page)).toBeVisible();
    await form(page).getByLabel("Name").fill("Grace Hopper");
    await form(page).getByLabel("Email").fill("grace@example.org");
    await form(page).getByLabel("Position").selectOption("climate-scientist");
    await form(page).getByLabel("Open to remote work").uncheck();
    await form(page).getByLabel("Cover Letter").fill(letter);
    await form(page).getByRole("button", { name: "Submit Application" }).click();

    // Experience is missing: the required fields are named all at once, as with JavaScript.
    await expectAt(page, "/careers");
    await expectSummary(form(page), applicationTexts.missingRequired, [
      "Please choose your experience level",
    ]);
    await expect(form(page).getByLabel("Experience")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel("Name")).toHaveValue("Grace Hopper");
    await expect(form(page).getByLabel("Position")).toHaveValue("climate-scientist");
    await expect(form(page).getByLabel("Open to remote work")).not.toBeChecked();
    await expect(form(page).getByLabel("Cover Letter")).toHaveValue(letter);

    await form(page).getByLabel("Experience").selectOption("senior");
    await form(page).getByLabel("Resume (link)").fill("not a link");
    await form(page).getByRole("button", { name: "Submit Application" }).click();
    await expectAt(page, "/careers");
    await expectSummary(form(page), "There is a problem", [
      "Resume must be a web address starting with http:// or https://",
    ]);

    await form(page).getByLabel("Resume (link)").fill("https://example.org/cv.pdf");
    await form(page).getByRole("button", { name: "Submit Application" }).click();
    await expectAt(page, publicFormPages.application.thanks);
    await expect(page.getByRole("status")).toHaveText(applicationTexts.success);
    urls.expectClean([letter, "grace@example.org", "Grace Hopper"]);
  });
});

const subscriptionForms: { list: PublicForm & ("newsletter" | "events"); path: string; name: string }[] = [
  { list: "newsletter", path: "/insights", name: "Newsletter sign-up" },
  { list: "events", path: "/events", name: "Event announcements sign-up" },
];

for (const { list, path, name } of subscriptionForms) {
  test.describe(`${list} form without JavaScript`, () => {
    test("shows an invalid address again with its problem, then subscribes", async ({ page }) => {
      const urls = watchUrls(page);
      const address = `${unique()}@example.org`;
      await page.goto(path);
      const form = page.getByRole("form", { name });
      await expect(form).toBeVisible();
      await form.getByLabel("Email address").fill("reader");
      await form.getByRole("button", { name: "Subscribe", exact: true }).click();
      await expectAt(page, path);
      const again = page.getByRole("form", { name });
      // One field: focused, with its own message (no summary), as with JavaScript.
      await expect(again.getByLabel("Email address")).toBeFocused();
      await expect(again.locator("[data-error-summary]")).toHaveCount(0);
      await expect(again.getByLabel("Email address")).toHaveValue("reader");
      await expect(again.getByLabel("Email address")).toHaveAccessibleDescription(
        "Please enter a valid email address",
      );

      await again.getByLabel("Email address").fill(address);
      await again.getByRole("button", { name: "Subscribe", exact: true }).click();
      await expectAt(page, publicFormPages[list].thanks);
      await expect(page.getByRole("status")).toHaveText(
        subscriptionTexts[list as "newsletter" | "events"].success,
      );
      urls.expectClean([address, "reader"]);
    });
  });
}

test("a form post from another site is refused", async ({ page, baseURL }) => {
  const response = await page.request.post(`${baseURL}/api/contact/`, {
    form: { name: "Mallory", email: "m@example.org", subject: "Hi", message: "From elsewhere" },
    headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
