import { eq, sql } from "drizzle-orm";
import type { Enrolment, Role } from "../../contract/staff.ts";
import { currentCode, TOTP_PERIOD_SECONDS } from "../../server/auth/second-factor.ts";
import { users } from "../../server/auth/auth.schema.ts";
import { createSession } from "../../server/auth/sessions.ts";
import { setRole } from "../../server/staff/staff-access.ts";
import { bearer, registerAccount, verifyEmail } from "./auth-helpers.ts";
import type { TestServer } from "./test-server.ts";

export interface StaffMember {
  email: string;
  password: string;
  token: string;
  headers: Record<string, string>;
  /** `vc_device=…`: the browser that registered is recognised as this account's device. */
  deviceCookie: string;
  enrolment?: Enrolment;
  /** The step of the last code used, so each new code comes from a later step. */
  nextStep: number;
}

/** A TOTP code for a later time step than any used so far by this member (a code is accepted once). */
export function nextCode(member: StaffMember): string {
  const step = Math.max(member.nextStep, Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS));
  // One step ahead of the clock at most, which the server accepts (clock drift).
  if (step > Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + 1) {
    throw new Error("no unused TOTP step within the accepted window: wait for the next 30 s");
  }
  member.nextStep = step + 1;
  return currentCode(member.enrolment!.secret, step * TOTP_PERIOD_SECONDS * 1000 + 1000);
}

/**
 * A well-formed code this member's app does not show now nor within a step either side, for a documented 400 that
 * must not depend on chance (a fixed example code is right for a random secret about 3 times in a million).
 */
export function wrongCode(member: StaffMember): string {
  const now = Date.now();
  const shown = new Set(
    [-2, -1, 0, 1, 2].map((step) =>
      currentCode(member.enrolment!.secret, now + step * TOTP_PERIOD_SECONDS * 1000),
    ),
  );
  for (let candidate = 0; ; candidate += 1) {
    const code = String(candidate).padStart(6, "0");
    if (!shown.has(code)) return code;
  }
}

/**
 * Registers an account with the given role (set in the database, as `npm run staff` does). Staff and admins first
 * verify their email through the emailed link, as the role requires.
 */
export async function accountWithRole(server: TestServer, role: Role): Promise<StaffMember> {
  const { account, token, deviceCookie } = await registerAccount(server);
  if (role !== "visitor") {
    await verifyEmail(server, account.email, token, deviceCookie);
    const change = await setRole(server.database.db, account.email, role);
    if (!change.changed) throw new Error(`role not set: ${change.reason}`);
  }
  return {
    email: account.email,
    password: account.password,
    token,
    headers: bearer(token),
    deviceCookie,
    nextStep: 0,
  };
}

/** An account with the role, enrolled in TOTP and with this session verified: ready for every staff route. */
export async function verifiedStaff(
  server: TestServer,
  role: "staff" | "admin" = "staff",
): Promise<StaffMember> {
  const member = await accountWithRole(server, role);
  const enrol = await server.request("POST", "/api/staff/2fa/enrol", { headers: member.headers });
  if (enrol.status !== 200) throw new Error(`enrol failed: ${enrol.status} ${await enrol.text()}`);
  member.enrolment = (await enrol.json()) as Enrolment;
  const confirm = await server.request("POST", "/api/staff/2fa/confirm", {
    headers: member.headers,
    body: { code: nextCode(member) },
  });
  if (confirm.status !== 204) throw new Error(`confirm failed: ${confirm.status} ${await confirm.text()}`);
  return member;
}

/**
 * A new session of the member that has not proved the second factor, as a passkey that does not count as one
 * gives (a password sign-in of an account with two-step sign-in asks for the code before any session starts:
 * `signInWithCode`). With `cookie`, from the browser that holds it (its requests carry it on).
 */
export async function newSession(
  server: TestServer,
  member: StaffMember,
  cookie?: string,
): Promise<Record<string, string>> {
  const [user] = await server.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, member.email));
  if (!user) throw new Error(`no account ${member.email}`);
  const headers = bearer(await createSession(server.database.db, user.id, false, server.config.auth));
  return cookie ? { ...headers, cookie } : headers;
}

/**
 * Signs the member in as the sign-in page does: the password, then (the answer 202) a code from the app for the
 * pending step. Returns the session's headers. With `cookie`, from the browser that holds it.
 */
export async function signInWithCode(
  server: TestServer,
  member: StaffMember,
  cookie?: string,
): Promise<Record<string, string>> {
  const login = await server.request("POST", "/api/auth/login", {
    body: { email: member.email, password: member.password },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (login.status !== 202) throw new Error(`login did not ask for a code: ${login.status}`);
  const { secondStep } = (await login.json()) as { secondStep: { token: string } };
  const finished = await server.request("POST", "/api/auth/login/code", {
    body: { token: secondStep.token, code: nextCode(member) },
    ...(cookie ? { headers: { cookie } } : {}),
  });
  if (finished.status !== 200)
    throw new Error(`code step failed: ${finished.status} ${await finished.text()}`);
  const headers = bearer(((await finished.json()) as { token: string }).token);
  return cookie ? { ...headers, cookie } : headers;
}

/** Moves a stored entry's received time (tests of ordering and date filters). */
export async function setReceivedAt(server: TestServer, table: string, id: string, at: string) {
  await server.database.db.execute(
    sql`update ${sql.identifier(table)} set created_at = ${at}::timestamptz where id = ${id}`,
  );
}
