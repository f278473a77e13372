import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, query, registerAccount } from "../support/auth-helpers.ts";
import { passkeyOrigin, registrationOptions } from "../support/passkey-helpers.ts";
import { createPasskey } from "../support/soft-authenticator.ts";
import { testDatabaseUrl } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The owner's first proof removes every way in the registrant set up (server/auth/registrant-ways-in.ts), in a
// transaction that holds the account's row. A passkey the registrant was adding at that very moment had passed its
// session check already: it must not land after the removal. Only PostgreSQL runs two transactions at once (PGlite
// runs one after the other), so the race is staged there: the test holds the account's row as the owner's
// verification does, lets the registrant's request reach it, then removes the ways in and commits.

const postgres = testDatabaseUrl();

describe.skipIf(!postgres)("a passkey added while the owner takes the account back, on PostgreSQL", () => {
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

  it("is not kept when its request passed the session check before the owner's removal committed", async () => {
    const { token, user } = await registerAccount(server);
    const options = await registrationOptions(server, bearer(token));
    const created = createPasskey(options, { origin: passkeyOrigin(server) });

    await owner.query("begin");
    await owner.query("select id from users where id = $1 for update", [user.id]);
    const adding = server.request("POST", "/api/account/passkeys/registration/verify", {
      body: { name: "Registrant's key", response: created.response },
      headers: bearer(token),
    });
    // The registrant's request waits on the account's row, as it would behind the owner's verification.
    for (let waited = 0; waited < 100; waited += 1) {
      const { rows } = await owner.query(
        `select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
      );
      if (rows.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await owner.query("delete from passkeys where user_id = $1", [user.id]);
    await owner.query("delete from sessions where user_id = $1", [user.id]);
    await owner.query("commit");

    const response = await adding;
    const kept = await query(server, sql`select 1 from passkeys where user_id = ${user.id}`);
    expect({ status: response.status, passkeys: kept.length }).toEqual({ status: 401, passkeys: 0 });
  });
});
