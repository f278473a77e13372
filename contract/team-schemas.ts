// The zod schemas of working as a team, for the server and the OpenAPI document (the console uses team.ts's types).
import { teamMessages } from "./team-texts.ts";
import { assignmentFilters } from "./team.ts";
import { z } from "./zod.ts";

export const assigneeSchema = z.object({ id: z.uuid(), name: z.string() });

export const assigneeListSchema = z.object({ assignees: z.array(assigneeSchema), meId: z.uuid() });

export const assignmentFilterSchema = z.enum(assignmentFilters, {
  error: "assigned must be mine or unassigned",
});

export const assignRequestSchema = z.object(
  {
    assigneeId: z.nullable(z.uuid({ error: teamMessages.notStaff })),
  },
  { error: "The body must be a JSON object with assigneeId." },
);
