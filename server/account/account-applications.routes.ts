import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  accountDataMessages,
  applicationStatusWords,
  type AccountApplications,
  type AccountDataError,
  type WithdrawnApplication,
} from "../../contract/account-data.ts";
import {
  accountApplicationsSchema,
  withdrawnApplicationSchema,
} from "../../contract/account-data-schemas.ts";
import { z } from "../../contract/zod.ts";
import { accountUnauthorized } from "../auth/auth-answers.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, component, routeSchema } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import {
  accountDataError,
  accountTooMany,
  emailUnverified,
  exampleAccountApplication,
  exampleApplicationId,
} from "./account-answers.ts";
import { applicationsOf, withdrawApplication } from "./account-applications.ts";
import { refuseUnverified } from "./refuse-unverified.ts";
import { caller } from "../auth/caller.ts";
import { access } from "../http/access.ts";

// Withdrawals per account and window: far more than a person makes.
const WITHDRAWALS = { limit: 20, windowMs: 15 * 60_000 };

const accountApplications = component("AccountApplications", accountApplicationsSchema);
const withdrawnApplication = component("WithdrawnApplication", withdrawnApplicationSchema);

const listSchema = routeSchema({
  operationId: "listAccountApplications",
  tags: ["Account"],
  summary: "The job applications sent from your verified address",
  description:
    "Newest first (at most 100): the position, when it was sent, and its stage in the pipeline (`status`), in " +
    "an applicant's words (`statusLabel`, `statusDescription`); `canWithdraw` while it is still open.",
  response: {
    200: answer("The applications.", accountApplications, { applications: [exampleAccountApplication] }),
    401: accountUnauthorized,
    403: emailUnverified,
    503: serviceUnavailable,
  },
});

// Any text: an id that is no uuid names no application (404, as the route answers), never a 400.
const applicationParams = z.object({
  id: z
    .string()
    .check(z.meta({ description: "The application's id, from the list.", examples: [exampleApplicationId] })),
});

const withdrawSchema = routeSchema({
  operationId: "withdrawAccountApplication",
  tags: ["Account"],
  summary: "Withdraw one of your applications",
  description:
    "An open application (received, in review, interview or offer) becomes `withdrawn`: staff see it so in the console and " +
    "can no longer change it; the audit log records it. No body. At most 20 per account in 15 minutes.",
  params: applicationParams,
  response: {
    200: answer("Withdrawn.", withdrawnApplication, {
      application: {
        ...exampleAccountApplication,
        status: "withdrawn",
        statusLabel: applicationStatusWords.withdrawn.label,
        statusDescription: applicationStatusWords.withdrawn.description,
        canWithdraw: false,
      },
      message: accountDataMessages.withdrawn,
    }),
    401: accountUnauthorized,
    403: emailUnverified,
    404: answer(
      "No application sent from your address has this id (another person's is not yours to see).",
      apiError,
      { message: accountDataMessages.applicationNotFound },
    ),
    409: answer(
      "Already withdrawn (`code` already-withdrawn), or closed by staff (`code` application-closed). Nothing " +
        "changed.",
      accountDataError,
      { message: accountDataMessages.alreadyWithdrawn, code: "already-withdrawn" },
    ),
    429: accountTooMany("withdrawals"),
    503: serviceUnavailable,
  },
});

/**
 * GET /api/account/applications: the applications sent from the account's verified address, with the status staff
 * set, in an applicant's words. POST /api/account/applications/{id}/withdraw: withdraw an open one.
 */
export async function accountApplicationRoutes(app: FastifyInstance, services: AppServices) {
  const db = services.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get("/account/applications", { ...access("signed-in"), schema: listSchema }, async (request, reply) => {
    const me = await caller(request);
    if (!me.emailVerified) return refuseUnverified(reply);
    return reply.send({ applications: await applicationsOf(db, me.email) } satisfies AccountApplications);
  });

  api.post(
    "/account/applications/:id/withdraw",
    { ...access("signed-in"), schema: withdrawSchema },
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
