import type { FastifyRequest } from "fastify";
import type { Caller } from "../auth/caller.ts";
import type { AuditRecord } from "./staff-access.ts";

/** What the staff console's route plugins share (server/staff/staff.routes.ts registers them). */
export interface StaffRouteKit {
  /** The caller the access hook checked: every staff route declares a staff level. */
  staffOf: (request: FastifyRequest) => Caller;
  /** Records what this member of staff did, under their name and address as they were at the time. */
  auditBy: (context: Caller, record: Omit<AuditRecord, "actorId" | "actorLabel">) => Promise<unknown>;
}
