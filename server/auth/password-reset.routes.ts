import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { accountFormPages, type AccountForm } from "../../contract/account-forms.ts";
import { issuesToDetails } from "../../contract/api.ts";
import {
  authMessages,
  forgotPasswordRequestSchema,
  passwordResetTexts,
  resetPasswordRequestSchema,
  tooManyResetRequests,
  type PasswordResetResponse,
  type VerifyEmailError,
} from "../../contract/auth.ts";
import { fieldErrors } from "../../contract/form-text.ts";
import { refuseCrossSiteForm } from "../forms/cross-site.ts";
import { isFormBody, registerFormBodyParser, type FormBody } from "../forms/form-body.ts";
import { saveFlash, type FormFlash } from "../forms/form-flash.ts";
import { readCookie, serializeCookie } from "../http/cookies.ts";
import { HttpError } from "../http/http-error.ts";
import { publicOrigin } from "../http/public-origin.ts";
import type { AppServices } from "../services.ts";
import { parseAuthBody } from "./auth-errors.ts";
import { LoginThrottle, throttleKeys } from "./login-throttle.ts";
import { hashPassword, isCommonPassword } from "./passwords.ts";
import {
  emailResetLink,
  RESET_COOKIE,
  RESET_COOKIE_PATH,
  RESET_REQUESTS,
  resetPassword,
} from "./password-reset.ts";
import { access } from "../http/access.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { answer, component, routeSchema, validatedInHandler } from "../http/route-schema.ts";
import {
  answerExamples,
  errorExamples,
  requestExamples,
  resetLinkErrorExamples,
} from "../../contract/examples.ts";
import {
  accountFormRedirect,
  crossSiteAccountForm,
  passwordResetAnswer,
  tooManyFromNetwork,
  verifyEmailError,
} from "./auth-answers.ts";

const forgotPasswordRequest = component(
  "ForgotPasswordRequest",
  forgotPasswordRequestSchema,
  requestExamples.forgotPassword,
);
const resetPasswordRequest = component(
  "ResetPasswordRequest",
  resetPasswordRequestSchema,
  requestExamples.resetPassword,
);

const forgotSchema = routeSchema({
  operationId: "forgotPassword",
  tags: ["Accounts"],
  summary: "Email a link to choose a new password",
  description:
    "The same answer, in words and time, whether or not the address has an account; only an account's address " +
    "gets the email, with a link to /reset-password?token=… that works once within 30 minutes. Earlier links " +
    "stop working. Limited per email address and per client address.",
  body: forgotPasswordRequest,
  plainForm: {
    description:
      "The /forgot-password page's form, as a browser posts it without JavaScript; only from this site's pages " +
      "(else 403). Answered 303.",
    example: new URLSearchParams({ email: requestExamples.forgotPassword.email }).toString(),
  },
  response: {
    202: answer(
      "Accepted; an email goes out if the address has an account.",
      passwordResetAnswer,
      answerExamples.resetLinkSent,
    ),
    303: accountFormRedirect("/forgot-password/sent", "/forgot-password"),
    403: crossSiteAccountForm,
    400: answer("Not a valid email address.", apiError, errorExamples.invalidAccountInput),
    429: answer(
      "Too many links asked for this address or from this network. Try again after Retry-After seconds.",
      apiError,
      errorExamples.tooManyResetRequests,
      ["Retry-After"],
    ),
    503: serviceUnavailable,
  },
});

const resetSchema = routeSchema({
  operationId: "resetPassword",
  tags: ["Accounts"],
  summary: "Set a new password with a reset link's token",
  description:
    "The token of a reset link (`/reset-password?token=…`, or a verification's `choosePasswordToken`) and the " +
    "new password. A browser that opened the link may leave `token` out: the link left it in the HttpOnly cookie " +
    "`vc_reset`. The password follows the registration rules. Works once; signs out every session and device of the account, counts the " +
    "address as verified, and emails a notice. When the address was not verified yet, the link is its owner's " +
    "first proof: the passkeys and providers set up before are removed too, as when a verification starts over.",
  body: resetPasswordRequest,
  plainForm: {
    description:
      "The /reset-password page's form (`password`, `confirmPassword`), as a browser posts it without " +
      "JavaScript; the token comes from the `vc_reset` cookie the link left. Only from this site's pages (else " +
      "403). Answered 303.",
    example: new URLSearchParams({
      password: requestExamples.resetPassword.password,
      confirmPassword: requestExamples.resetPassword.password,
    }).toString(),
  },
  response: {
    200: answer("The password is set.", passwordResetAnswer, answerExamples.passwordReset),
    303: accountFormRedirect("/reset-password/done", "/reset-password"),
    403: crossSiteAccountForm,
    400: answer(
      "A password the registration rules refuse, or no token.",
      apiError,
      errorExamples.commonPassword,
    ),
    404: answer(
      "The token is unknown, or a newer link replaced it. Nothing changed.",
      verifyEmailError,
      resetLinkErrorExamples.invalid,
    ),
    410: answer(
      "The link was already used, or is past its 30 minutes (`code` says which). Nothing changed.",
      verifyEmailError,
      resetLinkErrorExamples.used,
    ),
    429: tooManyFromNetwork,
    503: serviceUnavailable,
  },
});

// Both routes validate in their handler (validatedInHandler): a plain form is answered with a redirect, never a
// 400, and the reset takes its token from the link's cookie when the body has none.
const handlerValidated = { ...access("public"), validatorCompiler: validatedInHandler };

/**
 * POST /api/auth/forgot-password and /api/auth/reset-password, as JSON for any client and as plain HTML forms for a
 * browser without JavaScript: a form post is answered with 303 to the form's "done" page, or back to its page with
 * the problem shown (ADR 0007). Passwords are never kept for showing again.
 */
export async function passwordResetRoutes(app: FastifyInstance, services: AppServices) {
  const { database, rateLimiter, config } = services;
  const db = database.db;
  const throttle = new LoginThrottle(db);
  const origin = publicOrigin(config);
  const secure = config.auth.secureCookies;
  registerFormBodyParser(app);

  const seeOther = (reply: FastifyReply, location: string) =>
    reply.status(303).header("location", location).header("cache-control", "no-store").send();
  /** Back to the form's page, with the problem in its banner and the given values (never a password) filled in. */
  const back = async (reply: FastifyReply, form: AccountForm, flash: FormFlash) => {
    reply.header("set-cookie", await saveFlash(db, form, flash, secure));
    return seeOther(reply, accountFormPages[form].page);
  };
  const problemOf = (error: unknown) =>
    error instanceof HttpError && error.statusCode < 500
      ? { message: error.message, details: error.details ?? [] }
      : undefined;

  // The same answer, in words and in work done, whether or not the address has an account.
  async function forgot(request: FastifyRequest, email: string): Promise<void> {
    const slots = await Promise.all([
      throttle.acquire(`reset:${throttleKeys.address(request.ip)}`, RESET_REQUESTS.windowMs),
      throttle.acquire(`reset:${throttleKeys.account(email)}`, RESET_REQUESTS.windowMs),
    ]);
    const limits = [RESET_REQUESTS.perAddress, RESET_REQUESTS.perEmail];
    const over = slots.filter((slot, index) => slot.count > limits[index]!);
    if (over.length > 0) {
      const retryAfter = Math.max(...over.map((slot) => slot.retryAfterSeconds));
      request.log.warn(
        { event: "password_reset_rate_limited", ip: request.ip },
        "reset link refused: too many",
      );
      services.metrics.rateLimitRefused("password-reset");
      throw new HttpError(429, tooManyResetRequests(retryAfter), {
        headers: { "retry-after": String(retryAfter) },
      });
    }
    await emailResetLink(db, origin, email);
    services.outbox.notify();
  }

  app.post("/auth/forgot-password", { ...handlerValidated, schema: forgotSchema }, async (request, reply) => {
    if (!isFormBody(request.body)) {
      const input = parseAuthBody(forgotPasswordRequestSchema, request.body);
      await forgot(request, input.email);
      return reply.status(202).send({ message: passwordResetTexts.sent } satisfies PasswordResetResponse);
    }
    refuseCrossSiteForm(request, config.auth.publicOrigin);
    const values = { email: (request.body as FormBody).fields.email ?? "" };
    const parsed = forgotPasswordRequestSchema.safeParse(values);
    if (!parsed.success) {
      const details = issuesToDetails(parsed.error);
      return back(reply, "forgot-password", {
        summary: { message: details[0] ?? authMessages.invalidEmail, details: [] },
        errors: fieldErrors(parsed.error),
        values,
      });
    }
    try {
      await forgot(request, parsed.data.email);
    } catch (error) {
      const problem = problemOf(error);
      if (!problem) throw error;
      return back(reply, "forgot-password", { summary: problem, errors: {}, values });
    }
    return seeOther(reply, accountFormPages["forgot-password"].done);
  });

  /** Sets the password; the problem as an HttpError (400, 404 with code, 410 with code, 429). */
  async function reset(request: FastifyRequest, token: string | undefined, password: string): Promise<void> {
    await rateLimiter.consume(`reset-password:ip:${request.ip}`, {
      limit: config.auth.login.maxFailures * 3,
      windowMs: config.auth.login.windowMs,
    });
    if (isCommonPassword(password)) {
      throw new HttpError(400, authMessages.commonPassword, { details: [authMessages.commonPassword] });
    }
    const outcome = token
      ? await resetPassword(db, origin, token, await hashPassword(password))
      : ({ ok: false, problem: "invalid" } as const);
    if (!outcome.ok) {
      throw new LinkProblem(outcome.problem === "invalid" ? 404 : 410, {
        message: passwordResetTexts.problems[outcome.problem],
        code: outcome.problem,
      });
    }
    services.outbox.notify();
    request.log.info({ event: "password_reset", userId: outcome.userId }, "password set through a link");
  }

  const clearResetCookie = (reply: FastifyReply) =>
    reply.header(
      "set-cookie",
      serializeCookie(RESET_COOKIE, "", {
        path: RESET_COOKIE_PATH,
        maxAgeSeconds: 0,
        secure,
        sameSite: "Strict",
      }),
    );

  app.post("/auth/reset-password", { ...handlerValidated, schema: resetSchema }, async (request, reply) => {
    const cookieToken = readCookie(request.headers.cookie, RESET_COOKIE);
    if (!isFormBody(request.body)) {
      // The token comes in the body, or from the cookie the emailed link left (ADR 0017).
      const body = request.body as Record<string, unknown> | undefined;
      const withToken =
        body && typeof body === "object" && body.token === undefined && cookieToken
          ? { ...body, token: cookieToken }
          : body;
      const input = parseAuthBody(resetPasswordRequestSchema, withToken);
      try {
        await reset(request, input.token, input.password);
      } catch (error) {
        if (error instanceof LinkProblem) return reply.status(error.status).send(error.body);
        throw error;
      }
      if (cookieToken) clearResetCookie(reply);
      return reply.send({ message: passwordResetTexts.done } satisfies PasswordResetResponse);
    }
    refuseCrossSiteForm(request, config.auth.publicOrigin);
    const fields = (request.body as FormBody).fields;
    const password = fields.password ?? "";
    const failed = (message: string, errors: Record<string, string> = {}) =>
      back(reply, "reset-password", { summary: { message, details: [] }, errors, values: {} });
    const parsed = resetPasswordRequestSchema.safeParse({ token: cookieToken ?? "-", password });
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error);
      return failed(errors.password ?? passwordResetTexts.failure, errors);
    }
    if ((fields.confirmPassword ?? "") !== password) {
      return failed(authMessages.passwordsDoNotMatch, { confirmPassword: authMessages.passwordsDoNotMatch });
    }
    try {
      await reset(request, cookieToken, password);
    } catch (error) {
      if (error instanceof LinkProblem) return failed(error.body.message);
      const problem = problemOf(error);
      if (!problem) throw error;
      return failed(problem.message);
    }
    clearResetCookie(reply);
    return seeOther(reply, accountFormPages["reset-password"].done);
  });
}

/** A reset link that did nothing: 404 or 410 with the link's problem `code`, like /api/auth/verify-email. */
class LinkProblem extends Error {
  readonly status: 404 | 410;
  readonly body: VerifyEmailError;
  constructor(status: 404 | 410, body: VerifyEmailError) {
    super(body.message);
    this.status = status;
    this.body = body;
  }
}
