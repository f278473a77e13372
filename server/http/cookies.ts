// Minimal cookie reading and writing for the short-lived cookies of sign-in and of forms sent without JavaScript.

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index === -1) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function serializeCookie(
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number; secure: boolean; sameSite?: "Lax" | "Strict" },
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${options.path}`,
    `Max-Age=${options.maxAgeSeconds}`,
    "HttpOnly",
    // Lax: the cookie comes back on the provider's top-level redirect, but not on cross-site subrequests.
    `SameSite=${options.sameSite ?? "Lax"}`,
    ...(options.secure ? ["Secure"] : []),
  ].join("; ");
}
