import { tooManyLoginAttempts } from "../../contract/auth-texts.ts";
import { HttpError } from "../http/http-error.ts";
import { throttleKeys, type LoginThrottle } from "./login-throttle.ts";
import { verifyPassword } from "./passwords.ts";

/**
 * A password check outside the login that is as good a guess as a login (the verification page's "password chosen
 * at registration"), counted on the login's own counters: the client address's and the account's. Each attempt is
 * counted before the check and given back when it matches, so guesses here and at the login add up, and past
 * `limit` in the window both answer 429 (Retry-After), the right password too.
 */
export async function countedPasswordCheck(
  throttle: LoginThrottle,
  attempt: { ip: string; email: string; passwordHash: string; password: string },
  limits: { maxFailures: number; windowMs: number },
  onRefused: () => void,
): Promise<boolean> {
  const keys = [throttleKeys.address(attempt.ip), throttleKeys.account(attempt.email)];
  const slots = await Promise.all(keys.map((key) => throttle.acquire(key, limits.windowMs)));
  const over = slots.filter((slot) => slot.count > limits.maxFailures);
  const giveBack = () => Promise.all(keys.map((key) => throttle.release(key)));
  if (over.length > 0) {
    await giveBack();
    onRefused();
    const retryAfter = Math.max(...over.map((slot) => slot.retryAfterSeconds));
    throw new HttpError(429, tooManyLoginAttempts(retryAfter), {
      headers: { "retry-after": String(retryAfter) },
    });
  }
  const matches = await verifyPassword(attempt.passwordHash, attempt.password);
  if (matches) await giveBack();
  return matches;
}
