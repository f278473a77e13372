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
