import type { FastifyInstance } from "fastify";
import { threadKinds } from "../../contract/conversations.ts";
import { staffMessages } from "../../contract/staff.ts";
import { access } from "../http/access.ts";
import { HttpError } from "../http/http-error.ts";
import { readOriginal } from "../inbound/raw-emails.ts";
import type { AppServices } from "../services.ts";
import { findItem, isUuid } from "../staff/inbox.service.ts";
import { attachClaim } from "./claims.ts";
import type { StaffRouteKit } from "./reply.routes.ts";

const refusals = {
  "not-claiming": staffMessages.notClaiming,
  "already-attached": staffMessages.alreadyAttached,
  "entry-gone": staffMessages.claimedEntryGone,
} as const;

/**
 * What staff do with the emails that came in, inside the staff routes (their hook has checked the session, the role
 * and the second factor): attach an email from a different sender to the entry it names, and download the original
 * of an email whose text could not be read. Both go into the audit log.
 */
export function inboundStaffRoutes(staff: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const db = services.database.db;

  staff.post("/staff/inbox/:kind/:id/attach", access("staff"), async (request, reply) => {
    const { kind, id } = kit.entryParams(request);
    if (!(await findItem(db, kind, id))) throw new HttpError(404, staffMessages.entryNotFound);
    const context = kit.staffOf(request);
    const outcome = await attachClaim(db, id, { id: context.userId, name: context.name });
    if (outcome.outcome !== "attached") throw new HttpError(409, refusals[outcome.outcome]);
    // Named by ids and the reference only, on both entries, so each one's history tells it.
    await kit.auditBy(context, {
      action: "attach",
      targetKind: kind,
      targetId: id,
      detail: `email attached to ${outcome.reference} (${outcome.kind} ${outcome.id})`,
    });
    await kit.auditBy(context, {
      action: "attach",
      targetKind: outcome.kind,
      targetId: outcome.id,
      detail: `email from message ${id}, a different sender`,
    });
    return reply.send({ item: (await findItem(db, outcome.kind, outcome.id))! });
  });

  staff.get("/staff/inbox/:kind/:id/emails/:emailId/raw", access("staff"), async (request, reply) => {
    const { kind, id } = kit.entryParams(request);
    const { emailId } = request.params as { emailId: string };
    if (!(threadKinds as readonly string[]).includes(kind) || !isUuid(emailId)) {
      throw new HttpError(404, staffMessages.emailNotFound);
    }
    const original = await readOriginal(db, id, emailId.toLowerCase());
    if (!original) throw new HttpError(404, staffMessages.emailNotFound);
    await kit.auditBy(kit.staffOf(request), {
      action: "download-email",
      targetKind: kind,
      targetId: id,
      detail: `email ${emailId.toLowerCase()}`,
    });
    return reply
      .header("content-type", "message/rfc822")
      .header("content-disposition", `attachment; filename="email-${emailId.toLowerCase().slice(0, 8)}.eml"`)
      .send(original);
  });
}
