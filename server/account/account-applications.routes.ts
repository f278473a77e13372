import type { FastifyInstance } from "fastify";
import {
  accountDataMessages,
  type AccountApplications,
  type AccountDataError,
  type WithdrawnApplication,
} from "../../contract/account-data.ts";
import { z } from "../../contract/zod.ts";
import { HttpError } from "../http/http-error.ts";
import type { AppServices } from "../services.ts";
import { applicationsOf, withdrawApplication } from "./account-applications.ts";
import { refuseUnverified } from "./refuse-unverified.ts";
import { caller } from "../auth/caller.ts";
import { access } from "../http/access.ts";

// Withdrawals per account and window: far more than a person makes.
const WITHDRAWALS = { limit: 20, windowMs: 15 * 60_000 };

/**
 * GET /api/account/applications: the applications sent from the account's verified address, with the status staff
 * set, in an applicant's words. POST /api/account/applications/{id}/withdraw: withdraw an open one.
 */
export async function accountApplicationRoutes(app: FastifyInstance, services: AppServices) {
  const db = services.database.db;
  app.get("/account/applications", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    if (!me.emailVerified) return refuseUnverified(reply);
    return reply.send({ applications: await applicationsOf(db, me.email) } satisfies AccountApplications);
  });

  app.post<{ Params: { id: string } }>(
    "/account/applications/:id/withdraw",
    access("signed-in"),
    async (request, reply) => {
      const me = await caller(request);
      if (!me.emailVerified) return refuseUnverified(reply);
      await services.rateLimiter.consume(`account-withdraw:${me.userId}`, WITHDRAWALS);
      const { id } = request.params;
      if (!z.uuid().safeParse(id).success) throw new HttpError(404, accountDataMessages.applicationNotFound);
      const outcome = await withdrawApplication(db, { userId: me.userId, email: me.email }, id);
      if (outcome.ok) {
        request.log.info({ event: "application_withdrawn", userId: me.userId }, "application withdrawn");
        return reply.send({
          application: outcome.application,
          message: accountDataMessages.withdrawn,
        } satisfies WithdrawnApplication);
      }
      if (outcome.reason === "not-found") throw new HttpError(404, accountDataMessages.applicationNotFound);
      return reply.status(409).send({
        message:
          outcome.reason === "already-withdrawn"
            ? accountDataMessages.alreadyWithdrawn
            : accountDataMessages.applicationClosed,
        code: outcome.reason,
      } satisfies AccountDataError);
    },
  );
}
