import { expect, test } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { feeds } from "../../app/content/feeds.ts";

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
