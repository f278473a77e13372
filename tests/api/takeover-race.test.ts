import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, query, registerAccount } from "../support/auth-helpers.ts";
import { addPasskey, passkeyOrigin, registrationOptions, signInOptions } from "../support/passkey-helpers.ts";
import { createPasskey, signIn } from "../support/soft-authenticator.ts";
import { testDatabaseUrl } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The owner's first proof removes every way in the registrant set up (server/auth/registrant-ways-in.ts), in a
// transaction that holds the account's row. A step of the registrant's that had passed its checks at that very
// moment (a sign-in whose password or passkey was checked, a passkey being added, a change of password or email)
// must not land after the removal. Only PostgreSQL runs two transactions at once (PGlite runs one after the other),
// so the race is staged there: the test holds the account's row as the owner's verification does, lets the
// registrant's request reach it, then removes the ways in and commits.

const postgres = testDatabaseUrl();

describe.skipIf(!postgres)(
  "the registrant's steps racing the owner's first verification, on PostgreSQL",
  () => {
    let server: TestServer;
    let owner: pg.Client;

    beforeAll(async () => {
      server = await startTestServer();
      owner = new pg.Client({ connectionString: server.config.databaseUrl });
      await owner.connect();
    });
    afterAll(async () => {
      await owner.end();
      await server.close();
    });

    /**
     * Holds the account's row as the owner's first verification does, sends the registrant's request, waits until it
     * queues behind the row, removes every way in (password, passkeys, sessions) and commits: what the request then
     * answers, and what it left behind.
     */
    async function raceTheOwner(userId: string, send: () => Promise<Response>) {
      await owner.query("begin");
      await owner.query("select id from users where id = $1 for update", [userId]);
      const sent = send();
      for (let waited = 0; waited < 100; waited += 1) {
        const { rows } = await owner.query(
          `select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if (rows.length > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await owner.query("update users set password_hash = null where id = $1", [userId]);
      await owner.query("delete from passkeys where user_id = $1", [userId]);
      await owner.query("delete from sessions where user_id = $1", [userId]);
      await owner.query("commit");
      const response = await sent;
      const passkeys = await query(server, sql`select 1 from passkeys where user_id = ${userId}`);
      const sessions = await query(server, sql`select 1 from sessions where user_id = ${userId}`);
      return { status: response.status, passkeys: passkeys.length, sessions: sessions.length };
    }

    it("is not kept when its request passed the session check before the owner's removal committed", async () => {
      const { token, user } = await registerAccount(server);
      const options = await registrationOptions(server, bearer(token));
      const created = createPasskey(options, { origin: passkeyOrigin(server) });

      const outcome = await raceTheOwner(user.id, () =>
        server.request("POST", "/api/account/passkeys/registration/verify", {
          body: { name: "Registrant's key", response: created.response },
          headers: bearer(token),
        }),
      );
      expect(outcome).toEqual({ status: 401, passkeys: 0, sessions: 0 });
    });

    it("a password sign-in whose check passed before the owner's removal committed gets no session", async () => {
      const { account, user } = await registerAccount(server);
      const outcome = await raceTheOwner(user.id, () =>
        server.request("POST", "/api/auth/login", {
          body: { email: account.email, password: account.password },
        }),
      );
      expect(outcome).toEqual({ status: 401, passkeys: 0, sessions: 0 });
    });

    it("a passkey sign-in whose answer was checked before the owner's removal committed gets no session", async () => {
      const { token, user } = await registerAccount(server);
      const { passkey } = await addPasskey(server, token);
      const answer = signIn(passkey, await signInOptions(server), { origin: passkeyOrigin(server) });
      const outcome = await raceTheOwner(user.id, () =>
        server.request("POST", "/api/auth/passkey/verify", { body: { response: answer, rememberMe: false } }),
      );
      expect(outcome).toEqual({ status: 401, passkeys: 0, sessions: 0 });
    });

    it("a change of password checked before the owner's removal committed is not made", async () => {
      const { account, token, user } = await registerAccount(server);
      const outcome = await raceTheOwner(user.id, () =>
        server.request("POST", "/api/account/password", {
          body: { currentPassword: account.password, newPassword: "registrant-keeps-this-1" },
          headers: bearer(token),
        }),
      );
      const [row] = await query<{ set: boolean }>(
        server,
        sql`select password_hash is not null as set from users where id = ${user.id}`,
      );
      expect({ ...outcome, password: row!.set }).toEqual({
        status: 401,
        passkeys: 0,
        sessions: 0,
        password: false,
      });
    });

    it("a change of email asked before the owner's removal committed is not recorded", async () => {
      const { account, token, user } = await registerAccount(server);
      const outcome = await raceTheOwner(user.id, () =>
        server.request("POST", "/api/account/email", {
          body: { email: `registrant.${Date.now()}@example.net`, currentPassword: account.password },
          headers: bearer(token),
        }),
      );
      const pending = await query(
        server,
        sql`select 1 from email_change_requests where user_id = ${user.id} and used_at is null`,
      );
      expect({ ...outcome, pendingChanges: pending.length }).toEqual({
        status: 401,
        passkeys: 0,
        sessions: 0,
        pendingChanges: 0,
      });
    });
  },
);
