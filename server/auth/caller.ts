import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { authMessages } from "../../contract/auth.ts";
import { asRole, type Role } from "../../contract/staff.ts";
import type { Db } from "../db/client.ts";
import { computed, selectRows } from "../db/typed-rows.ts";
import { sessions, users } from "./auth.schema.ts";
import { unauthorized } from "./auth-errors.ts";
import { renewedSession, type Lifetimes } from "./sessions.ts";

/**
 * The signed-in person behind a request: the live session of its bearer token and the account as it is now. Read
 * afresh on every request (roles are never kept in the token, so a change applies to the very next request), once
 * per request: `request.session()` (server/http/access.ts) looks it up the first time it is asked.
 */
export interface Caller {
  userId: string;
  sessionId: string;
  name: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  passwordHash: string | null;
  /** Seconds since this session signed in. */
  sessionAgeSeconds: number;
  /** The session's device label ("Firefox on Linux"), if any. */
  device: string | null;
  /** A staff or admin account. */
  staff: boolean;
  /** The account has a confirmed second factor. */
  enrolled: boolean;
  /** A staff or admin account whose session proved its (confirmed) second factor. */
  secondFactorProved: boolean;
}

/**
 * The live session of a bearer token with its account, or undefined. Using it slides the session's expiry forward,
 * like every use of a token (server/auth/sessions.ts).
 */
export async function lookUpCaller(db: Db, token: string, lifetimes: Lifetimes): Promise<Caller | undefined> {
  const [row] = await selectRows(
    db,
    {
      userId: users.id,
      sessionId: sessions.id,
      name: users.name,
      email: users.email,
      role: users.role,
      verified: computed.boolean,
      passwordHash: users.passwordHash,
      age: computed.number,
      device: sessions.device,
      proved: computed.boolean,
      enrolled: computed.boolean,
    },
    sql`
      with ${renewedSession(token, lifetimes)}
      select users.id as "userId", renewed.id as "sessionId", users.name, users.email, users.role,
        users.email_verified_at is not null as verified, users.password_hash as "passwordHash",
        extract(epoch from (now() - sessions.created_at))::int as age, sessions.device,
        renewed.second_factor_at is not null as proved,
        exists (select 1 from staff_second_factors f where f.user_id = users.id and f.confirmed_at is not null)
          as enrolled
      from users join renewed on users.id = renewed.user_id join sessions on sessions.id = renewed.id`,
  );
  if (!row) return undefined;
  const role = asRole(row.role);
  const staff = role === "staff" || role === "admin";
  const { enrolled } = row;
  return {
    userId: row.userId,
    sessionId: row.sessionId,
    name: row.name,
    email: row.email,
    role,
    emailVerified: row.verified,
    passwordHash: row.passwordHash,
    sessionAgeSeconds: row.age,
    device: row.device,
    staff,
    enrolled,
    // A proof of a second factor that is gone (or was never confirmed), or of an account no longer staff, is none.
    secondFactorProved: staff && enrolled && row.proved,
  };
}

/**
 * The signed-in person behind a request, or 401: without an Authorization header "sign in", with a malformed,
 * unknown, expired or signed-out token "session expired". The access hook has asked already on every route that
 * needs a session, so a route handler gets the same answer without another query.
 */
export async function caller(request: FastifyRequest): Promise<Caller> {
  if (request.headers.authorization === undefined) throw unauthorized(authMessages.authRequired);
  const me = await request.session();
  if (!me) throw unauthorized();
  return me;
}

/**
 * The caller the access hook checked, without waiting: for a handler of a route whose access level needs a session
 * (staff routes pass it around as `staffOf`).
 */
export function signedIn(request: FastifyRequest): Caller {
  if (!request.caller) {
    throw new Error(`${request.method} ${request.url}: no session was checked; its route must declare one.`);
  }
  return request.caller;
}
