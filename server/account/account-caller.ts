import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { accountDataMessages, type AccountDataError } from "../../contract/account-data.ts";
import { authMessages } from "../../contract/auth.ts";
import { bearerToken, unauthorized } from "../auth/auth-errors.ts";
import type { Lifetimes } from "../auth/sessions.ts";
import { renewedSession } from "../auth/sessions.ts";
import { rowsOf, type Db } from "../db/client.ts";

/** The signed-in person behind a request to /api/account, read afresh from the database. */
export interface AccountCaller {
  userId: string;
  sessionId: string;
  name: string;
  /** Stored lower-cased (server/auth/auth.schema.ts). */
  email: string;
  passwordHash: string | null;
  /** The address was proven (the emailed link, or a provider that vouches for it). */
  emailVerified: boolean;
}

/**
 * The live session of the request's bearer token and its account, or 401 (the session slides like any use, as in
 * account.routes.ts). With the verification state, which decides whether what was sent from the address is shown.
 */
export function accountCaller(db: Db, lifetimes: Lifetimes) {
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
      password_hash: string | null;
      verified: boolean;
    }>(
      await db.execute(sql`
        with ${renewedSession(token, lifetimes)}
        select users.id as user_id, renewed.id as session_id, users.name, users.email, users.password_hash,
          users.email_verified_at is not null as verified
        from users join renewed on users.id = renewed.user_id`),
    );
    if (!row) throw unauthorized();
    return {
      userId: String(row.user_id),
      sessionId: String(row.session_id),
      name: row.name,
      email: row.email,
      passwordHash: row.password_hash,
      emailVerified: Boolean(row.verified),
    };
  };
}

/** 403 for an account whose address is not verified: nothing sent from that address is its owner's to see. */
export function refuseUnverified(reply: FastifyReply) {
  return reply.status(403).send({
    message: accountDataMessages.emailUnverified,
    code: "email-unverified",
  } satisfies AccountDataError);
}
