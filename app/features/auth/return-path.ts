// Where to go after signing in. Only paths on this site are accepted, so a crafted ?from= link cannot send a person
// who just signed in to another site (open redirect).

const ORIGIN = "https://site.invalid";
const AUTH_PAGES = new Set(["/login", "/register"]);

export function safeReturnPath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || hasUnsafeCharacter(value)) {
    return "/";
  }
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return "/";
  }
  if (url.origin !== ORIGIN) return "/";
  const pathname = url.pathname.replace(/\/+$/, "") || "/";
  if (AUTH_PAGES.has(pathname)) return "/";
  return url.pathname + url.search + url.hash;
}

// Backslashes and control characters: browsers read "/\\evil.example" and "/\t/evil.example" as other hosts.
function hasUnsafeCharacter(value: string): boolean {
  for (const character of value) {
    const code = character.charCodeAt(0);
    if (character === "\\" || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
