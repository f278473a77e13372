import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { applicationStatusWords } from "../../contract/account-data.ts";
import {
  applicationFollowChangeSchema,
  applicationLinkRequestSchema,
  applicationLinkRevokedSchema,
  EXAMPLE_APPLICATION_TOKEN,
  followedApplicationSchema,
} from "../../contract/application-follow-schemas.ts";
import {
  applicationFollowMessages,
  type ApplicationFollowChange,
  type ApplicationLinkRevoked,
  type FollowedApplication,
} from "../../contract/application-follow.ts";
import { errorExamples } from "../../contract/examples.ts";
import { exampleAccountApplication } from "../account/account-answers.ts";
import { access } from "../http/access.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, component, routeSchema, type Answer } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import { followedApplication, withdrawByLink } from "./application-follow.ts";
import { revokeLinkByToken } from "./application-links.ts";

// The private link of ADR 0048: POST, with the token in the body, so it never stands in a URL a server or proxy
// logs. Public (the link is the only proof), rate limited per client address like the public forms.

// Tokens are 256-bit random, so the limits guard only the database: reading is what the page does on every load,
// changing is rare. Multiples of the forms' per-address limit (FORM_RATE_LIMIT in FORM_RATE_WINDOW_SECONDS).
const READS_PER_FORM_LIMIT = 30;
const CHANGES_PER_FORM_LIMIT = 2;

const linkRequest = component("ApplicationLinkRequest", applicationLinkRequestSchema, {
  token: EXAMPLE_APPLICATION_TOKEN,
});
const followed = component("FollowedApplication", followedApplicationSchema);
const followChange = component("ApplicationFollowChange", applicationFollowChangeSchema);
export const linkRevoked = component("ApplicationLinkRevoked", applicationLinkRevokedSchema);

const exampleView: FollowedApplication = {
  application: { ...exampleAccountApplication, reference: "VC-7K3Q9M", withdrawnAt: null },
  emails: [
    {
      id: "5a0f7c2e-1b3d-4e5f-8a9b-0c1d2e3f4a5b",
      from: "us",
      subject: "We received your application for AI Researcher [VC-7K3Q9M]",
      body: "Hello,\n\nThank you for applying to the Verdant Collective. ...",
      at: "2026-11-20T09:30:01.000Z",
    },
  ],
};
const exampleWithdrawn: FollowedApplication = {
  ...exampleView,
  application: {
    ...exampleView.application,
    status: "withdrawn",
    statusLabel: applicationStatusWords.withdrawn.label,
    statusDescription: applicationStatusWords.withdrawn.description,
    canWithdraw: false,
    withdrawnAt: "2026-11-24T16:05:00Z",
  },
};

/** What every operation of a link may answer besides its success. */
const linkErrors: Record<number, Answer> = {
  400: answer("No token in the body.", apiError, errorExamples.linkMissing),
  404: answer(
    "The link opens nothing: unknown, turned off, or its application deleted. The answer is the same for all " +
      "three, so it tells nobody which. Nothing changed.",
    apiError,
    { message: applicationFollowMessages.notFound },
  ),
  429: answer(
    "Too many requests from this address. Try again after Retry-After seconds.",
    apiError,
    errorExamples.tooManyRequests,
    ["Retry-After"],
  ),
  503: serviceUnavailable,
};

const readSchema = routeSchema({
  operationId: "followApplication",
  tags: ["Applicants"],
  summary: "Where an application stands, from its private link",
  description:
    "The acknowledgement of an application links to /careers/application#token=…; that page sends the token " +
    "here. The answer is that one application: its stage in the applicant's words (the same as on /account), " +
    "its reference, when it was withdrawn, and the emails about it (the acknowledgement's copy without the " +
    "link). The link signs nobody in. Reading changes nothing.",
  body: linkRequest,
  response: {
    200: answer("The application.", followed, exampleView),
    ...linkErrors,
  },
});

const withdrawSchema = routeSchema({
  operationId: "withdrawFollowedApplication",
  tags: ["Applicants"],
  summary: "Withdraw an application from its private link",
  description:
    "An open application (received, in review, interview or offer) becomes `withdrawn`, and staff see when in " +
    "the console. Idempotent: an application withdrawn already answers 200 again, with its own message. The link " +
    "keeps working, so the page can say it is withdrawn.",
  body: linkRequest,
  response: {
    200: answer("Withdrawn (now or before).", followChange, {
      ...exampleWithdrawn,
      message: applicationFollowMessages.withdrawn,
    }),
    409: answer("Closed by staff (hired, or not taken further): nothing changed.", apiError, {
      message: applicationFollowMessages.applicationClosed,
    }),
    ...linkErrors,
  },
});

const revokeSchema = routeSchema({
  operationId: "revokeApplicationLink",
  tags: ["Applicants"],
  summary: "Turn off an application's private link",
  description:
    "The link stops opening the application, on every device; the application itself is unchanged. A link " +
    "turned off already opens nothing, so it answers 404.",
  body: linkRequest,
  response: {
    200: answer("Turned off.", linkRevoked, { message: applicationFollowMessages.revoked }),
    ...linkErrors,
  },
});

/**
 * POST /api/careers/application: the application a private link opens. POST /api/careers/application/withdraw:
 * withdraw it. POST /api/careers/application/revoke-link: turn the link off. Each takes {token}.
 */
export async function applicationFollowRoutes(app: FastifyInstance, services: AppServices) {
  const db = services.database.db;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { limit, windowMs } = services.config.forms.rateLimit;
  const reads = { limit: limit * READS_PER_FORM_LIMIT, windowMs };
  const changes = { limit: limit * CHANGES_PER_FORM_LIMIT, windowMs };
  const notFound = () => new HttpError(404, applicationFollowMessages.notFound);

  api.post("/careers/application", { ...access("public"), schema: readSchema }, async (request, reply) => {
    await services.rateLimiter.consume(`application-link:read:${request.ip}`, reads);
    const view = await followedApplication(db, request.body.token);
    if (!view) throw notFound();
    return reply.send(view);
  });

  api.post(
    "/careers/application/withdraw",
    { ...access("public"), schema: withdrawSchema },
    async (request, reply) => {
      await services.rateLimiter.consume(`application-link:change:${request.ip}`, changes);
      const outcome = await withdrawByLink(db, request.body.token);
      if (!outcome.ok) {
        if (outcome.reason === "not-found") throw notFound();
        throw new HttpError(409, applicationFollowMessages.applicationClosed);
      }
      if (outcome.message === applicationFollowMessages.withdrawn) {
        request.log.info({ event: "application_withdrawn", by: "private-link" }, "application withdrawn");
      }
      return reply.send({ ...outcome.view, message: outcome.message } satisfies ApplicationFollowChange);
    },
  );

  api.post(
    "/careers/application/revoke-link",
    { ...access("public"), schema: revokeSchema },
    async (request, reply) => {
      await services.rateLimiter.consume(`application-link:change:${request.ip}`, changes);
      if (!(await revokeLinkByToken(db, request.body.token))) throw notFound();
      return reply.send({ message: applicationFollowMessages.revoked } satisfies ApplicationLinkRevoked);
    },
  );
}
