// Atom feeds of Insights and Events, served by the endpoints app/pages/insights/feed.atom.ts and
// app/pages/events/feed.atom.ts from the content collections.
// An article's entry links to its page (/insights/<slug>); its id stays the permalink it was first published under
// (/insights#slug), so feed readers do not take the articles for new ones. An event's id and link are its anchor on
// /events (/events#slug).
import { Feed } from "feed";
import type { Article, PageTitles, UpcomingEvent } from "../content/schema.ts";
import { feeds, type FeedInfo } from "../content/feeds.ts";
import { site } from "../content/site.ts";
import { articlePath } from "../content/detail-pages.ts";
import { absoluteUrl } from "../lib/json-ld/core.ts";
import { teamMemberPath } from "../lib/json-ld/person.ts";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

function newFeed(info: FeedInfo, pagePath: string, updated: Date): Feed {
  return new Feed({
    id: absoluteUrl(info.path),
    title: info.title,
    description: info.subtitle,
    link: absoluteUrl(pagePath),
    language: "en",
    updated,
    generator: false,
    feedLinks: { atom: absoluteUrl(info.path) },
    author: { name: site.name, email: site.emails.general, link: absoluteUrl("/") },
    favicon: absoluteUrl("/favicon.svg"),
    copyright: `© ${site.copyrightYear} ${site.name}`,
  });
}

/** Newest first; the feed's own date is its newest entry's, so the file only changes when the content does. */
function latest(dates: readonly string[]): Date {
  return new Date(Math.max(...dates.map((date) => Date.parse(date))));
}

export function insightsFeed(list: readonly Article[], pages: PageTitles): string {
  const feed = newFeed(
    feeds.insights,
    pages.insights.path,
    latest(list.map((article) => article.updated ?? article.date)),
  );
  for (const article of [...list].sort((a, b) => b.date.localeCompare(a.date))) {
    feed.addItem({
      title: article.title,
      id: absoluteUrl(`${pages.insights.path}#${article.slug}`),
      link: absoluteUrl(articlePath(article.slug)),
      date: new Date(article.updated ?? article.date),
      published: new Date(article.date),
      description: article.summary,
      content: article.content.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join(""),
      author: [{ name: article.author.name, link: absoluteUrl(teamMemberPath(article.author.slug)) }],
      category: [{ name: article.category, term: article.category }],
    });
  }
  return feed.atom1();
}

export function eventsFeed(list: readonly UpcomingEvent[], pages: PageTitles): string {
  const feed = newFeed(feeds.events, pages.events.path, latest(list.map((event) => event.announced)));
  for (const event of [...list].sort((a, b) => b.announced.localeCompare(a.announced))) {
    const permalink = absoluteUrl(`${pages.events.path}#${event.slug}`);
    const facts = [`${event.dateLabel}, ${event.time}`, event.location, event.attendees, event.status];
    feed.addItem({
      title: event.title,
      id: permalink,
      link: permalink,
      date: new Date(event.announced),
      published: new Date(event.announced),
      description: `${event.dateLabel} · ${event.location}. ${event.description}`,
      content: [
        `<p>${facts.map(escapeHtml).join("<br>")}</p>`,
        `<p>${escapeHtml(event.description)}</p>`,
        `<ul>${event.highlights.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
        `<p><a href="${escapeHtml(event.registrationLink)}">Register</a></p>`,
      ].join(""),
      category: [{ name: event.type, term: event.type }],
    });
  }
  return feed.atom1();
}
