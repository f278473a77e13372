import { expect, test } from "@playwright/test";
import { parseHTML } from "linkedom";
import { pages } from "../../app/content/pages.ts";
import { NOT_FOUND_ROUTE, prerenderedRoutes, urlToOpen } from "../support/routes.ts";

// The route list comes from the build output, so a page added later is checked without editing this file.
const routes = prerenderedRoutes();

interface HeadFacts {
  lang: string;
  duplicateIds: string[];
  h1: number;
  title: string;
  description: string | null;
  canonicals: string[];
  robots: string | null;
}

test.describe("HTML of every prerendered route", () => {
  // What crawlers and no-JavaScript visitors get: the prerendered HTML itself, as the server sends it, read into a
  // DOM in the test (linkedom). A browser page with JavaScript off built the same tree, at a page load per route.

  test("every page of app/content/pages.ts is prerendered", () => {
    for (const page of Object.values(pages)) expect(routes).toContain(page.path);
  });

  for (const route of routes) {
    test(`${route} has lang, unique ids, one h1, a title, a description and a canonical link`, async ({
      request,
    }) => {
      const response = await request.get(urlToOpen(route));
      expect(response.status()).toBe(route === NOT_FOUND_ROUTE ? 404 : 200);
      const { document } = parseHTML(await response.text());
      const head: HeadFacts = {
        lang: document.documentElement.lang,
        // An id given twice breaks its links and labels (the Nu checker's "Duplicate ID").
        duplicateIds: [...document.querySelectorAll("[id]")]
          .map((element) => element.id)
          .filter((id, index, ids) => ids.indexOf(id) !== index),
        h1: document.querySelectorAll("h1").length,
        // As a browser gives document.title: its whitespace collapsed.
        title: (document.querySelector("title")?.textContent ?? "").replace(/\s+/g, " ").trim(),
        description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
        canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map(
          (link) => link.getAttribute("href") ?? "",
        ),
        robots: document.querySelector('meta[name="robots"]')?.getAttribute("content") ?? null,
      };
      expect(head.lang).toBe("en");
      expect(head.duplicateIds).toEqual([]);
      expect(head.h1).toBe(1);
      expect(head.title.length).toBeGreaterThan(0);
      expect(head.description?.trim().length ?? 0).toBeGreaterThan(0);
      if (route === NOT_FOUND_ROUTE) {
        // A not-found page must not be indexed, so it has no canonical URL.
        expect(head.robots).toContain("noindex");
      } else {
        expect(head.canonicals).toHaveLength(1);
        const canonical = new URL(head.canonicals[0]!);
        expect(canonical.protocol).toBe("https:");
        expect(canonical.pathname).toBe(route);
      }
    });
  }

  test("titles and descriptions are unique across routes", async ({ request }) => {
    const seen = await Promise.all(
      routes.map(async (route) => {
        const html = await (await request.get(urlToOpen(route))).text();
        return {
          route,
          title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
          description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1],
        };
      }),
    );
    const duplicates = (key: "title" | "description") =>
      seen
        .filter((entry, i) => seen.findIndex((other) => other[key] === entry[key]) !== i)
        .map((e) => e.route);
    expect(duplicates("title")).toEqual([]);
    expect(duplicates("description")).toEqual([]);
  });
});

test("a crawl from / finds no broken internal link", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const queue: { url: string; from: string }[] = [{ url: "/", from: "(start)" }];
  const visited = new Set<string>();
  const broken: string[] = [];
  while (queue.length > 0) {
    const { url, from } = queue.shift()!;
    if (visited.has(url)) continue;
    visited.add(url);
    const response = await request.get(url, { maxRedirects: 0 });
    // A redirect (the sign-in links start an identity-provider flow) is fine if it points somewhere; a same-site
    // target is crawled in turn.
    const location = response.headers()["location"];
    if (response.status() >= 300 && response.status() < 400 && location) {
      const target = new URL(location, origin + url);
      if (target.origin === origin) queue.push({ url: target.pathname + target.search, from: url });
      continue;
    }
    if (response.status() !== 200) {
      broken.push(`${url} (linked from ${from}) answered ${response.status()}`);
      continue;
    }
    if (!response.headers()["content-type"]?.includes("text/html")) continue;
    const html = await response.text();
    const references = [
      ...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g),
      ...html.matchAll(/<link\b[^>]*\shref="([^"]*)"/g),
      ...html.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/g),
    ].map(([, href = ""]) => href.replace(/&amp;/g, "&"));
    for (const href of references) {
      if (/^(mailto|tel|javascript|data):/i.test(href)) continue;
      const target = new URL(href, origin + url);
      if (target.origin !== origin) continue;
      const next = target.pathname + target.search;
      if (!visited.has(next)) queue.push({ url: next, from: url });
    }
  }
  expect(broken).toEqual([]);
  // Pages only reachable from a form (e.g. /terms from registration) may be missing here: listed, not failed.
  const reachedPaths = new Set([...visited].map((url) => url.split("?")[0]!.replace(/(.)\/$/, "$1")));
  const unreached = routes.filter((route) => route !== NOT_FOUND_ROUTE && !reachedPaths.has(route));
  test.info().annotations.push({
    type: "not linked from any crawled page",
    description: unreached.join(", ") || "none",
  });
});

test("the intended not-found answer: an unknown path is a 404 with the not-found page", async ({
  request,
}) => {
  const response = await request.get("/this-page-does-not-exist");
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain("<h1");
});
