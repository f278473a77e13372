// The zod schemas of the inbox's views, for the server and the OpenAPI document (the console uses inbox-views.ts).
import { countedViews, inboxViews, type CountedView } from "./inbox-views.ts";
import { z } from "./zod.ts";

const count = z.int().check(z.minimum(0));

export const inboxViewSchema = z.enum(inboxViews, { error: `view must be one of ${inboxViews.join(", ")}` });

export const inboxViewCountsSchema = z.object({
  counts: z.object(
    Object.fromEntries(countedViews.map((view) => [view, count])) as Record<CountedView, typeof count>,
  ),
  positions: z.array(z.object({ position: z.string(), title: z.string(), count })),
  waitingAfterDays: z.int().check(z.minimum(1)),
});
