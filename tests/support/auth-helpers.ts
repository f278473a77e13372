import type { SQL } from "drizzle-orm";
import type { TestServer } from "./test-server.ts";

let counter = 0;
/** A fresh, valid registration payload; each call gets its own email. */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: "Ada Lovelace",
    email: `ada.${Date.now()}.${counter}@example.org`,
    password: "analytical-engine-1843",
    rememberMe: false,
    ...overrides,
  };
}

export async function registerAccount(
  server: TestServer,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const account = newAccount(overrides);
  const response = await server.request("POST", "/api/auth/register", { body: account, headers });
  if (response.status !== 201)
    throw new Error(`register failed: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as {
    token: string;
    user: { id: string; name: string; email: string };
  };
  return { account, ...body, deviceCookie: cookieOf(response, "vc_device") };
}

/** `name=value` of a cookie the response sets (for a later request's Cookie header), or "" when it sets none. */
export function cookieOf(response: Response, name: string): string {
  for (const header of response.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    if (pair.startsWith(`${name}=`)) return pair;
  }
  return "";
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

/** Rows of a query on the server's own database, on PGlite and node-postgres alike. */
export async function query<T>(server: TestServer, statement: SQL): Promise<T[]> {
  const result = await server.database.db.execute(statement);
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** The token of the newest verification link emailed to an address (read from the mail outbox). */
export async function verificationTokenFor(server: TestServer, email: string): Promise<string> {
  const { sql } = await import("drizzle-orm");
  const [row] = await query<{ text_body: string }>(
    server,
    sql`select text_body from mail_outbox
        where kind = 'email-verification' and recipients = ${email}
        order by created_at desc limit 1`,
  );
  const match = /\/verify-email#token=([A-Za-z0-9_-]{43})/.exec(row?.text_body ?? "");
  if (!match) throw new Error(`no verification email for ${email}`);
  return match[1]!;
}

/**
 * Verifies an account's email the way its owner would: the emailed link's token, posted by /verify-email from the
 * browser signed in with `session` (the registrant's own browser, so the password, that session and, with
 * `deviceCookie`, that device stay).
 */
export async function verifyEmail(
  server: TestServer,
  email: string,
  session: string,
  deviceCookie = "",
): Promise<void> {
  const token = await verificationTokenFor(server, email);
  const response = await server.request("POST", "/api/auth/verify-email", {
    body: { token },
    headers: { ...bearer(session), ...(deviceCookie ? { cookie: deviceCookie } : {}) },
  });
  if (response.status !== 200) throw new Error(`verify failed: ${response.status} ${await response.text()}`);
}
