import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "../support/axe.ts";

// Every accessibility audit of the suite goes through expectNoAxeViolations, with the options that keep it fast
// (legacy mode, violations only): this shows that it still finds what it must, on a page made to fail.
test("the accessibility audit names each violated rule and its elements", async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Audit check</title></head>
    <body><main>
      <h1>Audit check</h1>
      <button id="nameless"></button>
      <img id="no-alt" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <p id="faint" style="color:#bbb;background:#fff">Grey on white, too faint to read.</p>
    </main></body></html>`);
  const failure = await expectNoAxeViolations(page).then(
    () => "no failure",
    (error: Error) => error.message,
  );
  expect(failure).toContain("button-name (critical): #nameless");
  expect(failure).toContain("image-alt (critical): #no-alt");
  expect(failure).toContain("color-contrast (serious): #faint");
});

test("the same audit passes the page once it is fixed", async ({ page }) => {
  await page.setContent(`<!doctype html>
    <html lang="en"><head><title>Audit check</title></head>
    <body><main>
      <h1>Audit check</h1>
      <button>Send</button>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="">
      <p style="color:#333;background:#fff">Dark grey on white.</p>
    </main></body></html>`);
  await expectNoAxeViolations(page);
});
