import { expect, test, type Page } from "@playwright/test";
import { initiatives } from "../../app/content/initiatives.ts";
import { jobs } from "../../app/content/jobs.ts";
import { content } from "../../app/content/load.ts";
import { departments } from "../../app/content/departments.ts";
import { waitForInteractive } from "../support/axe.ts";
import { applyNowFor, openPosition, positionCard } from "../support/careers.ts";

// The layout and motion of the art direction (docs/design.md): one list of position cards on /careers, a 404 that helps,
// tabs that show they scroll, addresses that wrap where they may, muted chips in the dark scheme, a header that holds
// its line, and motion that stays away from those who asked for less.

const notFound = content().pageCopy.notFound;
const pages = Object.values(content().pages);

/**
 * /careers at 375 px was 8,393 px tall with a table of positions and eight cards repeating it, then 4,361 px with
 * closed rows that hid Apply Now; with every card showing its Apply Now, kept short by typesetting.
 */
const CAREERS_HEIGHT_MAX = 6000;

const pageHeight = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("/careers is one list of position cards, at most 6,000 px tall", async ({ page }) => {
    await page.goto("/careers");
    expect(await pageHeight(page)).toBeLessThanOrEqual(CAREERS_HEIGHT_MAX);
    await expect(page.locator("#open-positions article")).toHaveCount(jobs.length);
  });

  test("the research tabs scroll sideways and show a shade at the edge where more tabs wait", async ({
    page,
  }) => {
    await page.goto("/research");
    const tablist = page.getByRole("tablist");
    const { scrolls, background } = await tablist.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      background: getComputedStyle(element).backgroundImage,
    }));
    expect(scrolls).toBe(true);
    // The covers (scrolling with the tabs) and the two edge shades.
    expect(background.match(/gradient/g)).toHaveLength(4);
    await expect(tablist).toHaveCSS("overflow-x", "auto");
  });

  test("the header's name holds one line beside its leaf, and the account button is quieter than the page's call to action", async ({
    page,
  }) => {
    await page.goto("/careers");
    const name = page.locator("header").getByRole("link", { name: "Verdant Collective" });
    const lineHeight = await name.evaluate((link) => parseFloat(getComputedStyle(link).lineHeight) || 20);
    const box = (await name.locator("span").boundingBox())!;
    expect(box.height).toBeLessThan(lineHeight * 1.5);
    // The leaf is the mark: it stays on a phone (at 320 px too, where the name takes two lines).
    await expect(name.locator("svg")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    const login = page.locator("header").getByRole("link", { name: "Login" });
    const cta = page.getByRole("main").getByRole("link", { name: content().pageCopy.careers.hero.action });
    const fill = (locator: typeof login) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await fill(login)).not.toBe(await fill(cta));
  });

  test("at 320 px the header keeps its leaf and the page does not scroll sideways", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/");
    await expect(
      page.locator("header").getByRole("link", { name: "Verdant Collective" }).locator("svg"),
    ).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
  });

  test("email addresses on /contact may wrap only after the @ and the dots", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/contact");
    for (const { email } of departments) {
      const link = page.getByRole("main").getByRole("link", { name: email });
      await expect(link).toHaveCSS("word-break", "normal");
      const breaks = await link.evaluate((element) =>
        [...element.querySelectorAll("wbr")].map((wbr) => wbr.previousSibling?.textContent?.at(-1)),
      );
      expect(breaks.length).toBeGreaterThan(0);
      for (const after of breaks) expect(["@", "."]).toContain(after);
    }
  });
});

test("every position card shows its facts, description and Apply Now at first sight; the lists fold", async ({
  page,
}) => {
  await page.goto("/careers");
  for (const job of jobs) {
    const card = positionCard(page, job.title);
    for (const fact of [job.experience, job.department, job.location, job.type, job.salary, job.equity]) {
      await expect(card.getByText(fact).first()).toBeVisible();
    }
    await expect(card.getByText(job.description)).toBeVisible();
    await expect(card.getByRole("button", { name: `Apply Now for ${job.title}` })).toBeVisible();
    await expect(card.getByText(job.requirements[0]!)).toBeHidden();
  }
  const job = jobs[1]!;
  const card = await openPosition(page, job.title);
  await expect(card.getByText(job.requirements[0]!)).toBeVisible();
  await expect(card.getByText(job.responsibilities[0]!)).toBeVisible();
});

test("the 404 page has the site search, the main destinations and its own picture", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  const main = page.getByRole("main");
  await expect(main.locator("[data-art^='hero-']")).toHaveCount(1);
  for (const path of notFound.destinations.pages) {
    const title = pages.find((info) => info.path === path)!.title;
    await expect(main.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", path);
  }
  await expect(main.getByRole("link", { name: notFound.action })).toHaveAttribute("href", "/");

  const search = main.getByRole("search");
  await search.getByRole("searchbox", { name: notFound.searchLabel }).fill("soil");
  await search.getByRole("button", { name: "Search" }).click();
  const dialog = page.getByRole("dialog", { name: "Search the site" });
  await expect(dialog.getByRole("searchbox")).toHaveValue("soil");
  await expect(dialog.getByRole("list", { name: "Search results" }).getByRole("link").first()).toBeVisible();

  // The content, not the footer, fills the page.
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const [mainHeight, footerHeight] = await page.evaluate(() => [
      document.querySelector("main")!.getBoundingClientRect().height,
      document.querySelector("footer")!.getBoundingClientRect().height,
    ]);
    expect(mainHeight, `at ${width} px`).toBeGreaterThanOrEqual(footerHeight);
  }
});

test("at 375 px the 404's heading, text and search fit the screen (the search field shrinks, nothing is cut off)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/no-such-page-here");
  const main = page.getByRole("main");
  for (const part of [
    main.getByRole("heading", { level: 1 }),
    main.locator("h1 + p"),
    main.getByRole("search").getByRole("button", { name: "Search" }),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
});

test("before its island starts, Sign in looks ready (not pale) and the card sits on the map", async ({
  page,
}) => {
  await page.goto("/login");
  const signIn = page.getByRole("button", { name: "Sign in", exact: true });
  await expect(signIn).toHaveCSS("opacity", "1");
  expect(await signIn.evaluate((button) => (button as HTMLButtonElement).disabled)).toBe(false);
  const band = await page.locator("main section > [aria-hidden='true']").first().boundingBox();
  const card = await page.getByRole("heading", { name: "Welcome back" }).locator("..").boundingBox();
  expect(band!.y).toBeLessThanOrEqual(card!.y);
  expect(band!.y + band!.height).toBeGreaterThanOrEqual(card!.y + card!.height);
});

test("the dark scheme's category chips are muted washes, not bright pastels", async ({ browser }) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  await page.goto("/featured-initiatives");
  const chip = page.getByRole("main").getByText(initiatives[0]!.category, { exact: true }).first();
  const luminance = await chip.evaluate((element) => {
    const canvas = document.createElement("canvas").getContext("2d")!;
    canvas.fillStyle = getComputedStyle(document.documentElement).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    canvas.fillStyle = getComputedStyle(element).backgroundColor;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b] = [...canvas.getImageData(0, 0, 1, 1).data].map((value) => value / 255);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  });
  // Luma of the sRGB values: a pastel chip (the light scheme's, such as fuchsia-100) is above 0.9.
  expect(luminance).toBeLessThan(0.25);
  await context.close();
});

test("signed in, the header stays on one line at 1280 px", async ({ page, request }) => {
  const account = {
    name: "Ada Lovelace",
    email: `ada.header.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.org`,
    password: "analytical-engine-1843",
  };
  expect(
    (await request.post("/api/auth/register", { data: { ...account, rememberMe: false } })).status(),
  ).toBe(201);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/login");
  await waitForInteractive(page);
  await page.getByLabel(/^Email/).fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL("/");
  await page.goto("/company");
  await expect(page.locator("header").getByRole("button", { name: "Logout" })).toBeVisible();
  const boxes = await page
    .locator("header a:visible, header button:visible")
    .evaluateAll((elements) =>
      elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect),
    );
  const tops = new Set(boxes.filter((box) => box.height > 30).map((box) => Math.round(box.top)));
  expect(tops.size).toBe(1);
  for (const box of boxes) expect(box.right).toBeLessThanOrEqual(1280);
});

for (const width of [1280, 375])
  test(`nothing on the page shifts when the header and its search start (CLS 0) at ${width} px`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    // Every layout shift on the page, header included, with what moved.
    await page.addInitScript(() => {
      const record = window as unknown as { layoutShift: number; shifted: string[] };
      record.layoutShift = 0;
      record.shifted = [];
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[]) {
          record.layoutShift += entry.value;
          for (const { node } of entry.sources)
            record.shifted.push(
              node instanceof Element ? node.outerHTML.slice(0, 160) : String(node?.nodeName),
            );
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    for (const route of ["/", "/careers", "/login", "/no-such-page-here"]) {
      // Loading is art.spec.ts's part (CLS 0 in <main>); here, from the loaded page on, while the islands start.
      await page.goto(route, { waitUntil: "load" });
      await page.evaluate(async () => {
        await document.fonts.ready;
        Object.assign(window, { layoutShift: 0, shifted: [] });
      });
      await waitForInteractive(page);
      await page.waitForLoadState("networkidle");
      const { layoutShift, shifted } = await page.evaluate(() => {
        const { layoutShift, shifted } = window as unknown as { layoutShift: number; shifted: string[] };
        return { layoutShift, shifted };
      });
      expect(layoutShift, `${route} at ${width} px moved: ${shifted.join(" | ")}`).toBe(0);
    }
    await context.close();
  });

test.describe("motion", () => {
  test("section headings rise as they scroll in and dialogs lift, where motion is welcome", async ({
    page,
  }) => {
    await page.goto("/careers");
    const second = page.locator("main > section + section [data-section-heading]").first();
    expect(await second.evaluate((element) => getComputedStyle(element).animationName)).toBe("vc-rise");
    await waitForInteractive(page);
    await applyNowFor(page, jobs[0]!.title).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).toBe("vc-lift");
  });

  test("nothing moves under prefers-reduced-motion: reduce", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/careers");
    const moving = await page.evaluate(() =>
      [...document.querySelectorAll("main *")]
        .map((element) => getComputedStyle(element))
        .filter((style) => style.animationName !== "none" && parseFloat(style.animationDuration) > 0.001)
        .map((style) => style.animationName),
    );
    expect(moving).toEqual([]);
    await waitForInteractive(page);
    await applyNowFor(page, jobs[0]!.title).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => getComputedStyle(element).animationName)).toBe("none");
    const panel = await page.evaluate(() => {
      const details = document.querySelector("#open-positions details")!;
      return getComputedStyle(details, "::details-content").transitionDuration;
    });
    expect(parseFloat(panel)).toBeLessThan(0.001);
    await context.close();
  });
});

test("the staff console's gate is a sign-in card on its map, like /login's, filling the first screen", async ({
  page,
}) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/staff");
    const heading = page.getByRole("heading", { level: 1, name: "Staff console" });
    const card = (await heading.locator("..").boundingBox())!;
    const band = (await page.locator("main section > [aria-hidden='true']").first().boundingBox())!;
    // Centred on the band, not pinned to the left edge while the header's content starts further in.
    expect(Math.abs(card.x + card.width / 2 - width / 2), `at ${width} px`).toBeLessThanOrEqual(8);
    expect(band.y).toBeLessThanOrEqual(card.y);
    expect(band.y + band.height).toBeGreaterThanOrEqual(card.y + card.height);
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/login?from=%2Fstaff",
    );
    // The map fills the first screen under the header: the footer starts below the fold, not beside a short page.
    const footer = (await page.locator("footer").boundingBox())!;
    expect(footer.y, `at ${width} px`).toBeGreaterThanOrEqual(800);
  }
});
