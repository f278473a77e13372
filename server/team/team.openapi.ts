// The OpenAPI description of working as a team (team.routes.ts).
import { teamMessages } from "../../contract/team-messages.ts";
import { assignRequestSchema } from "../../contract/team-schemas.ts";
import {
  type Endpoint,
  answer,
  body,
  entryNotFound,
  entryPath,
  exampleContactItem,
  staffBodyErrors,
  staffCommon,
} from "../openapi/endpoint-kit.ts";

const grace = { id: "8a3d5f1e-0c2b-4e7a-9f6d-1b2c3d4e5f60", name: "Grace Hopper" };

export const teamEndpoints: Endpoint[] = [
  {
    method: "get",
    path: "/api/staff/assignees",
    operationId: "listAssignees",
    tag: "Staff",
    summary: "List the members of staff an entry can be assigned to",
    description: 'Staff and admin accounts by name, and the id of whoever asks (for "assign to me").',
    bearerAuth: true,
    answers: {
      200: answer("The members of staff.", "AssigneeList", { assignees: [grace], meId: grace.id }),
      ...staffCommon,
    },
  },
  {
    method: "post",
    path: "/api/staff/inbox/{kind}/{id}/assignee",
    operationId: "assignInboxEntry",
    tag: "Staff",
    summary: "Assign a message or an application to a member of staff, or to nobody",
    description:
      "assigneeId is a staff or admin account's id, or null to unassign. Each change is written to the audit " +
      "log (assigning to whoever has it already changes nothing). Subscribers cannot be assigned (409). Limited " +
      "per account (429 with Retry-After).",
    bearerAuth: true,
    pathParameters: {
      ...entryPath,
      kind: { ...entryPath.kind, example: "contact" },
      id: { ...entryPath.id, example: exampleContactItem.id },
    },
    request: body("AssignRequest", assignRequestSchema, { assigneeId: grace.id }),
    answers: {
      200: answer("The entry as it is now.", "InboxItemAnswer", {
        item: { ...exampleContactItem, assignee: grace },
      }),
      404: entryNotFound,
      409: answer("A subscriber: only messages and applications are assigned.", "ApiError", {
        message: teamMessages.notAssignable,
      }),
      429: answer(
        "Too many from this account. Try again after Retry-After seconds.",
        "ApiError",
        { message: teamMessages.tooMany },
        ["Retry-After"],
      ),
      ...staffBodyErrors,
      ...staffCommon,
    },
  },
];
