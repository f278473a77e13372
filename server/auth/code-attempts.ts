import type { FastifyRequest } from "fastify";
import { staffMessages } from "../../contract/staff.ts";
import type { Db } from "../db/client.ts";
import { readCookie } from "../http/cookies.ts";
import { HttpError } from "../http/http-error.ts";
import type { Metrics } from "../observability/metrics.ts";
import { LoginThrottle } from "./login-throttle.ts";
import { secretHash } from "./tokens.ts";
import { DEVICE_COOKIE, findTrustedDevice } from "./trusted-devices.ts";

/** Code attempts per account (TOTP or recovery code) in one window; every attempt counts. */
// Per device, or per address with one account; per account for every browser without the account's device cookie.
export const CODE_ATTEMPTS = { limit: 10, accountLimit: 50, windowMs: 15 * 60_000 };

/**
 * Counts second-factor code attempts before they are checked, like the login (login-throttle.ts), for the staff
 * console's code, the sign-in's code step and the account page's. A browser that signed in to this account before
 * (device cookie) has its own counter, so someone who knows the password cannot lock the owner out by sending
 * wrong codes. Any other browser counts against its address with this account, and against the account as a whole
 * (a higher cap, so many addresses cannot guess on). `take` returns the counters taken, which `giveBack` returns
 * on success; the attempt that first goes over a counter is a lockout, handed to `onLock` (the audit log).
 */
export class CodeAttempts {
  readonly #db: Db;
  readonly #throttle: LoginThrottle;
  readonly #metrics: Metrics;
  constructor(db: Db, metrics: Metrics) {
    this.#db = db;
    this.#throttle = new LoginThrottle(db);
    this.#metrics = metrics;
  }

  async take(
    request: FastifyRequest,
    userId: string,
    onLock: (counters: string[]) => Promise<unknown> = async () => {},
  ): Promise<string[]> {
    const device = await findTrustedDevice(
      this.#db,
      readCookie(request.headers.cookie, DEVICE_COOKIE),
      userId,
    );
    const counters: [string, string, number][] = device
      ? [["device", `2fa:device:${device.id}`, CODE_ATTEMPTS.limit]]
      : [
          ["address", `2fa:pair:${secretHash(`${userId}\n${request.ip}`)}`, CODE_ATTEMPTS.limit],
          ["account", `2fa:account:${userId}`, CODE_ATTEMPTS.accountLimit],
        ];
    const slots = await Promise.all(
      counters.map(async ([name, key, limit]) => ({
        name,
        limit,
        ...(await this.#throttle.acquire(key, CODE_ATTEMPTS.windowMs)),
      })),
    );
    const over = slots.filter((slot) => slot.count > slot.limit);
    if (over.length === 0) return slots.map((slot) => slot.key);
    // Counters not over give the refused attempt back; those over keep counting, so each locks once a window.
    await Promise.all(
      slots.filter((slot) => slot.count <= slot.limit).map((slot) => this.#throttle.release(slot.key)),
    );
    const lockedNow = over.filter((slot) => slot.count === slot.limit + 1);
    if (lockedNow.length > 0) await onLock(lockedNow.map((slot) => slot.name));
    request.log.warn(
      { event: "second_factor_rate_limited", userId, counters: over.map((slot) => slot.name) },
      "second factor refused: too many codes",
    );
    this.#metrics.rateLimitRefused("second-factor");
    const retryAfter = Math.max(...over.map((slot) => slot.retryAfterSeconds));
    throw new HttpError(429, staffMessages.tooManyCodes, { headers: { "retry-after": String(retryAfter) } });
  }

  async giveBack(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => this.#throttle.release(key)));
  }
}
