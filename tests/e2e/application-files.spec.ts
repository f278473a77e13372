import fs from "node:fs";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { applicationFileTexts } from "../../contract/application-files.ts";
import { applicationTexts } from "../../contract/application.ts";
import { publicFormPages } from "../../contract/public-forms.ts";
import { expectNoAxeViolations, openHydrated, waitForInteractive } from "../support/axe.ts";
import { applyNowFor } from "../support/careers.ts";
import { verifiedStaff } from "../support/staff-helpers.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// A CV sent with an application (ADR 0051), in the browser: the dialog with JavaScript, and the
// form on the page without it. A refused file is named on its field and nothing typed is lost; a PDF goes through.

const cvPdf = {
  name: "grace-hopper-cv.pdf",
  mimeType: "application/pdf",
  buffer: fs.readFileSync("tests/support/files/cv.pdf"),
};
// A picture renamed to look like a PDF: only the server, reading the bytes, can tell.
const fakePdf = {
  name: "cv.pdf",
  mimeType: "application/pdf",
  buffer: fs.readFileSync("tests/support/files/picture.png"),
};
const wrongType = applicationFileTexts.wrongType("CV file");

async function fill(form: Locator, letter: string) {
  await form.getByLabel("Name").fill("Grace Hopper");
  await form.getByLabel("Email").fill("grace@example.org");
  await form.getByLabel("Experience").selectOption("senior");
  await form.getByLabel("Cover Letter").fill(letter);
}

test.describe("an application with a CV file, with JavaScript", () => {
  for (const [colorScheme, width] of [
    ["light", 1280],
    ["dark", 375],
  ] as const) {
    test(`refuses a picture named .pdf, keeps what was typed, then sends a PDF (${colorScheme}, ${width} px)`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/careers");
      await waitForInteractive(page);
      await applyNowFor(page, "Climate Scientist").click();
      const dialog = page.getByRole("dialog", { name: "Apply for Climate Scientist" });
      const letter = `Models and code ${Date.now()}`;
      await fill(dialog, letter);
      const cvField = dialog.getByLabel("CV file");
      await expect(cvField).toHaveAccessibleDescription(applicationFileTexts.hint);
      await cvField.setInputFiles(fakePdf);

      const refused = page.waitForResponse("**/api/careers/apply");
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      expect((await refused).status()).toBe(400);
      await expect(dialog.getByRole("alert")).toHaveText(applicationTexts.failurePrefix + wrongType);
      await expect(dialog.getByLabel("Name")).toHaveValue("Grace Hopper");
      await expect(dialog.getByLabel("Cover Letter")).toHaveValue(letter);
      await expectNoAxeViolations(page, { include: "dialog" });

      await cvField.setInputFiles(cvPdf);
      const stored = page.waitForResponse("**/api/careers/apply");
      await dialog.getByRole("button", { name: "Submit Application" }).click();
      const answer = await stored;
      expect(answer.status()).toBe(201);
      expect(answer.request().headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole("status")).toContainText(applicationTexts.success);
    });
  }

  test("says a file over 10 MB is too large before sending it", async ({ page }) => {
    await page.goto("/careers");
    await waitForInteractive(page);
    await applyNowFor(page, "Climate Scientist").click();
    const dialog = page.getByRole("dialog", { name: "Apply for Climate Scientist" });
    await fill(dialog, "Large portfolio");
    let sent = false;
    page.on("request", (request) => {
      if (request.url().includes("/api/careers/apply")) sent = true;
    });
    await dialog.getByLabel("Portfolio file").setInputFiles({
      name: "portfolio.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.concat([cvPdf.buffer, Buffer.alloc(10 * 1024 * 1024)]),
    });
    await dialog.getByRole("button", { name: "Submit Application" }).click();
    const tooLarge = applicationFileTexts.tooLarge("Portfolio file");
    await expect(dialog.getByLabel("Portfolio file")).toHaveAccessibleDescription(
      `${applicationFileTexts.hint} ${tooLarge}`,
    );
    await expect(dialog.getByRole("link", { name: tooLarge })).toBeVisible();
    expect(sent).toBe(false);
  });
});

test.describe("an application with a CV file, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  const form = (page: Page) => page.getByRole("form", { name: "Job application" });

  test("names the refused file on its field, keeps the values, then lands on the thank-you page", async ({
    page,
    browser,
  }) => {
    const letter = `Without scripts ${Date.now()}`;
    await page.goto("/careers");
    await form(page).getByLabel("Position").selectOption("climate-scientist");
    await fill(form(page), letter);
    await form(page).getByLabel("CV file").setInputFiles(fakePdf);
    await form(page).getByRole("button", { name: "Submit Application" }).click();

    await expect(page).toHaveURL((url) => url.pathname === "/careers");
    await expect(form(page).getByLabel("CV file")).toHaveAttribute("aria-invalid", "true");
    await expect(form(page).getByLabel("CV file")).toHaveAccessibleDescription(new RegExp(wrongType));
    await expect(form(page).getByLabel("Cover Letter")).toHaveValue(letter);
    await expect(form(page).getByLabel("Position")).toHaveValue("climate-scientist");
    await expectNoAxeViolationsWithoutScripts(browser, page);

    await form(page).getByLabel("CV file").setInputFiles(cvPdf);
    await form(page).getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL((url) => url.pathname === publicFormPages.application.thanks);
    await expect(page.getByRole("status")).toHaveText(applicationTexts.success);
  });
});

test.describe("the file in the staff console", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    server = await startTestServer({ FORM_MIN_FILL_MS: "0", FORM_RATE_LIMIT: "1000" });
    const form = new FormData();
    const fields = {
      name: "Grace Hopper",
      email: "grace@example.org",
      position: "ai-researcher",
      experience: "senior",
      coverLetter: "Compilers and climate models.",
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append("resumeFile", new Blob([new Uint8Array(cvPdf.buffer)]), cvPdf.name);
    const applied = await fetch(`${server.url}/api/careers/apply`, { method: "POST", body: form });
    expect(applied.status).toBe(201);
  });
  test.afterAll(async () => {
    await server?.close();
  });

  for (const [colorScheme, width] of [
    ["light", 1280],
    ["dark", 375],
  ] as const) {
    test(`the application shows its CV, saved as a download (${colorScheme}, ${width} px)`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.setViewportSize({ width, height: 900 });
      const staff = await verifiedStaff(server);
      await page.addInitScript((token) => window.localStorage.setItem("token", token), staff.token);
      await openHydrated(page, `${server.url}/staff`);
      await page.getByRole("button", { name: /Grace Hopper/ }).click();
      const files = page.getByRole("region", { name: "Files sent" });
      await expect(files).toContainText("CV file");
      await expect(files).toContainText(`${cvPdf.name} (PDF, 1 kB)`);
      await expectNoAxeViolations(page);
      const download = page.waitForEvent("download");
      await files.getByRole("button", { name: `Download ${cvPdf.name}` }).click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe(cvPdf.name);
      expect(fs.readFileSync(await saved.path()).equals(cvPdf.buffer)).toBe(true);
    });
  }
});

/**
 * axe is a script, and a page without JavaScript runs none: the page as the server answered it (the flash page has
 * no scripts of its own) is shown again in a page that runs scripts, at the same address, with its <noscript> form
 * kept as markup, and audited there.
 */
async function expectNoAxeViolationsWithoutScripts(browser: Browser, page: Page) {
  const html = (await page.content()).replaceAll(/<\/?noscript>/g, "");
  const audit = await browser.newPage({ javaScriptEnabled: true });
  try {
    await audit.route(page.url(), (route) => route.fulfill({ contentType: "text/html", body: html }));
    await audit.goto(page.url());
    await expectNoAxeViolations(audit, { include: "form[data-form=application]" });
  } finally {
    await audit.close();
  }
}
