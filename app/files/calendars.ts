// iCalendar (RFC 5545) files of the upcoming events, made with ical-generator and served by the endpoints
// app/pages/events/[slug].ics.ts ("Add to calendar") and app/pages/events/calendar.ics.ts (a calendar to subscribe to).
// Times are written in UTC; UIDs are the slug at the site's host, so an updated file replaces the same event; DTSTAMP
// is the announcement date, so the files only change when the content does. The library writes CRLF line ends and
// folds lines at 75 octets.
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { PageTitles, UpcomingEvent } from "../content/schema.ts";
import { site } from "../content/site.ts";
import { absoluteUrl } from "../lib/json-ld/core.ts";

/** Stable across builds and unique to the site: slug@host. */
export function eventUid(event: UpcomingEvent): string {
  return `${event.slug}@${new URL(site.url).host}`;
}

export function calendarOf(
  events: readonly UpcomingEvent[],
  name: string,
  sourcePath: string,
  pages: PageTitles,
): string {
  const calendar = ical({
    name,
    description: `Upcoming events of ${site.name}.`,
    prodId: { company: site.name, product: "Website", language: "EN" },
    method: ICalCalendarMethod.PUBLISH,
    url: absoluteUrl(sourcePath),
    source: absoluteUrl(sourcePath),
    ttl: 60 * 60 * 24,
  });
  for (const event of events) {
    const permalink = absoluteUrl(`${pages.events.path}#${event.slug}`);
    calendar.createEvent({
      id: eventUid(event),
      stamp: new Date(`${event.announced}T00:00:00Z`),
      start: new Date(event.start),
      end: new Date(event.end),
      summary: event.title,
      description: [
        event.description,
        "",
        ...event.highlights.map((highlight) => `- ${highlight}`),
        "",
        `${event.time}. ${event.attendees}. ${event.status}.`,
        `Register: ${event.registrationLink}`,
      ].join("\n"),
      location: event.location,
      url: permalink,
      organizer: { name: site.name, email: site.emails.general },
      status: ICalEventStatus.CONFIRMED,
      categories: [{ name: event.type }],
    });
  }
  // RFC 5545 ends every content line with CRLF, the last one included; the library leaves the last one bare.
  const text = calendar.toString();
  return text.endsWith("\r\n") ? text : `${text}\r\n`;
}
