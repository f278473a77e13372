import type { FastifyInstance } from "fastify";
import { staffMessages } from "../../contract/staff.ts";
import { assignRequestSchema } from "../../contract/team-schemas.ts";
import { teamMessages } from "../../contract/team-messages.ts";
import type { StaffRouteKit } from "../conversations/reply.routes.ts";
import { HttpError } from "../http/http-error.ts";
import { parseBody } from "../http/validate.ts";
import type { RateRule } from "../rate-limit/rate-limiter.ts";
import type { AppServices } from "../services.ts";
import { assignEntry, listAssignees } from "./assignment.ts";
import { assignableKinds } from "./assignment-sql.ts";
import { access } from "../http/access.ts";

/** Assignments per staff account in one window: sorting a morning's inbox, not a script reshuffling it. */
export const ASSIGNMENTS: RateRule = { limit: 120, windowMs: 15 * 60_000 };

/**
 * Working as a team, inside the staff routes (their hook has checked the session, the role and the second factor):
 * who can be assigned, and assigning an entry.
 */
export function teamRoutes(staff: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const { database, rateLimiter } = services;
  const db = database.db;

  staff.get("/staff/assignees", access("staff"), async (request, reply) =>
    reply.send({ assignees: await listAssignees(db), meId: kit.staffOf(request).userId }),
  );

  staff.post("/staff/inbox/:kind/:id/assignee", access("staff"), async (request, reply) => {
    const { kind, id } = kit.entryParams(request);
    const context = kit.staffOf(request);
    await rateLimiter.consume(`staff-assignments:${context.userId}`, ASSIGNMENTS, teamMessages.tooMany);
    const { assigneeId } = parseBody(assignRequestSchema, request.body);
    if (!assignableKinds.has(kind)) throw new HttpError(409, teamMessages.notAssignable);
    const outcome = await assignEntry(db, kind, id, assigneeId?.toLowerCase() ?? null, {
      id: context.userId,
      label: `${context.name} <${context.email}>`,
    });
    switch (outcome.outcome) {
      case "not-found":
        throw new HttpError(404, staffMessages.entryNotFound);
      case "not-staff":
        throw new HttpError(400, teamMessages.notStaff, { details: [teamMessages.notStaff] });
      default:
        return reply.send({ item: outcome.item });
    }
  });
}
