import type { APIRoute, GetStaticPaths } from "astro";
import { eventCalendarPath } from "../../content/calendars.ts";
import { entries, pageTitles } from "../../content/entries.ts";
import type { UpcomingEvent } from "../../content/schema.ts";
import { calendarOf } from "../../files/calendars.ts";

// /events/<slug>.ics: one upcoming event, for "Add to calendar".
export const getStaticPaths = (async () =>
  (await entries("upcomingEvents")).map((event) => ({
    params: { slug: event.slug },
    props: { event },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute<{ event: UpcomingEvent }> = async ({ props: { event } }) =>
  new Response(calendarOf([event], event.title, eventCalendarPath(event.slug), await pageTitles()), {
    headers: { "content-type": "text/calendar" },
  });
