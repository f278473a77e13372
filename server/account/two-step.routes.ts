import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { codeRequestSchema, enrolmentSchema } from "../../contract/staff-schemas.ts";
import { twoStepMessages, type RecoveryCodesAnswer, type TwoStepState } from "../../contract/two-step.ts";
import {
  recoveryCodesAnswerSchema,
  twoStepProofSchema,
  twoStepStateSchema,
} from "../../contract/two-step-schemas.ts";
import { accountUnauthorized } from "../auth/auth-answers.ts";
import { accountValidation } from "../auth/auth-errors.ts";
import { caller, type Caller } from "../auth/caller.ts";
import { CodeAttempts } from "../auth/code-attempts.ts";
import { verifyPassword } from "../auth/passwords.ts";
import { newRecoveryCodes, startEnrolment, verifySecondFactor } from "../auth/second-factor.ts";
import { access } from "../http/access.ts";
import { apiError, bodyAnswers, serviceUnavailable } from "../http/common-answers.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { answer, component, emptyAnswer, routeSchema } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import { secretBoxFor } from "../staff/secret-box.ts";
import { confirmTwoStep, turnOffTwoStep, twoStepState } from "./two-step.ts";

/** Changes to two-step sign-in per account and window (each step of turning it on counts): plenty for a person. */
export const TWO_STEP_CHANGES = { limit: 20, windowMs: 15 * 60_000 };

const exampleEnrolment = {
  secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  otpauthUrl:
    "otpauth://totp/Verdant%20Collective:grace%40example.org?issuer=Verdant%20Collective&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30",
  recoveryCodes: ["k7m2p-x9q4r", "a3b5c-d7e9f"],
};
const twoStepCode = component("SecondFactorCode", codeRequestSchema, { code: "492039" });
const twoStepProof = component("TwoStepProof", twoStepProofSchema, {
  currentPassword: "correct horse battery",
});
const recoveryCodes = component("RecoveryCodes", recoveryCodesAnswerSchema, {
  recoveryCodes: exampleEnrolment.recoveryCodes,
});

const tooManyChanges = answer(
  "Too many changes to two-step sign-in on this account (20 in 15 minutes). Try again after Retry-After seconds.",
  apiError,
  { message: twoStepMessages.tooManyChanges },
  ["Retry-After"],
);
const tooManyCodes = answer(
  "Too many codes tried for this account. Try again after Retry-After seconds.",
  apiError,
  { message: twoStepMessages.tooManyCodes },
  ["Retry-After"],
);
const proofRefused = answer(
  "Neither a password nor a code was sent, or the one sent is wrong. Nothing changed.",
  apiError,
  { message: twoStepMessages.passwordWrong, details: [twoStepMessages.passwordWrong] },
);
const notOn = answer("Two-step sign-in is not on.", apiError, { message: twoStepMessages.notOn });

const stateSchema = routeSchema({
  operationId: "getTwoStep",
  tags: ["Account"],
  summary: "Whether two-step sign-in is on",
  description:
    "With how many recovery codes are left, and whether the account must keep it (staff and admin accounts).",
  response: {
    200: answer("The state.", component("TwoStepState", twoStepStateSchema), {
      enabled: true,
      recoveryCodesLeft: 9,
      required: false,
    }),
    401: accountUnauthorized,
    503: serviceUnavailable,
  },
});

const startSchema = routeSchema({
  operationId: "startTwoStep",
  tags: ["Account"],
  summary: "Start turning on two-step sign-in",
  description:
    "No body. A new secret for an authenticator app (TOTP, RFC 6238; `otpauthUrl` is what its QR code holds) and " +
    "10 recovery codes, shown only now; a set-up not finished is replaced. Nothing changes for signing in until " +
    "POST /api/account/two-step/confirm takes a first code. The account's email address must be verified.",
  response: {
    200: answer(
      "A new secret and recovery codes.",
      component("Enrolment", enrolmentSchema),
      exampleEnrolment,
    ),
    401: accountUnauthorized,
    403: answer("The account's email address is not verified yet.", apiError, {
      message: twoStepMessages.emailUnverified,
    }),
    409: answer("Two-step sign-in is on already.", apiError, { message: twoStepMessages.alreadyOn }),
    429: tooManyChanges,
    503: serviceUnavailable,
  },
});

const confirmSchema = routeSchema({
  operationId: "confirmTwoStep",
  tags: ["Account"],
  summary: "Turn on two-step sign-in with a first code from the app",
  description:
    "From now on a sign-in with the password or an identity provider asks for a code (POST /api/auth/login/code); " +
    "a passkey signs in by itself. This session counts as verified. A notice goes to the account's address.",
  body: twoStepCode,
  response: {
    204: emptyAnswer("Two-step sign-in is on."),
    400: answer("The code is wrong, already used, or malformed.", apiError, {
      message: twoStepMessages.invalidCode,
      details: [twoStepMessages.invalidCode],
    }),
    401: accountUnauthorized,
    409: answer("No set-up was started, or it is finished already.", apiError, {
      message: twoStepMessages.notStarted,
    }),
    413: bodyAnswers[413],
    415: bodyAnswers[415],
    429: tooManyCodes,
    503: serviceUnavailable,
  },
});

const turnOffSchema = routeSchema({
  operationId: "turnOffTwoStep",
  tags: ["Account"],
  summary: "Turn off two-step sign-in",
  description:
    "With the account's password (`currentPassword`) or a code (`code`: from the app, or a recovery code, used " +
    "up). The secret and the recovery codes are deleted, and so are sign-ins waiting for a code. A notice goes to " +
    "the account's address. Staff and admin accounts keep it (an administrator can reset it with " +
    "`npm run staff -- reset-2fa`).",
  body: twoStepProof,
  response: {
    204: emptyAnswer("Two-step sign-in is off."),
    400: proofRefused,
    401: accountUnauthorized,
    403: answer("A staff or admin account.", apiError, { message: twoStepMessages.staffKeepIt }),
    409: notOn,
    413: bodyAnswers[413],
    415: bodyAnswers[415],
    429: tooManyCodes,
    503: serviceUnavailable,
  },
});

const newCodesSchema = routeSchema({
  operationId: "newRecoveryCodes",
  tags: ["Account"],
  summary: "New recovery codes",
  description:
    "With the account's password or a code, as for turning it off: 10 new recovery codes, shown only now; the " +
    "old ones, used or not, stop working.",
  body: twoStepProof,
  response: {
    200: answer("The new codes.", recoveryCodes, { recoveryCodes: exampleEnrolment.recoveryCodes }),
    400: proofRefused,
    401: accountUnauthorized,
    409: notOn,
    413: bodyAnswers[413],
    415: bodyAnswers[415],
    429: tooManyCodes,
    503: serviceUnavailable,
  },
});

/** Two-step sign-in on the account page, under /api/account/two-step (ADR 0049). */
export async function twoStepRoutes(app: FastifyInstance, services: AppServices) {
  const { database, config, rateLimiter } = services;
  const db = database.db;
  const box = secretBoxFor(config);
  const origin = publicOrigin(config);
  const codeAttempts = new CodeAttempts(db, services.metrics);
  const api = app.withTypeProvider<ZodTypeProvider>();

  const countChange = (me: Caller) =>
    rateLimiter.consume(`two-step-changes:${me.userId}`, TWO_STEP_CHANGES, twoStepMessages.tooManyChanges);

  /**
   * What a stolen session alone must not do: the password of the account, or a code of its second factor (counted
   * like every code attempt). Throws the refusal.
   */
  async function requireProof(
    request: FastifyRequest,
    me: Caller,
    proof: { currentPassword?: string | undefined; code?: string | undefined },
  ): Promise<void> {
    const refuse = (message: string) => new HttpError(400, message, { details: [message] });
    const code = proof.code?.trim();
    if (code) {
      const taken = await codeAttempts.take(request, me.userId);
      const outcome = await verifySecondFactor(db, box, me.userId, code);
      if (outcome !== "totp" && outcome !== "recovery-code") {
        request.log.info({ event: "second_factor_failed", userId: me.userId }, "two-step proof refused");
        services.metrics.loginFailed("second-factor");
        throw refuse(twoStepMessages.codeWrong);
      }
      await codeAttempts.giveBack(taken);
      return;
    }
    if (!proof.currentPassword || me.passwordHash === null) throw refuse(twoStepMessages.proofRequired);
    await countChange(me);
    if (!(await verifyPassword(me.passwordHash, proof.currentPassword))) {
      request.log.info({ event: "owner_proof_refused", userId: me.userId, by: "password" }, "password wrong");
      throw refuse(twoStepMessages.passwordWrong);
    }
  }

  api.get("/account/two-step", { ...access("signed-in"), schema: stateSchema }, async (request, reply) => {
    const me = await caller(request);
    return reply.send((await twoStepState(db, me)) satisfies TwoStepState);
  });

  api.post(
    "/account/two-step/enrol",
    { ...access("signed-in"), schema: startSchema },
    async (request, reply) => {
      const me = await caller(request);
      // Whoever registered an address they do not hold must not lock its owner out (registrant-ways-in.ts).
      if (!me.emailVerified) throw new HttpError(403, twoStepMessages.emailUnverified);
      await countChange(me);
      const enrolment = await startEnrolment(db, box, { id: me.userId, email: me.email });
      if (!enrolment) throw new HttpError(409, twoStepMessages.alreadyOn);
      return reply.send(enrolment);
    },
  );

  api.post(
    "/account/two-step/confirm",
    { ...access("signed-in"), ...accountValidation, schema: confirmSchema },
    async (request, reply) => {
      const me = await caller(request);
      const taken = await codeAttempts.take(request, me.userId);
      const outcome = await confirmTwoStep(db, box, origin, me, request.body.code);
      if (outcome === "not-enrolling") throw new HttpError(409, twoStepMessages.notStarted);
      if (outcome === "invalid") {
        throw new HttpError(400, twoStepMessages.invalidCode, { details: [twoStepMessages.invalidCode] });
      }
      await codeAttempts.giveBack(taken);
      services.outbox.notify();
      request.log.info({ event: "two_step_on", userId: me.userId }, "two-step sign-in turned on");
      return reply.status(204).send();
    },
  );

  api.post(
    "/account/two-step/off",
    { ...access("signed-in"), ...accountValidation, schema: turnOffSchema },
    async (request, reply) => {
      const me = await caller(request);
      if (me.staff) throw new HttpError(403, twoStepMessages.staffKeepIt);
      if (!me.enrolled) throw new HttpError(409, twoStepMessages.notOn);
      await requireProof(request, me, request.body);
      if (!(await turnOffTwoStep(db, origin, me))) throw new HttpError(409, twoStepMessages.notOn);
      services.outbox.notify();
      request.log.info({ event: "two_step_off", userId: me.userId }, "two-step sign-in turned off");
      return reply.status(204).send();
    },
  );

  api.post(
    "/account/two-step/recovery-codes",
    { ...access("signed-in"), ...accountValidation, schema: newCodesSchema },
    async (request, reply) => {
      const me = await caller(request);
      if (!me.enrolled) throw new HttpError(409, twoStepMessages.notOn);
      await requireProof(request, me, request.body);
      const codes = await newRecoveryCodes(db, me.userId);
      if (!codes) throw new HttpError(409, twoStepMessages.notOn);
      return reply.send({ recoveryCodes: codes } satisfies RecoveryCodesAnswer);
    },
  );
}
