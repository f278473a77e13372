// Upcoming events on /events: one Markdown file per event in content/events/, listed by date. Their status labels
// are a fixed set (Registration Open, Early Bird Registration, Invitation Only).
import { content } from "./load.ts";

export const upcomingEvents = content().upcomingEvents;
export type { EventStatus, EventVenue, UpcomingEvent } from "./schema.ts";
