// The iCalendar files generated at build (app/files/calendars.ts): one per upcoming event for "Add to calendar",
// and one subscribable calendar holding them all, linked from /events.
export const eventsCalendar = {
  path: "/events/calendar.ics",
  title: "Verdant Collective events",
  label: "Subscribe to the events calendar",
} as const;

/** The .ics file of one event, by its slug. */
export function eventCalendarPath(slug: string): string {
  return `/events/${slug}.ics`;
}
