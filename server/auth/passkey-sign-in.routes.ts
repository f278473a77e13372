import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { webauthn } from "../account/webauthn.ts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { tooManyLoginAttempts, type AuthSession } from "../../contract/auth.ts";
import { errorExamples } from "../../contract/examples.ts";
import {
  passkeyAnswerExamples,
  passkeyErrorExamples,
  passkeyRequestExamples,
} from "../../contract/passkeys-examples.ts";
import { passkeySignInOptionsSchema } from "../../contract/passkeys-schemas.ts";
import { passkeyMessages, passkeySignInRequestSchema } from "../../contract/passkeys.ts";
import {
  PASSKEY_TIMEOUT_MS,
  signedChallenge,
  storeChallenge,
  takeChallenge,
} from "../account/passkey-challenges.ts";
import { noticeNewDevice } from "../account/new-device-notice.ts";
import { checkPasskeyAnswer } from "../account/passkey-answer.ts";
import { passkeyForSignIn, recordPasskeyUse } from "../account/passkeys.ts";
import { relyingParty } from "../account/relying-party.ts";
import { readCookie } from "../http/cookies.ts";
import { HttpError } from "../http/http-error.ts";
import type { AppServices } from "../services.ts";
import { signedIn } from "./auth-answers.ts";
import { accountValidation, unauthorized } from "./auth-errors.ts";
import { deviceLabel } from "./device-label.ts";
import { LoginThrottle, throttleKeys } from "./login-throttle.ts";
import { createSession, markSecondFactorProved, stillHolds } from "./sessions.ts";
import { DEVICE_COOKIE, findTrustedDevice, trustDevice } from "./trusted-devices.ts";
import { access } from "../http/access.ts";
import { apiError, serviceUnavailable } from "../http/common-answers.ts";
import { answer, component, routeSchema } from "../http/route-schema.ts";

/** Options (challenges) one client address may ask for per login window: each /login visit asks for one. */
export const SIGN_IN_OPTIONS_PER_FAILURE = 6;

const passkeySignInOptions = component("PasskeySignInOptions", passkeySignInOptionsSchema);
const passkeySignInRequest = component(
  "PasskeySignInRequest",
  passkeySignInRequestSchema,
  passkeyRequestExamples.signIn,
);

const optionsSchema = routeSchema({
  operationId: "passkeySignInOptions",
  tags: ["Accounts"],
  summary: "Start signing in with a passkey",
  description:
    "No body, no account named: the options for `navigator.credentials.get()` (WebAuthn, as JSON) accept any " +
    "passkey of this site, so the browser can offer its own (also in the email field's autofill). User " +
    "verification is required. The challenge works once within 5 minutes. Limited per client address.",
  response: {
    200: answer("The options.", passkeySignInOptions, passkeyAnswerExamples.signInOptions),
    429: answer(
      "Too many from this network. Try again after Retry-After seconds.",
      apiError,
      passkeyErrorExamples.tooMany,
      ["Retry-After"],
    ),
    503: serviceUnavailable,
  },
});

const verifySchema = routeSchema({
  operationId: "passkeySignIn",
  tags: ["Accounts"],
  summary: "Sign in with a passkey",
  description:
    "`response` is what `navigator.credentials.get()` gave for the options (AuthenticationResponseJSON). A session " +
    "starts as with the password: the same token, lifetimes, `rememberMe` and device cookie. For a staff or admin " +
    "account, a passkey added from a session that had proved the second factor counts as that factor: the new " +
    "session needs no TOTP code. Failures are limited like the login's (per device cookie, else per address).",
  body: passkeySignInRequest,
  response: {
    200: signedIn(passkeyAnswerExamples.session),
    400: answer("The body is not an authenticator's answer.", apiError, passkeyErrorExamples.invalidSignIn),
    401: answer(
      "The challenge is unknown, expired or used, or the passkey is unknown (removed) or its answer does not " +
        "verify. The challenge is used up either way.",
      apiError,
      passkeyErrorExamples.signInExpired,
      ["WWW-Authenticate"],
    ),
    429: answer(
      "Too many failed passkey sign-ins from this network (or this device). Try again after Retry-After seconds.",
      apiError,
      errorExamples.tooManyLoginAttempts,
      ["Retry-After"],
    ),
    503: serviceUnavailable,
  },
});

/**
 * Sign-in with a passkey under /api/auth/passkey: options (a challenge for any passkey of the site, so the browser
 * can offer its own, autofill included), then the signed answer, which starts a session exactly as a password
 * sign-in does (the same session, device cookie and failure limits, server/auth/auth.routes.ts).
 */
export async function passkeySignInRoutes(app: FastifyInstance, services: AppServices) {
  const { database, rateLimiter, config } = services;
  const db = database.db;
  const auth = config.auth;
  const rp = relyingParty(config);
  const throttle = new LoginThrottle(db);
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    "/auth/passkey/options",
    { ...access("public"), schema: optionsSchema },
    async (request, reply) => {
      await rateLimiter.consume(
        `passkey-options:ip:${request.ip}`,
        { limit: auth.login.maxFailures * SIGN_IN_OPTIONS_PER_FAILURE, windowMs: auth.login.windowMs },
        passkeyMessages.tooMany,
      );
      const { generateAuthenticationOptions } = await webauthn();
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        timeout: PASSKEY_TIMEOUT_MS,
        // A passkey proves possession and the person (PIN, fingerprint, face): one factor would not be enough.
        userVerification: "required",
      });
      await storeChallenge(db, options.challenge, "sign-in", null);
      return reply.send(options);
    },
  );

  api.post(
    "/auth/passkey/verify",
    { ...access("public"), ...accountValidation, schema: verifySchema },
    async (request, reply) => {
      const input = request.body;
      const stored = await passkeyForSignIn(db, input.response.id);
      const userId = stored?.userId;

      // Failures are counted before the check, like the login's: per trusted device of the passkey's account, or
      // else per client address (a counter of its own, so passkey and password attempts do not exhaust each other).
      const device = userId
        ? await findTrustedDevice(db, readCookie(request.headers.cookie, DEVICE_COOKIE), userId)
        : undefined;
      const key = `passkey-${device ? throttleKeys.device(device.id) : throttleKeys.address(request.ip)}`;
      const slot = await throttle.acquire(key, auth.login.windowMs);
      if (slot.count > auth.login.maxFailures) {
        await throttle.release(key);
        request.log.warn(
          { event: "passkey_sign_in_rate_limited", ip: request.ip },
          "passkey sign-in refused",
        );
        services.metrics.rateLimitRefused("passkey-sign-in");
        throw new HttpError(429, tooManyLoginAttempts(slot.retryAfterSeconds), {
          headers: { "retry-after": String(slot.retryAfterSeconds) },
        });
      }
      const fail = (message: string, reason: string): never => {
        request.log.info(
          { event: "passkey_sign_in_failed", ip: request.ip, reason },
          "passkey sign-in failed",
        );
        services.metrics.loginFailed("passkey");
        throw unauthorized(message);
      };

      const challenge = signedChallenge(input.response.response.clientDataJSON);
      if (!challenge || !(await takeChallenge(db, challenge, "sign-in", null))) {
        return fail(passkeyMessages.signInExpired, "challenge");
      }
      if (!stored || !userId) return fail(passkeyMessages.signInFailed, "unknown-passkey");
      // The contract checked the shape; the library checks the rest.
      const newCounter = await checkPasskeyAnswer(
        rp,
        stored,
        input.response as AuthenticationResponseJSON,
        challenge,
      );
      if (newCounter === undefined) return fail(passkeyMessages.signInFailed, "verification");

      await throttle.release(key);
      await recordPasskeyUse(db, stored.id, newCounter);
      const label = deviceLabel(request.headers["user-agent"]);
      await noticeNewDevice(
        services,
        { id: userId, email: stored.email },
        readCookie(request.headers.cookie, DEVICE_COOKIE),
        label,
      );
      // The passkey is still the account's: the owner's first verification may have just removed it.
      const token = await createSession(
        db,
        userId,
        input.rememberMe,
        auth,
        label,
        stillHolds.passkey(stored.id),
      );
      if (!token) return fail(passkeyMessages.signInFailed, "removed");
      // A staff passkey added from a session that had proved the second factor is that factor: the user verification
      // the authenticator did (PIN or biometrics) is the second step, so this session skips the TOTP code.
      if (stored.secondFactor) await markSecondFactorProved(db, token);
      reply.header("set-cookie", await trustDevice(db, userId, device, auth.secureCookies));
      request.log.info({ event: "passkey_sign_in", userId }, "signed in with a passkey");
      return reply.send({
        token,
        user: { id: userId, name: stored.name, email: stored.email },
      } satisfies AuthSession);
    },
  );
}
