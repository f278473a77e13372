import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  passwordResetTexts,
  tooManyVerificationEmails,
  verifyEmailRequestSchema,
  verifyEmailTexts,
  type VerifyEmailError,
  type VerifyEmailQuestion,
  type VerifyEmailResponse,
  type VerifyEmailWrongPassword,
} from "../../contract/auth.ts";
import {
  answerExamples,
  errorExamples,
  requestExamples,
  verificationLinkErrorExamples,
} from "../../contract/examples.ts";
import { access } from "../http/access.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { readCookie } from "../http/cookies.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import { answer, component, routeSchema } from "../http/route-schema.ts";
import type { AppServices } from "../services.ts";
import {
  accountUnauthorized,
  verifyEmailAnswer,
  verifyEmailError,
  verifyEmailQuestion,
  verifyEmailWrongPassword,
} from "./auth-answers.ts";
import { accountValidation, unauthorized } from "./auth-errors.ts";
import { caller } from "./caller.ts";
import {
  sendVerificationEmail,
  VERIFICATION_EMAILS_PER_DAY,
  verificationEmailsToday,
  verifyEmailToken,
} from "./email-verification.ts";
import { LoginThrottle } from "./login-throttle.ts";
import { countedPasswordCheck } from "./password-guess.ts";
import { DEVICE_COOKIE } from "./trusted-devices.ts";
import { findUserById } from "./users.ts";

const verifyEmailRequest = component(
  "VerifyEmailRequest",
  verifyEmailRequestSchema,
  requestExamples.verifyEmail,
);

const verifySchema = routeSchema({
  operationId: "verifyEmail",
  tags: ["Accounts"],
  summary: "Verify an account's email address with the emailed link",
  description:
    "Registration emails a link to /verify-email#token=…; the page sends the token here. A link works once, " +
    "within 48 hours. No sign-in needed: the token is the proof that the sender holds the address. Anyone can " +
    "register an address they do not hold, and set up ways in (a password, passkeys, Google or Facebook, " +
    "sessions) before its owner verifies it, so the first verification decides who keeps the account:\n\n" +
    "- Sent with the bearer token of the account's own session (the registrant's browser): the address is " +
    "verified and everything stays; every other session and device of the account ends.\n" +
    "- Sent from any other browser with the token alone: 409 `confirm-registration`, and nothing changes (the " +
    "link still works). Send it again with either:\n" +
    "  - `password`, the one chosen at registration: it proves the sender set the account up, so the address " +
    "is verified and everything stays. It counts as a sign-in attempt, on the login's own limits per network " +
    "and per account (429 with Retry-After past them); a wrong one is 403 `wrong-password`, nothing changed;\n" +
    "  - or `startOver: true`: every way in set up before goes (the password, passkeys, connected providers, " +
    "sessions, device cookies, pending sign-in codes and changes of email), `removed` says what, a notice " +
    "listing it goes to the address, and `choosePasswordToken` sets the new password through " +
    "POST /api/auth/reset-password.\n\n" +
    "The same removal happens when the address's first proof is a reset link (POST /api/auth/reset-password) " +
    "or a Google sign-in that Google says holds the address.",
  body: verifyEmailRequest,
  response: {
    200: answer(
      "The address is verified. With `choosePasswordToken` (after `startOver`), the ways in listed in " +
        "`removed` are gone and the account needs a new password; otherwise everything stayed.",
      verifyEmailAnswer,
      answerExamples.emailVerifiedChoosePassword,
    ),
    400: answer(
      "No token, a value of the wrong type, or both `password` and `startOver`.",
      apiError,
      errorExamples.verificationTokenMissing,
    ),
    403: answer(
      "`password` is not the one chosen at registration. Nothing changed; the link still works.",
      verifyEmailWrongPassword,
      verificationLinkErrorExamples.wrongPassword,
    ),
    404: answer(
      "The token is unknown: a forged or cut-short link. Nothing changed.",
      verifyEmailError,
      verificationLinkErrorExamples.invalid,
    ),
    409: answer(
      "Followed from a browser not signed in to the account, with neither `password` nor `startOver`. " +
        "Nothing changed; the link still works. `hasPassword` says whether a password can be typed.",
      verifyEmailQuestion,
      verificationLinkErrorExamples.confirmRegistration,
    ),
    410: answer(
      "The link was already used, or is past its lifetime (`code` says which). Nothing changed.",
      verifyEmailError,
      verificationLinkErrorExamples.expired,
    ),
    429: answer(
      "Too many links tried from this network, or too many password attempts for this network or account " +
        "(the login's limits). Try again after Retry-After seconds.",
      apiError,
      errorExamples.tooManyLoginAttempts,
      ["Retry-After"],
    ),
    503: serviceUnavailable,
  },
});

const resendSchema = routeSchema({
  operationId: "resendVerificationEmail",
  tags: ["Accounts"],
  summary: "Email the signed-in person a new verification link",
  description: "No body. At most a few emails a day per account; earlier links stay valid until they expire.",
  response: {
    200: answer(
      "Nothing sent: the address is already verified.",
      verifyEmailAnswer,
      answerExamples.alreadyVerified,
    ),
    202: answer("A new link is on its way.", verifyEmailAnswer, answerExamples.verificationResent),
    401: accountUnauthorized,
    429: answer(
      "Today's verification emails for this account are used up. Try again after Retry-After seconds.",
      apiError,
      errorExamples.tooManyVerificationEmails,
      ["Retry-After"],
    ),
    503: serviceUnavailable,
  },
});

/**
 * POST /api/auth/verify-email (the emailed link's token, which also decides who keeps an account nobody verified
 * yet) and /api/auth/verify-email/resend (a new link for the signed-in person).
 */
export async function verifyEmailRoutes(app: FastifyInstance, services: AppServices) {
  const { database, rateLimiter, config } = services;
  const db = database.db;
  const auth = config.auth;
  const throttle = new LoginThrottle(db);
  const origin = publicOrigin(config);
  const api = app.withTypeProvider<ZodTypeProvider>();

  // The /verify-email page posts the token from the link's fragment: the account's address is then verified.
  api.post(
    "/auth/verify-email",
    { ...access("public"), ...accountValidation, schema: verifySchema },
    async (request, reply) => {
      const input = request.body;
      await rateLimiter.consume(`verify-email:ip:${request.ip}`, {
        limit: auth.login.maxFailures * 3,
        windowMs: auth.login.windowMs,
      });
      // The browser's own session (optional here) and device cookie tell whether the account's registrant follows it.
      const outcome = await verifyEmailToken(
        db,
        origin,
        input.token,
        {
          sessionToken: request.sessionToken,
          deviceCookie: readCookie(request.headers.cookie, DEVICE_COOKIE),
        },
        {
          password: input.password,
          startOver: input.startOver,
          // As good a guess as a login's: counted on the login's counters (server/auth/password-guess.ts).
          passwordMatches: (account, password) =>
            countedPasswordCheck(
              throttle,
              { ip: request.ip, email: account.email, passwordHash: account.passwordHash, password },
              auth.login,
              () => {
                request.log.warn(
                  { event: "login_rate_limited", ip: request.ip, reason: "verify-email" },
                  "refused",
                );
                services.metrics.rateLimitRefused("login");
              },
            ),
        },
      );
      if (!outcome.ok) {
        if (outcome.problem === "confirm-registration") {
          return reply.status(409).send({
            message: outcome.hasPassword
              ? verifyEmailTexts.confirmLead
              : verifyEmailTexts.confirmLeadNoPassword,
            code: outcome.problem,
            hasPassword: outcome.hasPassword,
          } satisfies VerifyEmailQuestion);
        }
        if (outcome.problem === "wrong-password") {
          request.log.info(
            { event: "login_failed", ip: request.ip, via: "verify-email" },
            "registration password wrong",
          );
          services.metrics.loginFailed("password");
          return reply.status(403).send({
            message: verifyEmailTexts.wrongPassword,
            code: outcome.problem,
          } satisfies VerifyEmailWrongPassword);
        }
        return reply.status(outcome.problem === "invalid" ? 404 : 410).send({
          message: verifyEmailTexts.problems[outcome.problem],
          code: outcome.problem,
        } satisfies VerifyEmailError);
      }
      if ("choosePasswordToken" in outcome) {
        services.outbox.notify();
        request.log.warn(
          { event: "verified_from_other_browser", removed: outcome.removed },
          "email verified from a browser not signed in to the account: every way in set up before it was removed",
        );
        return reply.send({
          message: passwordResetTexts.chooseAfterVerify,
          choosePasswordToken: outcome.choosePasswordToken,
          removed: outcome.removed,
        } satisfies VerifyEmailResponse);
      }
      const message = outcome.kept === "password" ? verifyEmailTexts.kept : verifyEmailTexts.done;
      return reply.send({ message } satisfies VerifyEmailResponse);
    },
  );

  // A new link for the signed-in person, at most VERIFICATION_EMAILS_PER_DAY a day per account.
  api.post(
    "/auth/verify-email/resend",
    { ...access("signed-in"), schema: resendSchema },
    async (request, reply) => {
      const me = await caller(request);
      const user = await findUserById(db, me.userId);
      if (!user) throw unauthorized();
      if (user.emailVerifiedAt) {
        return reply.send({ message: verifyEmailTexts.alreadyVerified } satisfies VerifyEmailResponse);
      }
      const today = await verificationEmailsToday(db, user.id);
      if (today.count >= VERIFICATION_EMAILS_PER_DAY) {
        services.metrics.rateLimitRefused("verification-emails");
        throw new HttpError(429, tooManyVerificationEmails(today.retryAfterSeconds), {
          headers: { "retry-after": String(today.retryAfterSeconds) },
        });
      }
      await sendVerificationEmail(db, origin, user);
      services.outbox.notify();
      return reply.status(202).send({ message: verifyEmailTexts.resent } satisfies VerifyEmailResponse);
    },
  );
}
