import { sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { authMessages } from "../../contract/auth.ts";
import { bearerToken, unauthorized } from "../auth/auth-errors.ts";
import type { AuthConfig } from "../auth/auth.config.ts";
import { renewedSession } from "../auth/sessions.ts";
import { rowsOf, type Db } from "../db/client.ts";

export interface AccountCaller {
  userId: string;
  sessionId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  passwordHash: string | null;
  /** Seconds since this session signed in. */
  sessionAgeSeconds: number;
}

/**
 * The signed-in person behind a request's bearer token (using it slides the session forward, like every use), or
 * 401. The account routes of each part of the account page start with it.
 */
export function accountCaller(db: Db, auth: AuthConfig) {
  return async function caller(request: FastifyRequest): Promise<AccountCaller> {
    const header = request.headers.authorization;
    if (!header) throw unauthorized(authMessages.authRequired);
    const token = bearerToken(header);
    if (!token) throw unauthorized();
    const [row] = rowsOf<{
      user_id: string;
      session_id: string;
      name: string;
      email: string;
      verified: boolean;
      password_hash: string | null;
      age: number;
    }>(
      await db.execute(sql`
        with ${renewedSession(token, auth)}
        select users.id as user_id, renewed.id as session_id, users.name, users.email,
          users.email_verified_at is not null as verified, users.password_hash,
          extract(epoch from (now() - sessions.created_at))::int as age
        from users join renewed on users.id = renewed.user_id join sessions on sessions.id = renewed.id`),
    );
    if (!row) throw unauthorized();
    return {
      userId: String(row.user_id),
      sessionId: String(row.session_id),
      name: row.name,
      email: row.email,
      emailVerified: Boolean(row.verified),
      passwordHash: row.password_hash,
      sessionAgeSeconds: Number(row.age),
    };
  };
}

/** Answers under /api/account carry personal data: never cached by the browser or a proxy. */
export function noStore(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/account")) reply.header("cache-control", "no-store");
  });
}
