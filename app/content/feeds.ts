// The Atom feeds generated at build (scripts/generate-feeds.ts) and linked from their pages (<link rel="alternate">).
export interface FeedInfo {
  path: string;
  title: string;
  subtitle: string;
}

export const feeds = {
  insights: {
    path: "/insights/feed.atom",
    title: "Verdant Collective Insights",
    subtitle: "New articles from Verdant Collective researchers.",
  },
  events: {
    path: "/events/feed.atom",
    title: "Verdant Collective Events",
    subtitle: "Upcoming summits, hackathons and roundtables of the Verdant Collective community.",
  },
} as const satisfies Record<string, FeedInfo>;
