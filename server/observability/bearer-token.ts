import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Whether an Authorization header carries `Bearer <token>`. Both sides are hashed first, so the comparison takes
 * the same time whatever the given value, its length included.
 */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? "")?.[1] ?? "";
  const same = timingSafeEqual(digest(given), digest(token));
  return same && given !== "";
}

function digest(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}
