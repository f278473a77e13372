import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import {
  authMessages,
  codeExchangeRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  tooManyLoginAttempts,
  tooManyRegistrations,
  tooManyVerificationEmails,
  verifyEmailRequestSchema,
  verifyEmailTexts,
  passwordResetTexts,
  type AuthSession,
  type VerifyEmailError,
  type VerifyEmailQuestion,
  type VerifyEmailResponse,
  type VerifyEmailWrongPassword,
} from "../../contract/auth.ts";
import type { Db } from "../db/client.ts";
import { publicOrigin } from "../http/public-origin.ts";
import {
  sendVerificationEmail,
  VERIFICATION_EMAILS_PER_DAY,
  verificationEmailsToday,
  verifyEmailToken,
} from "./email-verification.ts";
import type { AppServices } from "../services.ts";
import { HttpError } from "../http/http-error.ts";
import { parseAuthBody, unauthorized } from "./auth-errors.ts";
import { caller } from "./caller.ts";
import { readCookie, serializeCookie } from "../http/cookies.ts";
import { KeyedMutex } from "./keyed-mutex.ts";
import { LoginThrottle, throttleKeys, type Slot } from "./login-throttle.ts";
import { DEVICE_COOKIE, findTrustedDevice, trustDevice } from "./trusted-devices.ts";
import { users } from "./auth.schema.ts";
import { oauthRoutes } from "./oauth.routes.ts";
import { countedPasswordCheck } from "./password-guess.ts";
import { noticeNewDevice } from "../account/new-device-notice.ts";
import {
  dummyPasswordHash,
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyPassword,
} from "./passwords.ts";
import { deviceLabel } from "./device-label.ts";
import { createSession, revokeSession } from "./sessions.ts";
import { passwordResetRoutes } from "./password-reset.routes.ts";
import { redeemSignInCode, SIGN_IN_BINDING_COOKIE, SIGN_IN_BINDING_PATH } from "./sign-in-codes.ts";
import {
  createUser,
  EmailTakenError,
  findUserByEmail,
  findUserById,
  publicUser,
  setPasswordHash,
} from "./users.ts";
import { access } from "../http/access.ts";

/** Accounts API under /api/auth: register, login, me, logout, and the identity providers' sign-in flows. */
export async function authRoutes(app: FastifyInstance, services: AppServices) {
  const { database, rateLimiter, config } = services;
  const db = database.db;
  const auth = config.auth;
  const throttle = new LoginThrottle(db);
  const origin = publicOrigin(config);
  const accountMutex = new KeyedMutex();

  // Start hashing the dummy password now, so the first unknown-email login is not faster than later ones.
  void dummyPasswordHash();

  app.post("/auth/register", access("public"), async (request, reply) => {
    const input = parseAuthBody(registerRequestSchema, request.body);
    const limit = await rateLimiter.hit(`register:ip:${request.ip}`, {
      limit: auth.register.maxPerIp,
      windowMs: auth.register.windowMs,
    });
    if (limit.count > auth.register.maxPerIp) {
      request.log.warn({ event: "register_rate_limited", ip: request.ip }, "registration refused: too many");
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
      // The account and its verification email exist together or not at all (the outbox sends it later).
      user = await db.transaction(async (tx) => {
        const created = await createUser(tx as unknown as Db, {
          name: input.name,
          email: input.email,
          passwordHash,
        });
        await sendVerificationEmail(tx, origin, created);
        return created;
      });
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
  });

  app.post("/auth/login", access("public"), async (request, reply) => {
    const input = parseAuthBody(loginRequestSchema, request.body);
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
    if (needsRehash(user.passwordHash))
      await setPasswordHash(db, user.id, await hashPassword(input.password));
    const label = deviceLabel(request.headers["user-agent"]);
    await noticeNewDevice(services, user, deviceCookie, label);
    const token = await createSession(db, user.id, input.rememberMe, auth, label);
    reply.header("set-cookie", await trustDevice(db, user.id, device, auth.secureCookies));
    return reply.send({ token, user: publicUser(user) } satisfies AuthSession);
  });

  app.get("/auth/me", access("signed-in"), async (request, reply) => {
    const me = await caller(request);
    // The role lets the site show staff the link to the console; every staff route checks it again itself.
    return reply.send({
      user: { ...publicUser({ id: me.userId, name: me.name, email: me.email }), role: me.role },
    });
  });

  app.post("/auth/logout", access("signed-in"), async (request, reply) => {
    // The access hook found this token's session; a logout racing another still says whether it ended one.
    if (!request.sessionToken || !(await revokeSession(db, request.sessionToken))) throw unauthorized();
    return reply.status(204).send();
  });

  // The login page trades the one-time code of a provider sign-in for a session; the token never sits in a URL.
  app.post("/auth/exchange", access("public"), async (request, reply) => {
    const input = parseAuthBody(codeExchangeRequestSchema, request.body);
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
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw unauthorized(authMessages.signInCodeInvalid);
    const label = deviceLabel(request.headers["user-agent"]);
    const deviceCookie = readCookie(request.headers.cookie, DEVICE_COOKIE);
    await noticeNewDevice(services, user, deviceCookie, label);
    const token = await createSession(db, user.id, input.rememberMe, auth, label);
    const device = await findTrustedDevice(db, deviceCookie, user.id);
    reply.header("set-cookie", await trustDevice(db, user.id, device, auth.secureCookies));
    return reply.send({ token, user: publicUser(user) } satisfies AuthSession);
  });

  // The /verify-email page posts the token from the link's fragment: the account's address is then verified.
  app.post("/auth/verify-email", access("public"), async (request, reply) => {
    const input = parseAuthBody(verifyEmailRequestSchema, request.body);
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
  });

  // A new link for the signed-in person, at most VERIFICATION_EMAILS_PER_DAY a day per account.
  app.post("/auth/verify-email/resend", access("signed-in"), async (request, reply) => {
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
  });

  await app.register(passwordResetRoutes, services);
  await app.register(oauthRoutes, services);
}
