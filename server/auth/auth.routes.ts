import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  authMessages,
  codeExchangeRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  tooManyLoginAttempts,
  tooManyRegistrations,
  type AuthSession,
} from "../../contract/auth.ts";
import { answerExamples, errorExamples, requestExamples } from "../../contract/examples.ts";
import { publicOrigin } from "../http/public-origin.ts";
import type { AppServices } from "../services.ts";
import { HttpError } from "../http/http-error.ts";
import { accountValidation, unauthorized } from "./auth-errors.ts";
import {
  accountUnauthorized,
  authSession,
  currentUser,
  invalidAccountRequest,
  signedIn,
} from "./auth-answers.ts";
import { caller } from "./caller.ts";
import { readCookie, serializeCookie } from "../http/cookies.ts";
import { KeyedMutex } from "./keyed-mutex.ts";
import { LoginThrottle, throttleKeys, type Slot } from "./login-throttle.ts";
import { DEVICE_COOKIE, findTrustedDevice, trustDevice } from "./trusted-devices.ts";
import { oauthRoutes } from "./oauth.routes.ts";
import { noticeNewDevice } from "../account/new-device-notice.ts";
import {
  dummyPasswordHash,
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyPassword,
} from "./passwords.ts";
import { deviceLabel } from "./device-label.ts";
import { createSession, revokeSession, stillHolds } from "./sessions.ts";
import { passwordResetRoutes } from "./password-reset.routes.ts";
import { registerAccount } from "./registration.ts";
import { redeemSignInCode, SIGN_IN_BINDING_COOKIE, SIGN_IN_BINDING_PATH } from "./sign-in-codes.ts";
import { EmailTakenError, findUserByEmail, findUserById, publicUser, setPasswordHash } from "./users.ts";
import { verifyEmailRoutes } from "./verify-email.routes.ts";
import { secondStepAnswer, secondStepNeeded, secondStepRoutes } from "./second-step.routes.ts";
import { asksForCode, startPendingSignIn } from "./two-step-sign-in.ts";
import { access } from "../http/access.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { answer, component, emptyAnswer, routeSchema } from "../http/route-schema.ts";

const registerRequest = component("RegisterRequest", registerRequestSchema, requestExamples.register);
const loginRequest = component("LoginRequest", loginRequestSchema, requestExamples.login);
const codeExchangeRequest = component(
  "CodeExchangeRequest",
  codeExchangeRequestSchema,
  requestExamples.codeExchange,
);

const registerSchema = routeSchema({
  operationId: "register",
  tags: ["Accounts"],
  summary: "Create an account and sign in",
  description: "Emails are compared trimmed and lower-cased. Very common passwords are refused.",
  body: registerRequest,
  response: {
    201: answer(
      "Account created and signed in: send `token` as `Authorization: Bearer <token>`.",
      authSession,
      answerExamples.session,
    ),
    400: invalidAccountRequest,
    409: answer("An account with this email already exists.", apiError, errorExamples.emailTaken),
    429: answer(
      "Too many accounts created from this network. Try again after Retry-After seconds.",
      apiError,
      errorExamples.tooManyRegistrations,
      ["Retry-After"],
    ),
    503: serviceUnavailable,
  },
});

const loginSchema = routeSchema({
  operationId: "login",
  tags: ["Accounts"],
  summary: "Sign in with email and password",
  description:
    "Every attempt counts towards the limits, per network and per account, before the password is checked; a " +
    "successful one is given back. One network guessing one account waits longer after each failure. A browser " +
    "that signed in to the account before (its device cookie) is not held back by other networks' failures. An " +
    "account with two-step sign-in answers 202 instead of a session: send a code with POST /api/auth/login/code.",
  body: loginRequest,
  response: {
    200: signedIn(answerExamples.session),
    202: secondStepNeeded,
    400: invalidAccountRequest,
    401: answer(
      "Unknown email or wrong password (the answer does not say which).",
      apiError,
      errorExamples.invalidCredentials,
      ["WWW-Authenticate"],
    ),
    429: answer(
      "Too many failed sign-ins for this network or account. Try again after Retry-After seconds.",
      apiError,
      errorExamples.tooManyLoginAttempts,
      ["Retry-After"],
    ),
    503: serviceUnavailable,
  },
});

const meSchema = routeSchema({
  operationId: "getCurrentUser",
  tags: ["Accounts"],
  summary: "The signed-in user",
  response: {
    200: answer("The user the token belongs to.", currentUser, answerExamples.currentUser),
    401: accountUnauthorized,
    503: serviceUnavailable,
  },
});

const logoutSchema = routeSchema({
  operationId: "logout",
  tags: ["Accounts"],
  summary: "Sign out",
  description: "Ends the session of the bearer token. No body.",
  response: {
    204: emptyAnswer("Signed out: the token no longer works."),
    401: answer(
      "No token, or a token that is unknown, expired or already signed out.",
      apiError,
      errorExamples.sessionExpired,
      ["WWW-Authenticate"],
    ),
    503: serviceUnavailable,
  },
});

const exchangeSchema = routeSchema({
  operationId: "exchangeSignInCode",
  tags: ["Accounts"],
  summary: "Trade a provider sign-in's one-time code for a session",
  description:
    "After a sign-in with an identity provider the browser lands on /login?code=…; the page sends that code " +
    "here, once, so the token never appears in a URL. The code works only with the HttpOnly cookie the callback " +
    "set in the same browser. An account with two-step sign-in answers 202: send a code with POST " +
    "/api/auth/login/code.",
  body: codeExchangeRequest,
  response: {
    200: signedIn(answerExamples.session),
    202: secondStepNeeded,
    400: invalidAccountRequest,
    401: answer("The code is unknown, expired or already used.", apiError, errorExamples.signInCodeInvalid, [
      "WWW-Authenticate",
    ]),
    503: serviceUnavailable,
  },
});

/** Accounts API under /api/auth: register, login, me, logout, and the identity providers' sign-in flows. */
export async function authRoutes(app: FastifyInstance, services: AppServices) {
  const { database, rateLimiter, config } = services;
  const db = database.db;
  const auth = config.auth;
  const throttle = new LoginThrottle(db);
  const origin = publicOrigin(config);
  const accountMutex = new KeyedMutex();
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Start hashing the dummy password now, so the first unknown-email login is not faster than later ones.
  void dummyPasswordHash();

  api.post(
    "/auth/register",
    { ...access("public"), ...accountValidation, schema: registerSchema },
    async (request, reply) => {
      const input = request.body;
      const limit = await rateLimiter.hit(`register:ip:${request.ip}`, {
        limit: auth.register.maxPerIp,
        windowMs: auth.register.windowMs,
      });
      if (limit.count > auth.register.maxPerIp) {
        request.log.warn(
          { event: "register_rate_limited", ip: request.ip },
          "registration refused: too many",
        );
        throw new HttpError(429, tooManyRegistrations(limit.retryAfterSeconds), {
          headers: { "retry-after": String(limit.retryAfterSeconds) },
        });
      }
      if (isCommonPassword(input.password)) {
        throw new HttpError(400, authMessages.commonPassword, { details: [authMessages.commonPassword] });
      }
      const passwordHash = await hashPassword(input.password);
      let user;
      try {
        user = await registerAccount(db, origin, { name: input.name, email: input.email, passwordHash });
      } catch (error) {
        if (error instanceof EmailTakenError) throw new HttpError(409, authMessages.emailTaken);
        throw error;
      }
      services.outbox.notify();
      const token = await createSession(
        db,
        user.id,
        input.rememberMe,
        auth,
        deviceLabel(request.headers["user-agent"]),
      );
      // Registering signs this browser in: it is recognised from now on (device cookie).
      reply.header("set-cookie", await trustDevice(db, user.id, undefined, auth.secureCookies));
      return reply.status(201).send({ token, user: publicUser(user) } satisfies AuthSession);
    },
  );

  api.post(
    "/auth/login",
    { ...access("public"), ...accountValidation, schema: loginSchema },
    async (request, reply) => {
      const input = request.body;
      const windowMs = auth.login.windowMs;
      const limit = auth.login.maxFailures;
      // Same work whether or not the email has an account (or a password): one lookup, one argon2id verification.
      const user = await findUserByEmail(db, input.email);
      const deviceCookie = readCookie(request.headers.cookie, DEVICE_COOKIE);
      const pairKey = throttleKeys.pair(input.email, request.ip);

      // Every attempt is counted before its password is checked, and given back if it succeeds (docs/security.md).
      // A browser that signed in to this account before (device cookie) has its own counter and is not slowed by
      // what strangers do; everyone else shares the address and account counters and the pair's growing delay.
      const acquired: string[] = [];
      const refuse = async (retryAfter: number, reason: string): Promise<never> => {
        await Promise.all(acquired.map((key) => throttle.release(key)));
        request.log.warn(
          { event: "login_rate_limited", ip: request.ip, reason },
          "login refused: too many failures",
        );
        services.metrics.rateLimitRefused("login");
        throw new HttpError(429, tooManyLoginAttempts(retryAfter), {
          headers: { "retry-after": String(retryAfter) },
        });
      };
      const take = async (key: string): Promise<Slot | undefined> => {
        const slot = await throttle.acquire(key, windowMs);
        acquired.push(key);
        return slot.count > limit ? slot : undefined;
      };

      let device = user ? await findTrustedDevice(db, deviceCookie, user.id) : undefined;
      if (device) {
        const over = await take(throttleKeys.device(device.id));
        if (over) {
          // This device's own guesses ran out: it is treated like any other browser.
          await throttle.release(over.key);
          acquired.pop();
          device = undefined;
        }
      }
      if (!device) {
        const wait = await throttle.pairWait(pairKey);
        if (wait > 0) return refuse(wait, "pair-delay");
        const over = [
          await take(throttleKeys.address(request.ip)),
          await take(throttleKeys.account(input.email)),
        ].filter((slot) => slot !== undefined);
        if (over.length > 0) {
          return refuse(Math.max(...over.map((slot) => slot.retryAfterSeconds)), "limit");
        }
      }

      // At most one password check at a time per account in this process; the pair's delay is looked at again
      // inside, so attempts that queued behind a failure do not slip through.
      const matches = await accountMutex.run(input.email, async () => {
        if (!device) {
          const wait = await throttle.pairWait(pairKey);
          if (wait > 0) return refuse(wait, "pair-delay");
        }
        const storedHash = user?.passwordHash ?? (await dummyPasswordHash());
        return verifyPassword(storedHash, input.password);
      });

      if (!user?.passwordHash || !matches) {
        if (!device) await throttle.pairFailure(pairKey, windowMs);
        // Security log without the email or password: the IP and whether the account exists are enough to follow up.
        request.log.info(
          {
            event: "login_failed",
            ip: request.ip,
            knownAccount: Boolean(user),
            trustedDevice: Boolean(device),
          },
          "login failed",
        );
        services.metrics.loginFailed("password");
        throw unauthorized(authMessages.invalidCredentials);
      }
      await Promise.all(acquired.map((key) => throttle.release(key)));
      if (!device) await throttle.forget(pairKey);
      let passwordHash = user.passwordHash;
      if (needsRehash(passwordHash)) {
        passwordHash = await hashPassword(input.password);
        await setPasswordHash(db, user.id, passwordHash);
      }
      const label = deviceLabel(request.headers["user-agent"]);
      if (await asksForCode(db, user.id)) {
        const step = await startPendingSignIn(
          db,
          { userId: user.id, rememberMe: input.rememberMe, device: label, way: "password" },
          stillHolds.password(user.id, passwordHash),
        );
        if (!step) throw unauthorized(authMessages.invalidCredentials);
        return reply.status(202).send(secondStepAnswer(step));
      }
      await noticeNewDevice(services, user, deviceCookie, label);
      // The password checked is still the account's (its owner may have just removed it, registrant-ways-in.ts).
      const token = await createSession(
        db,
        user.id,
        input.rememberMe,
        auth,
        label,
        stillHolds.password(user.id, passwordHash),
      );
      if (!token) throw unauthorized(authMessages.invalidCredentials);
      reply.header("set-cookie", await trustDevice(db, user.id, device, auth.secureCookies));
      return reply.send({ token, user: publicUser(user) } satisfies AuthSession);
    },
  );

  api.get("/auth/me", { ...access("signed-in"), schema: meSchema }, async (request, reply) => {
    const me = await caller(request);
    // The role lets the site show staff the link to the console; every staff route checks it again itself.
    return reply.send({
      user: { ...publicUser({ id: me.userId, name: me.name, email: me.email }), role: me.role },
    });
  });

  api.post("/auth/logout", { ...access("signed-in"), schema: logoutSchema }, async (request, reply) => {
    // The access hook found this token's session; a logout racing another still says whether it ended one.
    if (!request.sessionToken || !(await revokeSession(db, request.sessionToken))) throw unauthorized();
    return reply.status(204).send();
  });

  // The login page trades the one-time code of a provider sign-in for a session; the token never sits in a URL.
  api.post(
    "/auth/exchange",
    { ...access("public"), ...accountValidation, schema: exchangeSchema },
    async (request, reply) => {
      const input = request.body;
      const userId = await redeemSignInCode(
        db,
        input.code,
        readCookie(request.headers.cookie, SIGN_IN_BINDING_COOKIE),
      );
      // The binding cookie has done its work either way.
      const clearedBinding = serializeCookie(SIGN_IN_BINDING_COOKIE, "", {
        path: SIGN_IN_BINDING_PATH,
        maxAgeSeconds: 0,
        secure: auth.secureCookies,
        sameSite: "Strict",
      });
      reply.header("set-cookie", clearedBinding);
      if (!userId) throw unauthorized(authMessages.signInCodeInvalid);
      const user = await findUserById(db, userId);
      if (!user) throw unauthorized(authMessages.signInCodeInvalid);
      const label = deviceLabel(request.headers["user-agent"]);
      if (await asksForCode(db, user.id)) {
        const step = await startPendingSignIn(
          db,
          { userId: user.id, rememberMe: input.rememberMe, device: label, way: "provider" },
          stillHolds.signInCode(input.code),
        );
        if (!step) throw unauthorized(authMessages.signInCodeInvalid);
        return reply.status(202).send(secondStepAnswer(step));
      }
      const deviceCookie = readCookie(request.headers.cookie, DEVICE_COOKIE);
      await noticeNewDevice(services, user, deviceCookie, label);
      // The code is still there: it goes with every other way in when the owner takes the account back.
      const token = await createSession(
        db,
        user.id,
        input.rememberMe,
        auth,
        label,
        stillHolds.signInCode(input.code),
      );
      if (!token) throw unauthorized(authMessages.signInCodeInvalid);
      const device = await findTrustedDevice(db, deviceCookie, user.id);
      reply.header("set-cookie", await trustDevice(db, user.id, device, auth.secureCookies));
      return reply.send({ token, user: publicUser(user) } satisfies AuthSession);
    },
  );

  await app.register(secondStepRoutes, services);
  await app.register(verifyEmailRoutes, services);
  await app.register(passwordResetRoutes, services);
  await app.register(oauthRoutes, services);
}
