// An upcoming event whose end has passed still offers "Register Now" on /events. The content check warns about it
// rather than failing: a red build on the day after an event would stop every other change, and moving the event to
// content/past-events/ (with its outcome) is an editor's decision.
import fs from "node:fs";
import path from "node:path";
import { parseMarkdown } from "../../content-reader/parse.ts";

export interface EventDates {
  slug: string;
  title: string;
  end: string;
}

/** The events among `events` that ended before `now`. */
export function endedEvents(events: EventDates[], now: Date): EventDates[] {
  return events.filter((event) => new Date(event.end).getTime() < now.getTime());
}

/** Warnings, one per upcoming event in content/events/ that has already ended. */
export function staleEventWarnings(root: string, now: Date = new Date()): string[] {
  const folder = path.join(root, "content/events");
  const events = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => {
      const file = path.join(folder, name);
      const { frontMatter } = parseMarkdown(fs.readFileSync(file, "utf8"), file);
      return {
        slug: name.replace(/\.md$/, ""),
        title: String(frontMatter.title),
        end: String(frontMatter.end),
      };
    });
  return endedEvents(events, now).map(
    (event) =>
      `content: warning: the upcoming event "${event.title}" (content/events/${event.slug}.md) ended on ` +
      `${event.end}; move it to content/past-events/ with its outcome, or give it its new date`,
  );
}
