import { generateAuthenticationOptions, type AuthenticationResponseJSON } from "@simplewebauthn/server";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { tooManyLoginAttempts, type AuthSession } from "../../contract/auth.ts";
import { passkeyMessages, passkeySignInRequestSchema } from "../../contract/passkeys.ts";
import {
  PASSKEY_TIMEOUT_MS,
  signedChallenge,
  storeChallenge,
  takeChallenge,
} from "../account/passkey-challenges.ts";
import { noticeNewDevice } from "../account/new-device-notice.ts";
import { checkPasskeyAnswer } from "../account/passkey-answer.ts";
import { relyingParty } from "../account/relying-party.ts";
import { rowsOf } from "../db/client.ts";
import { readCookie } from "../http/cookies.ts";
import { HttpError } from "../http/http-error.ts";
import type { AppServices } from "../services.ts";
import { parseAuthBody, unauthorized } from "./auth-errors.ts";
import { deviceLabel } from "./device-label.ts";
import { LoginThrottle, throttleKeys } from "./login-throttle.ts";
import { createSession } from "./sessions.ts";
import { secretHash } from "./tokens.ts";
import { DEVICE_COOKIE, findTrustedDevice, trustDevice } from "./trusted-devices.ts";
import { access } from "../http/access.ts";

/** Options (challenges) one client address may ask for per login window: each /login visit asks for one. */
export const SIGN_IN_OPTIONS_PER_FAILURE = 6;

interface StoredPasskey {
  id: string;
  user_id: string;
  public_key: string;
  counter: number | string;
  transports: string[] | null;
  second_factor: boolean;
  name: string;
  email: string;
}

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

  app.post("/auth/passkey/options", access("public"), async (request, reply) => {
    await rateLimiter.consume(
      `passkey-options:ip:${request.ip}`,
      { limit: auth.login.maxFailures * SIGN_IN_OPTIONS_PER_FAILURE, windowMs: auth.login.windowMs },
      passkeyMessages.tooMany,
    );
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      timeout: PASSKEY_TIMEOUT_MS,
      // A passkey proves possession and the person (PIN, fingerprint, face): one factor would not be enough.
      userVerification: "required",
    });
    await storeChallenge(db, options.challenge, "sign-in", null);
    return reply.send(options);
  });

  app.post("/auth/passkey/verify", access("public"), async (request, reply) => {
    const input = parseAuthBody(passkeySignInRequestSchema, request.body);
    const [stored] = rowsOf<StoredPasskey>(
      await db.execute(sql`
        select p.id, p.user_id, p.public_key, p.counter, p.transports, p.second_factor, users.name, users.email
        from passkeys p join users on users.id = p.user_id
        where p.credential_id = ${input.response.id}`),
    );
    const userId = stored ? String(stored.user_id) : undefined;

    // Failures are counted before the check, like the login's: per trusted device of the passkey's account, or
    // else per client address (a counter of its own, so passkey and password attempts do not exhaust each other).
    const device = userId
      ? await findTrustedDevice(db, readCookie(request.headers.cookie, DEVICE_COOKIE), userId)
      : undefined;
    const key = `passkey-${device ? throttleKeys.device(device.id) : throttleKeys.address(request.ip)}`;
    const slot = await throttle.acquire(key, auth.login.windowMs);
    if (slot.count > auth.login.maxFailures) {
      await throttle.release(key);
      request.log.warn({ event: "passkey_sign_in_rate_limited", ip: request.ip }, "passkey sign-in refused");
      services.metrics.rateLimitRefused("passkey-sign-in");
      throw new HttpError(429, tooManyLoginAttempts(slot.retryAfterSeconds), {
        headers: { "retry-after": String(slot.retryAfterSeconds) },
      });
    }
    const fail = (message: string, reason: string): never => {
      request.log.info({ event: "passkey_sign_in_failed", ip: request.ip, reason }, "passkey sign-in failed");
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
    await db.execute(sql`
      update passkeys set counter = greatest(counter, ${newCounter}), last_used_at = now() where id = ${stored.id}`);
    const label = deviceLabel(request.headers["user-agent"]);
    await noticeNewDevice(
      services,
      { id: userId, email: stored.email },
      readCookie(request.headers.cookie, DEVICE_COOKIE),
      label,
    );
    const token = await createSession(db, userId, input.rememberMe, auth, label);
    // A staff passkey added from a session that had proved the second factor is that factor: the user verification
    // the authenticator did (PIN or biometrics) is the second step, so this session skips the TOTP code.
    if (stored.second_factor) {
      await db.execute(
        sql`update sessions set second_factor_at = now() where token_hash = ${secretHash(token)}`,
      );
    }
    reply.header("set-cookie", await trustDevice(db, userId, device, auth.secureCookies));
    request.log.info({ event: "passkey_sign_in", userId }, "signed in with a passkey");
    return reply.send({
      token,
      user: { id: userId, name: stored.name, email: stored.email },
    } satisfies AuthSession);
  });
}
