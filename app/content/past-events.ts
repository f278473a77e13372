// Past events with their outcomes on /events: one Markdown file per event in content/past-events/, most recent
// first. Their date is a month (2025-05), shown as "May 2025".
import { content } from "./load.ts";

export const pastEvents = content().pastEvents;
export type { PastEvent } from "./schema.ts";
