import { expect, test, type APIRequestContext } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import ICAL from "ical.js";
import { eventsCalendar } from "../../app/content/calendars.ts";
import { upcomingEvents } from "../../app/content/events.ts";
import { feeds } from "../../app/content/feeds.ts";
import { site } from "../../app/content/site.ts";
import { NOT_FOUND_ROUTE, prerenderedRoutes } from "../support/routes.ts";

// How feed readers, calendar apps and link previews find the site's content: what the server actually sends.

test.describe("feeds", () => {
  for (const [route, feed] of [
    ["/insights", feeds.insights],
    ["/events", feeds.events],
  ] as const) {
    test(`${route} links its Atom feed, which is served as application/atom+xml`, async ({
      page,
      request,
    }) => {
      await page.goto(route);
      const link = page.locator('link[rel="alternate"][type="application/atom+xml"]');
      await expect(link).toHaveAttribute("title", feed.title);
      const href = await link.getAttribute("href");
      const response = await request.get(href ?? "");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^application\/atom\+xml\b/);
      const parsed = new XMLParser().parse(await response.text()) as { feed: { entry: unknown[] } };
      expect(parsed.feed.entry.length).toBeGreaterThan(0);
    });
  }
});

test.describe("calendars", () => {
  async function fetchCalendar(request: APIRequestContext, href: string) {
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    return new ICAL.Component(ICAL.parse(text))
      .getAllSubcomponents("vevent")
      .map((component) => new ICAL.Event(component));
  }

  test("each event's Add to calendar link gives that event as iCalendar", async ({ page, request }) => {
    await page.goto("/events");
    for (const event of upcomingEvents) {
      const link = page
        .getByRole("article")
        .filter({ has: page.getByRole("heading", { name: event.title, exact: true }) })
        .getByRole("link", { name: /^Add to calendar\b/ });
      const parsed = await fetchCalendar(request, (await link.getAttribute("href")) ?? "");
      expect(parsed.map((each) => each.summary)).toEqual([event.title]);
      expect(parsed[0]!.startDate.toJSDate().toISOString()).toBe(new Date(event.start).toISOString());
    }
  });

  test("/events links one calendar to subscribe to, holding every upcoming event", async ({
    page,
    request,
  }) => {
    await page.goto("/events");
    const link = page.getByRole("link", { name: eventsCalendar.label });
    const parsed = await fetchCalendar(request, (await link.getAttribute("href")) ?? "");
    expect(parsed.map((each) => each.summary)).toEqual(upcomingEvents.map((event) => event.title));
    expect(new Set(parsed.map((each) => each.uid)).size).toBe(upcomingEvents.length);
  });
});

test.describe("link previews", () => {
  const metaContent = (html: string, attribute: "property" | "name", key: string) =>
    new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];

  for (const route of prerenderedRoutes().filter((each) => each !== NOT_FOUND_ROUTE)) {
    test(`${route} has Open Graph and Twitter tags and its own 1200×630 PNG`, async ({ request }) => {
      const html = await (await request.get(route)).text();
      expect(metaContent(html, "property", "og:title")).toBeTruthy();
      expect(metaContent(html, "property", "og:description")).toBeTruthy();
      // An article's page is an Open Graph article, with its dates; every other page a website.
      const isArticle = /^\/insights\/(?!thank-you$)[a-z0-9-]+$/.test(route) && !route.endsWith(".atom");
      expect(metaContent(html, "property", "og:type")).toBe(isArticle ? "article" : "website");
      if (isArticle)
        expect(metaContent(html, "property", "article:published_time")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(metaContent(html, "property", "og:url")).toBe(`${site.url}${route}`);
      expect(metaContent(html, "name", "twitter:card")).toBe("summary_large_image");
      const image = new URL(metaContent(html, "property", "og:image") ?? "");
      expect(image.origin).toBe(site.url);
      expect(image.pathname).toMatch(/^\/og\/[a-z0-9-]+\.png$/);
      // The build writes the image the tag names; the local server serves it at the same path.
      const response = await request.get(image.pathname);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    });
  }

  test("every page has a different share image", async ({ request }) => {
    const images = await Promise.all(
      prerenderedRoutes()
        .filter((each) => each !== NOT_FOUND_ROUTE)
        .map(async (route) => metaContent(await (await request.get(route)).text(), "property", "og:image")),
    );
    expect(new Set(images).size).toBe(images.length);
  });
});
