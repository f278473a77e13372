// The benches that read the staff console's API sign in as staff the way the console does: register, verified
// email (standing in for the owner following the link), the staff role, a confirmed second factor.
import { sql } from "drizzle-orm";
import type { Db } from "../server/db/client.ts";
import { currentCode } from "../server/auth/second-factor.ts";
import { setRole } from "../server/staff/staff-access.ts";

export type Call = (
  method: string,
  pathname: string,
  body?: unknown,
  token?: string,
) => Promise<Record<string, unknown>>;

/** JSON calls to the server at `base`; a non-2xx answer throws with its status and body. */
export function apiCaller(base: string): Call {
  return async (method, pathname, body, token) => {
    const response = await fetch(base + pathname, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  };
}

/** A new staff account with its second factor; its bearer token and email. */
export async function staffSession(
  db: Db,
  call: Call,
  label: string,
): Promise<{ token: string; email: string }> {
  const email = `bench.${label}.${Date.now()}@example.org`;
  const { token } = (await call("POST", "/api/auth/register", {
    name: "Bench Staff",
    email,
    password: "analytical-engine-1843",
  })) as { token: string };
  await db.execute(sql`update users set email_verified_at = now() where lower(email) = ${email}`);
  await setRole(db, email, "staff");
  const { secret } = (await call("POST", "/api/staff/2fa/enrol", undefined, token)) as { secret: string };
  await call("POST", "/api/staff/2fa/confirm", { code: currentCode(secret) }, token);
  return { token, email };
}
