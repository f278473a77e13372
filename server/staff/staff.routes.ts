import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  auditPageSchema,
  auditQuerySchema,
  codeRequestSchema,
  enrolmentSchema,
  roleRequestSchema,
  secondFactorStateSchema,
  staffAccountsSchema,
  staffMessages,
  type SecondFactorState,
} from "../../contract/staff-schemas.ts";
import { z } from "../../contract/zod.ts";
import { caller, signedIn, type Caller } from "../auth/caller.ts";
import { CodeAttempts } from "../auth/code-attempts.ts";
import { access } from "../http/access.ts";
import { apiError, bodyAnswers, serviceUnavailable } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, component, emptyAnswer, routeSchema } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import { analyticsStaffRoutes } from "../analytics/analytics.routes.ts";
import { inboundStaffRoutes } from "../conversations/inbound-staff.routes.ts";
import { replyRoutes } from "../conversations/reply.routes.ts";
import { inboxRoutes } from "../inbox/inbox.routes.ts";
import { pipelineRoutes } from "../pipeline/pipeline.routes.ts";
import { applicationLinkStaffRoutes } from "../careers/application-link-staff.routes.ts";
import { applicationFileRoutes } from "../careers/application-files.routes.ts";
import { teamRoutes } from "../team/team.routes.ts";
import { auditPage, encodeAuditCursor, InvalidAuditCursorError } from "./audit-log.ts";
import { recoveryCodesLeft, startEnrolment, verifySecondFactor } from "../auth/second-factor.ts";
import { confirmTwoStep } from "../account/two-step.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { secretBoxFor } from "./secret-box.ts";
import { adminForbidden, exampleItem, staffError, staffInvalid, staffUnauthorized } from "./staff-answers.ts";
import { audit, markSessionVerified, setRole, staffAccounts } from "./staff-access.ts";
import { described, pageSize } from "./staff-query.ts";
import type { StaffRouteKit } from "./staff-route-kit.ts";

const secondFactorCode = component("SecondFactorCode", codeRequestSchema, { code: "492039" });
const roleRequest = component("RoleRequest", roleRequestSchema, {
  email: "grace@example.org",
  role: "staff",
});

const invalidCode = answer("The code is wrong, already used, or malformed.", apiError, {
  message: staffMessages.invalidCode,
  details: [staffMessages.invalidCode],
});

/** The second-factor set-up answers accounts that have not proved it yet, so only visitors are refused. */
const visitorForbidden = answer("A visitor's account.", staffError, {
  message: staffMessages.staffOnly,
  code: "staff-only",
});

const tooManyCodes = answer(
  "Too many codes tried for this account.",
  apiError,
  { message: staffMessages.tooManyCodes },
  ["Retry-After"],
);

const stateSchema = routeSchema({
  operationId: "getSecondFactorState",
  tags: ["Accounts"],
  summary: "The signed-in account's role and second-factor state",
  description:
    "Whether the account is a visitor, staff or admin, has a confirmed second factor, and whether this session " +
    "proved it.",
  response: {
    200: answer("The state.", component("SecondFactorState", secondFactorStateSchema), {
      role: "staff",
      enrolled: true,
      verified: false,
    }),
    401: staffUnauthorized,
    503: serviceUnavailable,
  },
});

const verifySchema = routeSchema({
  operationId: "verifySecondFactor",
  tags: ["Accounts"],
  summary: "Prove the second factor for this session",
  description:
    "A staff or admin session sends the 6-digit code of its authenticator app (TOTP, RFC 6238), or one of its " +
    "recovery codes, which then works no more. A code is never accepted twice. Code attempts are limited per " +
    "account.",
  body: secondFactorCode,
  response: {
    204: emptyAnswer("This session is verified: the staff routes now answer it."),
    400: invalidCode,
    401: staffUnauthorized,
    409: answer("The account has no confirmed second factor (or is a visitor's).", apiError, {
      message: staffMessages.notEnrolled,
    }),
    413: bodyAnswers[413],
    415: bodyAnswers[415],
    429: tooManyCodes,
    503: serviceUnavailable,
  },
});

const enrolSchema = routeSchema({
  operationId: "enrolSecondFactor",
  tags: ["Staff"],
  summary: "Start setting up the second factor",
  description:
    "For a staff or admin account without a confirmed second factor (a pending set-up is replaced). The secret " +
    "goes into an authenticator app (or scan `otpauthUrl` as a QR code); keep the recovery codes somewhere safe: " +
    "they are shown only now. No body.",
  response: {
    200: answer("A new secret and recovery codes.", component("Enrolment", enrolmentSchema), {
      secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
      otpauthUrl:
        "otpauth://totp/Verdant%20Collective:grace%40example.org?issuer=Verdant%20Collective&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
      recoveryCodes: ["k7m2p-x9q4r", "a3b5c-d7e9f"],
    }),
    401: staffUnauthorized,
    403: visitorForbidden,
    409: answer("The second factor is set up already.", apiError, { message: staffMessages.alreadyEnrolled }),
    503: serviceUnavailable,
  },
});

const confirmSchema = routeSchema({
  operationId: "confirmSecondFactor",
  tags: ["Staff"],
  summary: "Finish setting up the second factor with a first code",
  body: secondFactorCode,
  response: {
    204: emptyAnswer("Set up; this session is verified."),
    400: invalidCode,
    401: staffUnauthorized,
    403: visitorForbidden,
    409: answer("No set-up was started, or it is finished already.", apiError, {
      message: staffMessages.notEnrolling,
    }),
    413: bodyAnswers[413],
    415: bodyAnswers[415],
    429: tooManyCodes,
    503: serviceUnavailable,
  },
});

const accountsSchema = routeSchema({
  operationId: "listStaffAccounts",
  tags: ["Staff"],
  summary: "The staff and admin accounts (admins only)",
  response: {
    200: answer("The accounts.", component("StaffAccounts", staffAccountsSchema), {
      accounts: [
        {
          id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
          name: "Ada Lovelace",
          email: "ada@example.org",
          role: "admin",
          enrolled: true,
          emailVerified: true,
        },
      ],
    }),
    401: staffUnauthorized,
    403: adminForbidden,
    503: serviceUnavailable,
  },
});

const roleSchema = routeSchema({
  operationId: "setAccountRole",
  tags: ["Staff"],
  summary: "Grant or revoke a role (admins only)",
  description:
    "Applies to the account's very next request. Revoking (role visitor) also ends its sessions' second-factor " +
    "proof. Admins cannot change their own role, and the only admin keeps it. Staff and admin roles go only to " +
    "accounts whose email is verified.",
  body: roleRequest,
  response: {
    204: emptyAnswer("Done."),
    400: staffInvalid,
    401: staffUnauthorized,
    403: adminForbidden,
    404: answer("No account has this email address.", apiError, { message: staffMessages.accountNotFound }),
    409: answer(
      "An admin's own role, the only admin's role (another account must be made admin first), or a staff or " +
        "admin role for an account whose email is not verified (anyone can register an address they do not hold).",
      apiError,
      { message: staffMessages.ownRole },
    ),
    413: bodyAnswers[413],
    415: bodyAnswers[415],
    503: serviceUnavailable,
  },
});

// A cursor the server accepts (a documented example is valid input): the page after the example's line.
const auditCursorExample = encodeAuditCursor(
  "2026-11-21T08:00:00.000000Z",
  "9a0b7d4e-1c2f-4e3a-8b5d-6f7e8a9b0c1d",
);

const auditSchema = routeSchema({
  operationId: "readAuditLog",
  tags: ["Staff"],
  summary: "The audit log, newest first (admins only)",
  description:
    "Every view of a job application and every change (status, notes, spam and release, roles, exports, " +
    "emails attached by hand, originals of emails downloaded, " +
    "second-factor set-up): who, what, when. Records are named by id.",
  querystring: z.object({
    cursor: described(
      auditQuerySchema.shape.cursor,
      "The `nextCursor` of the previous page.",
      auditCursorExample,
    ),
    limit: pageSize("Entries per page, 1 to 100 (default 50).", "50"),
  }),
  response: {
    200: answer("One page.", component("AuditPage", auditPageSchema), {
      entries: [
        {
          id: "9a0b7d4e-1c2f-4e3a-8b5d-6f7e8a9b0c1d",
          at: "2026-11-21T08:00:00.000Z",
          actor: "Ada Lovelace <ada@example.org>",
          action: "view",
          targetKind: "application",
          targetId: exampleItem.id,
          detail: "",
        },
      ],
      nextCursor: null,
    }),
    400: staffInvalid,
    401: staffUnauthorized,
    403: adminForbidden,
    503: serviceUnavailable,
  },
});

/** The staff console's API under /api/staff, and the second factor's sign-in step under /api/auth/2fa. */
export async function staffRoutes(plain: FastifyInstance, services: AppServices) {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  const { database, config } = services;
  const db = database.db;
  const box = secretBoxFor(config);
  const origin = publicOrigin(config);
  const codeAttempts = new CodeAttempts(db, services.metrics);

  const kit: StaffRouteKit = {
    // The caller the access hook checked (server/http/access.ts): every route here declares a staff level.
    staffOf: signedIn,
    auditBy: (context, record) =>
      audit(db, { ...record, actorId: context.userId, actorLabel: `${context.name} <${context.email}>` }),
  };
  const { staffOf, auditBy } = kit;

  /** Counts a code attempt before it is checked (server/auth/code-attempts.ts); a lockout goes to the audit log. */
  const takeCodeAttempt = (request: FastifyRequest, context: Caller) =>
    codeAttempts.take(request, context.userId, (counters) =>
      auditBy(context, {
        action: "2fa-locked",
        targetKind: "account",
        targetId: context.userId,
        detail: `too many codes: ${counters.join(", ")} counter`,
      }),
    );

  const codeFailed = (context: Caller, step: string) =>
    auditBy(context, {
      action: "2fa-failed",
      targetKind: "account",
      targetId: context.userId,
      detail: step,
    });

  // GET and POST /api/auth/2fa: the second-factor state of this session, and the code that verifies it.
  app.get("/auth/2fa", { ...access("signed-in"), schema: stateSchema }, async (request, reply) => {
    const context = await caller(request);
    return reply.send({
      role: context.role,
      enrolled: context.enrolled,
      verified: context.secondFactorProved,
    } satisfies SecondFactorState);
  });

  app.post("/auth/2fa", { ...access("signed-in"), schema: verifySchema }, async (request, reply) => {
    const context = await caller(request);
    const { code } = request.body;
    if (context.role === "visitor" || !context.enrolled) {
      throw new HttpError(409, staffMessages.notEnrolled);
    }
    const taken = await takeCodeAttempt(request, context);
    const outcome = await verifySecondFactor(db, box, context.userId, code);
    if (outcome !== "totp" && outcome !== "recovery-code") {
      request.log.info({ event: "second_factor_failed", userId: context.userId }, "second factor refused");
      services.metrics.loginFailed("second-factor");
      await codeFailed(context, "sign-in");
      throw new HttpError(400, staffMessages.invalidCode, { details: [staffMessages.invalidCode] });
    }
    await markSessionVerified(db, context.sessionId);
    await codeAttempts.giveBack(taken);
    if (outcome === "recovery-code") {
      await auditBy(context, {
        action: "2fa-recovery-code",
        targetKind: "account",
        targetId: context.userId,
        detail: `${await recoveryCodesLeft(db, context.userId)} recovery codes left`,
      });
    }
    return reply.status(204).send();
  });

  await app.register(async (plainStaff) => {
    // Every /api/staff route declares its level (staff-enrolment, staff or admin); the access hook checks the
    // session, the role and this session's second factor before anything here runs (server/http/access.ts).
    const staff = plainStaff.withTypeProvider<ZodTypeProvider>();

    staff.post(
      "/staff/2fa/enrol",
      { ...access("staff-enrolment"), schema: enrolSchema },
      async (request, reply) => {
        const context = staffOf(request);
        const enrolment = await startEnrolment(db, box, { id: context.userId, email: context.email });
        if (!enrolment) throw new HttpError(409, staffMessages.alreadyEnrolled);
        await auditBy(context, { action: "2fa-enrol", targetKind: "account", targetId: context.userId });
        return reply.send(enrolment);
      },
    );

    staff.post(
      "/staff/2fa/confirm",
      { ...access("staff-enrolment"), schema: confirmSchema },
      async (request, reply) => {
        const context = staffOf(request);
        const { code } = request.body;
        const taken = await takeCodeAttempt(request, context);
        // The same step as the account page's, with its notice to the owner (server/account/two-step.ts).
        const outcome = await confirmTwoStep(db, box, origin, context, code);
        if (outcome === "not-enrolling") {
          throw new HttpError(
            409,
            context.enrolled ? staffMessages.alreadyEnrolled : staffMessages.notEnrolling,
          );
        }
        if (outcome === "invalid") {
          request.log.info(
            { event: "second_factor_failed", userId: context.userId },
            "enrolment code refused",
          );
          await codeFailed(context, "set-up");
          throw new HttpError(400, staffMessages.invalidCode, { details: [staffMessages.invalidCode] });
        }
        await codeAttempts.giveBack(taken);
        services.outbox.notify();
        await auditBy(context, { action: "2fa-confirm", targetKind: "account", targetId: context.userId });
        return reply.status(204).send();
      },
    );

    inboxRoutes(staff, services, kit);
    replyRoutes(staff, services, kit);
    inboundStaffRoutes(staff, services, kit);
    applicationFileRoutes(staff, services, kit);
    pipelineRoutes(staff, services, kit);
    applicationLinkStaffRoutes(staff, services, kit);
    analyticsStaffRoutes(staff, services);
    teamRoutes(staff, services, kit);

    staff.get("/staff/accounts", { ...access("admin"), schema: accountsSchema }, async (_request, reply) =>
      reply.send({ accounts: await staffAccounts(db) }),
    );

    staff.post("/staff/accounts/role", { ...access("admin"), schema: roleSchema }, async (request, reply) => {
      const { email, role } = request.body;
      const context = staffOf(request);
      if (email === context.email.toLowerCase()) throw new HttpError(409, staffMessages.ownRole);
      const change = await setRole(db, email, role);
      if (!change.changed && change.reason === "unverified") {
        throw new HttpError(409, staffMessages.unverifiedAccount);
      }
      if (!change.changed && change.reason === "last-admin")
        throw new HttpError(409, staffMessages.lastAdmin);
      if (!change.changed) throw new HttpError(404, staffMessages.accountNotFound);
      await auditBy(context, {
        action: "role",
        targetKind: "account",
        targetId: change.userId,
        detail: `${change.from} → ${change.to}`,
      });
      return reply.status(204).send();
    });

    staff.get("/staff/audit", { ...access("admin"), schema: auditSchema }, async (request, reply) => {
      const { cursor, limit } = request.query;
      try {
        return reply.send(await auditPage(db, cursor, limit ?? 50));
      } catch (error) {
        if (error instanceof InvalidAuditCursorError) throw new HttpError(400, staffMessages.invalidCursor);
        throw error;
      }
    });
  });
}
