// The Atom feeds generated at build (app/files/feeds.ts) and linked from their pages (<link rel="alternate">); the
// newsletters' is written by the server from the editions it sent (server/newsletters/archive-pages.ts).
import { newsletterArchive } from "../../contract/newsletters.ts";

export interface FeedInfo {
  path: string;
  title: string;
  subtitle: string;
  /** Text of the visible link on the page. */
  label: string;
}

export const feeds = {
  insights: {
    path: "/insights/feed.atom",
    title: "Verdant Collective Insights",
    subtitle: "New articles from Verdant Collective researchers.",
    label: "Follow new articles (Atom feed)",
  },
  events: {
    path: "/events/feed.atom",
    title: "Verdant Collective Events",
    subtitle: "Upcoming summits, hackathons and roundtables of the Verdant Collective community.",
    label: "Events feed (Atom)",
  },
  newsletters: newsletterArchive.feed,
} as const satisfies Record<string, FeedInfo>;
