import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { articles } from "../content/articles.ts";
import { upcomingEvents } from "../content/events.ts";
import { pages } from "../content/pages.ts";
import { site } from "../content/site.ts";
import { eventsFeed, insightsFeed } from "./feeds.ts";

/** An element with attributes (type="html") parses to { "#text", "@_type" }; without, to its text. */
type Text = string | { "#text": string };
const text = (value: Text | undefined) => (typeof value === "object" ? value["#text"] : (value ?? ""));

interface AtomEntry {
  title: Text;
  id: string;
  link: { "@_href": string }[];
  updated: string;
  summary: Text;
  content: Text;
  author?: { name: string };
}

function parseAtom(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parser = new XMLParser({
    ignoreAttributes: false,
    isArray: (name) => name === "entry" || name === "link",
  });
  const { feed } = parser.parse(xml) as {
    feed: {
      "@_xmlns": string;
      id: string;
      title: string;
      updated: string;
      link: { "@_rel": string; "@_href": string }[];
      entry: AtomEntry[];
    };
  };
  expect(feed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
  expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
  return feed;
}

describe("Atom feeds", () => {
  it("Insights: one entry per article, newest first, linking to its page; its id stays the first permalink", () => {
    const feed = parseAtom(insightsFeed(articles, pages));
    expect(feed.title).toBe("Verdant Collective Insights");
    expect(feed.link.find((link) => link["@_rel"] === "self")?.["@_href"]).toBe(
      `${site.url}/insights/feed.atom`,
    );
    const byNewest = [...articles].sort((a, b) => b.date.localeCompare(a.date));
    expect(feed.entry.map((entry) => text(entry.title))).toEqual(byNewest.map((article) => article.title));
    feed.entry.forEach((entry, index) => {
      const article = byNewest[index]!;
      // Ids never change (feed readers would show the articles again as new); links go to the article's page.
      expect(entry.id).toBe(`${site.url}/insights#${article.slug}`);
      expect(entry.link[0]?.["@_href"]).toBe(`${site.url}/insights/${article.slug}`);
      expect(entry.updated.slice(0, 10)).toBe(article.updated ?? article.date);
      expect(entry.author?.name).toBe(article.author.name);
      expect(text(entry.summary)).toBe(article.summary);
      for (const paragraph of article.content) expect(text(entry.content)).toContain(paragraph);
    });
  });

  it("Events: one entry per upcoming event, each with its permalink on /events", () => {
    const feed = parseAtom(eventsFeed(upcomingEvents, pages));
    expect(feed.entry).toHaveLength(upcomingEvents.length);
    for (const event of upcomingEvents) {
      const entry = feed.entry.find((each) => text(each.title) === event.title);
      expect(entry?.id).toBe(`${site.url}/events#${event.slug}`);
      expect(entry?.link[0]?.["@_href"]).toBe(entry?.id);
      expect(text(entry?.content)).toContain(event.dateLabel);
      expect(text(entry?.content)).toContain(event.registrationLink);
    }
  });

  it("escapes markup-like text in entries, so the feed stays well-formed", () => {
    const [first] = articles;
    const xml = insightsFeed([{ ...first!, title: "Soil & <carbon>", content: ["a < b & c ]]> d"] }], pages);
    const feed = parseAtom(xml);
    expect(text(feed.entry[0]!.title)).toBe("Soil & <carbon>");
    expect(text(feed.entry[0]!.content)).toContain("a &lt; b &amp; c ]]&gt; d");
  });
});
