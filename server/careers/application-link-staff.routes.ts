import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ApplicationLinkRevoked } from "../../contract/application-follow.ts";
import { staffApplicationLinkTexts, staffMessages } from "../../contract/staff.ts";
import { z } from "../../contract/zod.ts";
import { access } from "../http/access.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, routeSchema } from "../http/route-schema.ts";
import { findItem } from "../inbox/inbox.service.ts";
import type { RateRule } from "../rate-limit/rate-limiter.ts";
import type { AppServices } from "../services.ts";
import { addressNotFound, pathUuid } from "../staff/entry-address.ts";
import { entryNotFound, exampleItem, staffCommon, tooManyFromAccount } from "../staff/staff-answers.ts";
import type { StaffRouteKit } from "../staff/staff-route-kit.ts";
import { linkRevoked } from "./application-follow.routes.ts";
import { revokeLinksOf } from "./application-links.ts";

/** Links turned off per staff account in one window: a person acting on a report, not a script. */
const LINK_REVOKES: RateRule = { limit: 60, windowMs: 15 * 60_000 };

const revokeSchema = routeSchema({
  operationId: "revokeApplicationLinkAsStaff",
  tags: ["Staff"],
  summary: "Turn off an application's private link",
  description:
    "The applicant's private link (ADR 0048) stops opening the application, for instance when they report it " +
    "shared by mistake; the application is unchanged. Answers 200 also when it had no live link. Recorded in " +
    "the audit log. 60 per account in 15 minutes.",
  params: z.object({ id: pathUuid("The application's id.", exampleItem.id) }),
  response: {
    200: answer("Turned off (or there was none).", linkRevoked, {
      message: staffApplicationLinkTexts.revoked,
    }),
    404: entryNotFound,
    429: tooManyFromAccount(
      "Too many from this account. Try again after Retry-After seconds.",
      staffApplicationLinkTexts.tooMany,
    ),
    ...staffCommon,
  },
});

/**
 * POST /api/staff/inbox/application/{id}/private-link/revoke, inside the staff routes: their hook has checked the
 * session, the role and the second factor.
 */
export function applicationLinkStaffRoutes(app: FastifyInstance, services: AppServices, kit: StaffRouteKit) {
  const staff = app.withTypeProvider<ZodTypeProvider>();
  const db = services.database.db;
  staff.post(
    "/staff/inbox/application/:id/private-link/revoke",
    { ...access("staff"), schema: revokeSchema, validatorCompiler: addressNotFound() },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      const context = kit.staffOf(request);
      await services.rateLimiter.consume(
        `staff-link-revokes:${context.userId}`,
        LINK_REVOKES,
        staffApplicationLinkTexts.tooMany,
      );
      if (!(await findItem(db, "application", id))) throw new HttpError(404, staffMessages.entryNotFound);
      const revoked = await revokeLinksOf(db, id);
      if (revoked > 0) {
        await kit.auditBy(context, {
          action: "revoke-link",
          targetKind: "application",
          targetId: id,
          detail: "private link turned off",
        });
      }
      return reply.send({ message: staffApplicationLinkTexts.revoked } satisfies ApplicationLinkRevoked);
    },
  );
}
