import { describe, expect, it } from "vitest";
import { endedEvents, staleEventWarnings } from "./stale-events.ts";

describe("stale upcoming events", () => {
  const events = [
    { slug: "summit", title: "Summit", end: "2027-04-23T18:00:00+01:00" },
    { slug: "roundtable", title: "Roundtable", end: "2026-09-08T17:30:00+02:00" },
  ];

  it("names the events that ended before now, by their end with its offset", () => {
    expect(endedEvents(events, new Date("2026-11-23T00:00:00Z")).map((event) => event.slug)).toEqual([
      "roundtable",
    ]);
    // 17:30 in Cape Town is 15:30 UTC: not ended at 15:00 UTC, ended at 16:00 UTC.
    expect(endedEvents(events, new Date("2026-09-08T15:00:00Z"))).toEqual([]);
    expect(endedEvents(events, new Date("2026-09-08T16:00:00Z")).map((event) => event.slug)).toEqual([
      "roundtable",
    ]);
  });

  it("reads the site's content/events and warns once per ended event with its file", () => {
    expect(staleEventWarnings(process.cwd(), new Date("2000-01-01T00:00:00Z"))).toEqual([]);
    const warnings = staleEventWarnings(process.cwd(), new Date("2100-01-01T00:00:00Z"));
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(
      /^content: warning: the upcoming event ".+" \(content\/events\/[a-z-]+\.md\) ended on /,
    );
  });
});
