// A person's first press on an island's control is acted on, however it comes (ADR 0016, app/islands/
// interaction-directive.ts): a script's click that does not hover first, a tap, a key press, and a press on a button
// that is disabled until its island is ready. The island scripts are held back, so every press lands on prerendered
// HTML, as it does for a visitor quicker than the network.
import { expect, test, type Page } from "@playwright/test";
import { articles } from "../../app/content/articles.ts";

async function holdIslandScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test("a script's click made straight away, before anything hovered the page, is acted on", async ({
  page,
}) => {
  const release = await holdIslandScripts(page);
  const asked = page.waitForRequest((request) => request.url().endsWith("/api/auth/passkey/options"));
  await page.goto("/login");
  // A plain click of a script: no hover first, and a short wait, not forever.
  await page.getByRole("button", { name: "Sign in with a passkey" }).click({ timeout: 5000 });
  release();
  await asked;
});

test("a press dispatched without any pointer (an element.click() of a script) is acted on", async ({
  page,
}) => {
  const release = await holdIslandScripts(page);
  await page.goto("/insights");
  const category = articles[0]!.category;
  const button = page
    .getByRole("group", { name: "Filter articles by category" })
    .getByRole("button", { name: new RegExp(`^${category}`) });
  await button.dispatchEvent("click");
  release();
  await expect(button).toHaveAttribute("aria-pressed", "true");
});

test.describe("on a touch screen", () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 375, height: 740 } });

  test("a first tap on a filter is acted on", async ({ page }) => {
    const release = await holdIslandScripts(page);
    await page.goto("/insights");
    const category = articles[0]!.category;
    const button = page
      .getByRole("group", { name: "Filter articles by category" })
      .getByRole("button", { name: new RegExp(`^${category}`) });
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    release();
    await expect(button).toHaveAttribute("aria-pressed", "true");
  });

  test("a first tap on the Apply Now of a position opens the application with that position", async ({
    page,
  }) => {
    const release = await holdIslandScripts(page);
    await page.goto("/careers");
    const apply = page.getByRole("button", { name: "Apply Now for Climate Scientist" });
    await apply.scrollIntoViewIfNeeded();
    const box = (await apply.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    release();
    const dialog = page.getByRole("dialog", { name: "Apply for Climate Scientist" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Position")).toHaveValue("climate-scientist");
  });
});

test("a first key press on a button reached with the keyboard is acted on", async ({ page }) => {
  const release = await holdIslandScripts(page);
  const asked = page.waitForRequest((request) => request.url().endsWith("/api/auth/passkey/options"));
  await page.goto("/login");
  const button = page.getByRole("button", { name: "Sign in with a passkey" });
  // Focus without a pointer, as the Tab key does, then the key press at once.
  await button.focus();
  await page.keyboard.press("Enter");
  release();
  await asked;
});

test("a press on a button disabled until its island is ready is made once it is", async ({ page }) => {
  const release = await holdIslandScripts(page);
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/subscriptions/confirm"));
  await page.goto(`/subscriptions/confirm#token=${"z".repeat(43)}`);
  const button = page.getByRole("button", { name: "Confirm subscription" });
  await expect(button).toBeDisabled();
  // The pointer's own press at the button's place: a disabled button gets no click event.
  const box = (await button.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  release();
  expect((await sent).postDataJSON()).toEqual({ token: "z".repeat(43) });
});

test("a first press on a sign-in provider's link, before its island has started, still signs in", async ({
  page,
}) => {
  const release = await holdIslandScripts(page);
  await page.goto("/login?from=%2Fcareers");
  // The link needs its island's code first (it remembers where to come back to): the press waits for it.
  const google = page.getByRole("group", { name: "Or continue with" }).getByRole("link", { name: "Google" });
  await google.click();
  release();
  await expect(page).toHaveURL("/careers");
  await expect(page.locator("header").getByRole("button", { name: "Logout" })).toBeVisible();
});
