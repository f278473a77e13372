import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount } from "../support/auth-helpers.ts";
import { rows } from "../support/forms.ts";
import { cliDatabase } from "../support/cli-database.ts";
import { databaseLabel, testDatabaseUrl } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// `npm run staff` as an operator runs it: grant and revoke roles in the server's database, from another process.
describe(`staff roles CLI on ${databaseLabel()}`, { timeout: 120_000 }, () => {
  const database = cliDatabase("verdant-staff-cli-");
  let server: TestServer | undefined;
  let email = "";
  let token = "";

  const staff = (...args: string[]) => database.run("scripts/staff.ts", ...args);

  beforeAll(async () => {
    await database.create();
    server = await startTestServer(database.env());
    const registered = await registerAccount(server);
    email = registered.account.email;
    token = registered.token;
  });
  afterAll(async () => {
    await server?.close();
    await database.remove();
  });

  it.skipIf(Boolean(testDatabaseUrl()))("refuses plainly while the server holds the PGlite folder", () => {
    const result = staff("grant", email);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`The server (pid ${process.pid}) is running on the data folder`);
    expect(result.stderr).toContain("Stop the server");
  });

  it("explains itself and refuses bad arguments", () => {
    expect(staff("help").stdout).toContain("npm run staff -- grant <email> [--admin]");
    expect(staff("promote", email).code).toBe(2);
    expect(staff("grant").code).toBe(2);
    expect(staff("revoke", email, "--admin").code).toBe(2);
  });

  describe("with the server stopped (PGlite) or running (PostgreSQL)", () => {
    beforeAll(async () => {
      if (!database.onPostgres()) {
        await server?.close();
        server = undefined;
      }
    });

    it("grants staff and admin, lists them, and revokes; each change is in the audit log", async () => {
      const granted = staff("grant", email);
      expect(granted.code, granted.stderr).toBe(0);
      expect(granted.stdout).toContain(`${email} is now staff (was visitor)`);
      expect(staff("grant", email, "--admin").stdout).toContain("is now admin (was staff)");
      const listed = staff("list");
      expect(listed.stdout).toContain(`admin  ${email}  (two-step verification not set up)`);
      expect(staff("revoke", email).stdout).toContain("is now visitor (was admin)");
      expect(staff("list").stdout).toContain("No staff or admin accounts.");
      expect(staff("grant", "nobody@example.org").code).toBe(1);

      if (!server) server = await startTestServer(database.env());
      const audit = await rows<{ actor_label: string; detail: string }>(
        server,
        "select actor_label, detail from audit_log order by at",
      );
      expect(audit.map((row) => row.detail)).toEqual(["visitor → staff", "staff → admin", "admin → visitor"]);
      expect(audit.every((row) => row.actor_label === "npm run staff (command line)")).toBe(true);
      // The revoked account's session gets no staff route.
      const inbox = await server.request("GET", "/api/staff/inbox", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(inbox.status).toBe(403);
    });
  });
});
