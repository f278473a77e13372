import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { answerExamples } from "../../contract/examples.ts";
import type { AuthSession } from "../../contract/auth.ts";
import { secondStepAnswerSchema, secondStepRequestSchema } from "../../contract/two-step-schemas.ts";
import { twoStepMessages, type SecondStepAnswer } from "../../contract/two-step.ts";
import { noticeNewDevice } from "../account/new-device-notice.ts";
import { access } from "../http/access.ts";
import { apiError, bodyAnswers, serviceUnavailable } from "../http/common-answers.ts";
import { readCookie } from "../http/cookies.ts";
import { HttpError } from "../http/http-error.ts";
import { answer, component, routeSchema } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import { secretBoxFor } from "../staff/secret-box.ts";
import { audit } from "../staff/staff-access.ts";
import { signedIn } from "./auth-answers.ts";
import { accountValidation, unauthorized } from "./auth-errors.ts";
import { CodeAttempts } from "./code-attempts.ts";
import { recoveryCodesLeft } from "./second-factor.ts";
import { deviceLabel } from "./device-label.ts";
import { DEVICE_COOKIE, findTrustedDevice, trustDevice } from "./trusted-devices.ts";
import { finishPendingSignIn, pendingSignInOwner, PENDING_SIGN_IN_SECONDS } from "./two-step-sign-in.ts";
import { findUserById, publicUser } from "./users.ts";

const exampleStep = {
  secondStep: { token: "Zt0VbN5mWc2YkP7sHd9fJa4gTe1uRi6oEl3nQq3xLr8", expiresInSeconds: 300 },
};

/** The 202 of a first step (password, provider) that an account with two-step sign-in answers. */
export const secondStepNeeded = answer(
  "Right, but the account has two-step sign-in: no session yet. Send a code from its authenticator app (or a " +
    "recovery code) with `secondStep.token` to POST /api/auth/login/code within `expiresInSeconds`.",
  component("SecondStep", secondStepAnswerSchema),
  exampleStep,
);

export function secondStepAnswer(token: string): SecondStepAnswer {
  return { secondStep: { token, expiresInSeconds: PENDING_SIGN_IN_SECONDS } };
}

const codeSchema = routeSchema({
  operationId: "signInWithCode",
  tags: ["Accounts"],
  summary: "Finish a sign-in with a code from the authenticator app",
  description:
    "The second step of a sign-in that answered 202: the step's token and the 6-digit code of the account's " +
    "authenticator app (TOTP, RFC 6238), or one of its recovery codes, which then works no more. A code is never " +
    "accepted twice, and one step gives one session. Code attempts are counted per browser, per network with the " +
    "account, and per account (like the password's); the fifth wrong code ends the step.",
  body: component("SecondStepRequest", secondStepRequestSchema, {
    token: exampleStep.secondStep.token,
    code: "492039",
  }),
  response: {
    200: signedIn(answerExamples.session),
    400: answer(
      "The code is wrong, already used, or malformed; the step goes on (`details` says so).",
      apiError,
      {
        message: twoStepMessages.invalidCode,
        details: [twoStepMessages.invalidCode],
      },
    ),
    401: answer(
      "The step is unknown, expired, used, or ended by its fifth wrong code: sign in again.",
      apiError,
      { message: twoStepMessages.stepExpired },
      ["WWW-Authenticate"],
    ),
    413: bodyAnswers[413],
    415: bodyAnswers[415],
    429: answer(
      "Too many codes tried for this account. Try again after Retry-After seconds.",
      apiError,
      { message: twoStepMessages.tooManyCodes },
      ["Retry-After"],
    ),
    503: serviceUnavailable,
  },
});

/** POST /api/auth/login/code: the second step of signing in to an account with two-step sign-in (ADR 0049). */
export async function secondStepRoutes(app: FastifyInstance, services: AppServices) {
  const { database, config } = services;
  const db = database.db;
  const auth = config.auth;
  const box = secretBoxFor(config);
  const codeAttempts = new CodeAttempts(db, services.metrics);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/auth/login/code",
    { ...access("public"), ...accountValidation, schema: codeSchema },
    async (request, reply) => {
      const { token, code } = request.body;
      const userId = await pendingSignInOwner(db, token);
      if (!userId) throw unauthorized(twoStepMessages.stepExpired);
      const recordFor = (action: string, detail = "") =>
        audit(db, {
          actorId: userId,
          actorLabel: "sign-in",
          action,
          targetKind: "account",
          targetId: userId,
          detail,
        });
      const taken = await codeAttempts.take(request, userId, (counters) =>
        recordFor("2fa-locked", `too many codes: ${counters.join(", ")} counter`),
      );
      const finished = await finishPendingSignIn(db, box, auth, { token, userId, code });
      if (finished.outcome === "expired") throw unauthorized(twoStepMessages.stepExpired);
      if (finished.outcome === "invalid") {
        request.log.info({ event: "second_factor_failed", userId }, "sign-in code refused");
        services.metrics.loginFailed("second-factor");
        if (finished.stepEnded) throw unauthorized(twoStepMessages.stepEnded);
        throw new HttpError(400, twoStepMessages.invalidCode, { details: [twoStepMessages.invalidCode] });
      }
      await codeAttempts.giveBack(taken);
      if (finished.with === "recovery-code") {
        await recordFor("2fa-recovery-code", `${await recoveryCodesLeft(db, userId)} recovery codes left`);
      }
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized(twoStepMessages.stepExpired);
      const deviceCookie = readCookie(request.headers.cookie, DEVICE_COOKIE);
      const device = await findTrustedDevice(db, deviceCookie, userId);
      await noticeNewDevice(services, user, deviceCookie, deviceLabel(request.headers["user-agent"]));
      reply.header("set-cookie", await trustDevice(db, userId, device, auth.secureCookies));
      return reply.send({ token: finished.token, user: publicUser(user) } satisfies AuthSession);
    },
  );
}
