import type { FastifyInstance } from "fastify";
import type { StaffRouteKit } from "../conversations/reply.routes.ts";
import type { AppServices } from "../services.ts";
import { inboxViewCounts } from "./views.ts";
import { access } from "../http/access.ts";

/**
 * GET /api/staff/inbox/views, inside the staff routes (their hook has checked the session, the role and the second
 * factor): the count of every view of the inbox, for whoever asks.
 */
export function inboxViewRoutes(staff: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const db = services.database.db;
  const { digestAfterDays } = services.config.forms;
  staff.get("/staff/inbox/views", access("staff"), async (request, reply) =>
    reply.send(
      await inboxViewCounts(db, { viewerId: kit.staffOf(request).userId, waitingAfterDays: digestAfterDays }),
    ),
  );
}
