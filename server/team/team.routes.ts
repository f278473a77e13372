import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { staffMessages } from "../../contract/staff.ts";
import { teamMessages } from "../../contract/team-texts.ts";
import { assigneeListSchema, assignRequestSchema } from "../../contract/team-schemas.ts";
import { z } from "../../contract/zod.ts";
import { access } from "../http/access.ts";
import { apiError } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, component, routeSchema } from "../http/route-schema.ts";
import { parseBody } from "../http/validate.ts";
import type { RateRule } from "../rate-limit/rate-limiter.ts";
import type { AppServices } from "../services.ts";
import { addressNotFound, entryOf, entryParams } from "../staff/entry-address.ts";
import {
  entryNotFound,
  exampleContactItem,
  inboxItemAnswer,
  staffBodyErrors,
  staffCommon,
  tooManyFromAccount,
} from "../staff/staff-answers.ts";
import type { StaffRouteKit } from "../staff/staff-route-kit.ts";
import { assignEntry, listAssignees } from "./assignment.ts";
import { assignableKinds } from "./assignment-sql.ts";

/** Assignments per staff account in one window: sorting a morning's inbox, not a script reshuffling it. */
export const ASSIGNMENTS: RateRule = { limit: 120, windowMs: 15 * 60_000 };

const grace = { id: "8a3d5f1e-0c2b-4e7a-9f6d-1b2c3d4e5f60", name: "Grace Hopper" };

const assigneesSchema = routeSchema({
  operationId: "listAssignees",
  tags: ["Staff"],
  summary: "List the members of staff an entry can be assigned to",
  description: 'Staff and admin accounts by name, and the id of whoever asks (for "assign to me").',
  response: {
    200: answer("The members of staff.", component("AssigneeList", assigneeListSchema), {
      assignees: [grace],
      meId: grace.id,
    }),
    ...staffCommon,
  },
});

const assignSchema = routeSchema({
  operationId: "assignInboxEntry",
  tags: ["Staff"],
  summary: "Assign a message or an application to a member of staff, or to nobody",
  description:
    "assigneeId is a staff or admin account's id, or null to unassign. Each change is written to the audit " +
    "log (assigning to whoever has it already changes nothing). Subscribers cannot be assigned (409). Limited " +
    "per account (429 with Retry-After).",
  params: z.object(entryParams({ kind: "contact", id: exampleContactItem.id })),
  body: component("AssignRequest", assignRequestSchema, { assigneeId: grace.id }),
  response: {
    200: answer("The entry as it is now.", inboxItemAnswer, {
      item: { ...exampleContactItem, assignee: grace },
    }),
    404: entryNotFound,
    409: answer("A subscriber: only messages and applications are assigned.", apiError, {
      message: teamMessages.notAssignable,
    }),
    429: tooManyFromAccount(
      "Too many from this account. Try again after Retry-After seconds.",
      teamMessages.tooMany,
    ),
    ...staffBodyErrors,
    ...staffCommon,
  },
});

/**
 * Working as a team, inside the staff routes (their hook has checked the session, the role and the second factor):
 * who can be assigned, and assigning an entry (the body is checked after the account's limit counted it).
 */
export function teamRoutes(app: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const staff = app.withTypeProvider<ZodTypeProvider>();
  const { database, rateLimiter } = services;
  const db = database.db;

  staff.get("/staff/assignees", { ...access("staff"), schema: assigneesSchema }, async (request, reply) =>
    reply.send({ assignees: await listAssignees(db), meId: kit.staffOf(request).userId }),
  );

  staff.post(
    "/staff/inbox/:kind/:id/assignee",
    {
      ...access("staff"),
      schema: assignSchema,
      validatorCompiler: addressNotFound(undefined, { body: "handler" }),
    },
    async (request, reply) => {
      const { kind, id } = entryOf(request.params);
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
    },
  );
}
