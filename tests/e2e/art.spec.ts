import { createHash } from "node:crypto";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { prerenderedRoutes } from "../support/routes.ts";

// The field maps (docs/design.md, "Art direction"): every page has its own hero, every item of a list its own
// picture, in the visitor's colour scheme, and none of it moves the page while it loads.
const routes = prerenderedRoutes();

/** Pages that are the visitor's own tools, not pages of the site: no hero band. (/staff's gate is a card on its map.) */
const withoutHero = new Set(["/account"]);

const digest = (text: string) => createHash("sha256").update(text).digest("hex");

async function html(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(route === "/404" ? "/this-page-does-not-exist" : route);
  return response.text();
}

/** The hero's name and its inline SVG, or undefined when the page has none. */
function heroOf(page: string): { name: string; svg: string } | undefined {
  const found = /<div aria-hidden="true" data-art="(hero-[^"]+)"[^>]*>(<svg[\s\S]*?<\/svg>)/.exec(page);
  return found ? { name: found[1]!, svg: found[2]! } : undefined;
}

test("every page has its own hero: no name and no picture on two routes", async ({ request }) => {
  const byName = new Map<string, string>();
  const byPicture = new Map<string, string>();
  for (const route of routes) {
    const page = await html(request, route);
    const heroes = page.match(/data-art="hero-/g) ?? [];
    if (withoutHero.has(route)) {
      expect(heroes, `${route} has no hero`).toHaveLength(0);
      continue;
    }
    expect(heroes, `${route} has exactly one hero`).toHaveLength(1);
    const hero = heroOf(page)!;
    expect(byName.get(hero.name), `${hero.name} is the hero of ${route}`).toBeUndefined();
    byName.set(hero.name, route);
    const picture = digest(hero.svg);
    expect(byPicture.get(picture), `${route} draws the same hero as another route`).toBeUndefined();
    byPicture.set(picture, route);
  }
  expect(byName.size).toBe(routes.length - [...withoutHero].filter((route) => routes.includes(route)).length);
});

// The lists whose items carry a picture, by the page they are on.
const lists = ["/insights", "/events", "/press", "/projects", "/services"];

test("no two items of a list share a picture, and no item's picture is on another page", async ({
  request,
}) => {
  const pageOf = new Map<string, string>();
  const seen = new Map<string, string>();
  for (const route of lists) {
    const page = await html(request, route);
    const sources = [...page.matchAll(/<img [^>]*src="(\/illustrations\/[^"]+-light\.svg)"/g)].map(
      ([, src]) => src!,
    );
    expect(sources.length, `${route} shows item pictures`).toBeGreaterThan(2);
    expect(new Set(sources).size, `${route}: each picture once`).toBe(sources.length);
    for (const src of sources) {
      expect(pageOf.get(src), `${src} is on ${route}`).toBeUndefined();
      pageOf.set(src, route);
      for (const variant of [src, src.replace(/-light\.svg$/, "-dark.svg")]) {
        const response = await request.get(variant);
        expect(response.headers()["content-type"]).toContain("image/svg+xml");
        const bytes = await response.text();
        expect(bytes.length, `${variant} stays small`).toBeLessThan(8 * 1024);
        const key = digest(bytes);
        expect(seen.get(key), `${variant} draws the same picture as another item`).toBeUndefined();
        seen.set(key, variant);
      }
    }
  }
});

for (const colorScheme of ["light", "dark"] as const)
  test(`the ${colorScheme} scheme shows the ${colorScheme} pictures and fetches only those`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/illustrations/")) fetched.push(request.url());
    });
    await page.goto("/projects");
    const shown = page.locator("img[data-art]:visible").first();
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toHaveJSProperty("complete", true);
    expect(await shown.getAttribute("src")).toMatch(new RegExp(`-${colorScheme}\\.svg$`));
    expect(fetched.length).toBeGreaterThan(0);
    for (const url of fetched) expect(url).toMatch(new RegExp(`-${colorScheme}\\.svg$`));
    await context.close();
  });

for (const width of [1280, 375])
  test(`nothing shifts while the heroes and pictures load (CLS 0) at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    // Sum the layout shifts in <main> from the first moment of each page (none is caused by input here).
    await context.addInitScript(() => {
      const record = window as unknown as { layoutShift: number; shifted: string[] };
      record.layoutShift = 0;
      record.shifted = [];
      type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node }[] };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Shift[])
          // Only what moves in <main>, where the art is; the header's own shifts are not the art's doing.
          if (
            !entry.hadRecentInput &&
            entry.sources.some(({ node }) => node?.parentElement?.closest("main"))
          ) {
            record.layoutShift += entry.value;
            for (const { node } of entry.sources)
              record.shifted.push(
                node instanceof Element ? node.outerHTML.slice(0, 120) : String(node?.nodeName),
              );
          }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const page = await context.newPage();
    for (const route of ["/", "/insights", "/events", "/press", "/services", "/login"]) {
      await page.goto(route, { waitUntil: "load" });
      // Bring every lazy picture in and wait until it has been drawn.
      for (const image of await page.locator("img[data-art]:visible").all()) {
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveJSProperty("complete", true);
      }
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { layoutShift, shifted } = await page.evaluate(() => {
        const { layoutShift, shifted } = window as unknown as { layoutShift: number; shifted: string[] };
        return { layoutShift, shifted };
      });
      expect(layoutShift, `${route} at ${width} px moved: ${shifted.join(" | ")}`).toBe(0);
    }
    await context.close();
  });
