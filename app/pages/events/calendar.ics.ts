import type { APIRoute } from "astro";
import { eventsCalendar } from "../../content/calendars.ts";
import { entries, pageTitles } from "../../content/entries.ts";
import { calendarOf } from "../../files/calendars.ts";

// /events/calendar.ics: a calendar of every upcoming event, to subscribe to.
export const GET: APIRoute = async () =>
  new Response(
    calendarOf(
      await entries("upcomingEvents"),
      eventsCalendar.title,
      eventsCalendar.path,
      await pageTitles(),
    ),
    { headers: { "content-type": "text/calendar" } },
  );
