import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { upcomingEvents } from "../content/events.ts";
import { pages } from "../content/pages.ts";
import { site } from "../content/site.ts";
import { calendarOf, eventUid } from "./calendars.ts";

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe("vcalendar");
  expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
  // ical-generator's form of the product identifier: -//company//product//language.
  expect(calendar.getFirstPropertyValue("prodid")).toBe(`-//${site.name}//Website//EN`);
  return calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
}

describe("iCalendar files of the events", () => {
  const text = calendarOf(upcomingEvents, "Verdant Collective events", "/events/calendar.ics", pages);

  it("hold every upcoming event with a stable UID, DTSTAMP and its exact start and end in UTC", () => {
    const events = parseEvents(text);
    expect(events.map((event) => event.summary)).toEqual(upcomingEvents.map((event) => event.title));
    events.forEach((parsed, index) => {
      const event = upcomingEvents[index]!;
      expect(parsed.uid).toBe(`${event.slug}@${new URL(site.url).host}`);
      expect(parsed.uid).toBe(eventUid(event));
      // The announcement day: the file changes only when the content does.
      const stamp = parsed.component.getFirstPropertyValue("dtstamp") as ICAL.Time;
      expect(stamp.toJSDate().toISOString()).toBe(`${event.announced}T00:00:00.000Z`);
      expect(parsed.startDate.zone?.tzid).toBe("UTC");
      expect(parsed.startDate.toJSDate().getTime()).toBe(Date.parse(event.start));
      expect(parsed.endDate.toJSDate().getTime()).toBe(Date.parse(event.end));
      expect(parsed.location).toBe(event.location);
      expect(parsed.description).toContain(event.description);
      expect(parsed.component.getFirstPropertyValue("url")).toBe(`${site.url}/events#${event.slug}`);
    });
  });

  it("uses CRLF line ends and folds lines to at most 75 octets", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = text.split("\r\n");
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    // The descriptions are long, so some lines must have been folded (a continuation starts with a space).
    expect(lines.some((line) => line.startsWith(" "))).toBe(true);
  });

  it("is the same text on every build", () => {
    expect(calendarOf(upcomingEvents, "Verdant Collective events", "/events/calendar.ics", pages)).toBe(text);
  });
});
