// Where to go after signing in. Only paths on this site are accepted, so a crafted ?from= link cannot send a person
// who just signed in to another site (open redirect).

const ORIGIN = "https://site.invalid";
const AUTH_PAGES = new Set(["/login", "/register"]);
// Enough for any honest path; a value still changing after this many rounds of decoding is refused.
const MAX_DECODING_ROUNDS = 5;

/**
 * The path to return to, or "/". The check runs on the value as the browser will resolve it: dot-segments removed
 * and percent-encoding decoded, again and again until nothing changes, because `/..//evil.example`,
 * `/%2e%2e//evil.example` and `/.//evil.example` all become the protocol-relative `//evil.example`.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/")) return "/";
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== ORIGIN) return "/";

  let current = value;
  for (let round = 0; ; round++) {
    if (hasUnsafeCharacter(current)) return "/";
    const pathname = resolvedPathname(current);
    if (pathname === undefined || pathname.startsWith("//") || pathname.startsWith("/\\")) return "/";
    if (round > 0 && AUTH_PAGES.has(pathname.replace(/\/+$/, "") || "/")) return "/";
    const decoded = decodeOnce(current);
    if (decoded === undefined) return "/";
    if (decoded === current) break;
    if (round >= MAX_DECODING_ROUNDS) return "/";
    current = decoded;
  }

  const pathname = url.pathname.replace(/\/+$/, "") || "/";
  if (AUTH_PAGES.has(pathname)) return "/";
  return url.pathname + url.search + url.hash;
}

/** The pathname a browser would request for this path (dot-segments removed), or undefined if it is no URL. */
function resolvedPathname(value: string): string | undefined {
  if (!value.startsWith("/")) return value === "" ? "/" : undefined;
  try {
    const url = new URL(value, ORIGIN);
    return url.origin === ORIGIN ? url.pathname : undefined;
  } catch {
    return undefined;
  }
}

function decodeOnce(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

// Backslashes and control characters: browsers read "/\\evil.example" and "/\t/evil.example" as other hosts.
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (character === "\\" || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
