import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currentCode } from "../../server/auth/second-factor.ts";
import { registerAccount, verifyEmail } from "../support/auth-helpers.ts";
import { rows } from "../support/forms.ts";
import { cliDatabase } from "../support/cli-database.ts";
import { databaseLabel, testDatabaseUrl } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// `npm run staff` as an operator runs it: grant and revoke roles in the server's database, from another process.
// Each step starts a Node process that opens the database: seconds apiece on a busy 2-core machine.
describe(`staff roles CLI on ${databaseLabel()}`, { timeout: 300_000 }, () => {
  const database = cliDatabase("verdant-staff-cli-");
  let server: TestServer | undefined;
  let email = "";
  let token = "";
  let unverifiedEmail = "";
  let secondEmail = "";
  const visitor = { email: "", password: "", token: "" };

  const staff = (...args: string[]) => database.run("server/cli/staff.ts", ...args);

  beforeAll(async () => {
    await database.create();
    server = await startTestServer(database.env());
    const registered = await registerAccount(server);
    email = registered.account.email;
    token = registered.token;
    unverifiedEmail = (await registerAccount(server)).account.email;
    await verifyEmail(server, email, token);
    const second = await registerAccount(server);
    secondEmail = second.account.email;
    await verifyEmail(server, secondEmail, second.token);
    const third = await registerAccount(server);
    Object.assign(visitor, {
      email: third.account.email,
      password: third.account.password,
      token: third.token,
    });
    await verifyEmail(server, visitor.email, third.token);
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

    it("grants staff and admin, lists them, and revokes, never the only admin; each change is in the audit log", async () => {
      const granted = staff("grant", email);
      expect(granted.code, granted.stderr).toBe(0);
      expect(granted.stdout).toContain(`${email} is now staff (was visitor)`);
      expect(staff("grant", email, "--admin").stdout).toContain("is now admin (was staff)");
      const listed = staff("list");
      expect(listed.stdout).toContain(`admin  ${email}  (two-step verification not set up)`);
      // The only admin keeps the role, whether revoked or granted a lesser one.
      for (const attempt of [staff("revoke", email), staff("grant", email)]) {
        expect(attempt.code).toBe(1);
        expect(attempt.stderr).toContain(`${email} is the only admin account, so it keeps the admin role`);
        expect(attempt.stderr).toContain("Make another account an admin first");
      }
      expect(staff("list").stdout).toContain(`admin  ${email}`);
      expect(staff("grant", secondEmail, "--admin").code).toBe(0);
      expect(staff("revoke", email).stdout).toContain("is now visitor (was admin)");
      expect(staff("revoke", secondEmail).code).toBe(1); // now the only one
      expect(staff("list").stdout).not.toContain(email);
      expect(staff("grant", "nobody@example.org").code).toBe(1);
      // An address anyone could have registered gets no staff rights until its owner follows the emailed link.
      const unverified = staff("grant", unverifiedEmail, "--admin");
      expect(unverified.code).toBe(1);
      expect(unverified.stderr).toContain(`${unverifiedEmail} has not verified its email address yet`);

      if (!server) server = await startTestServer(database.env());
      const audit = await rows<{ actor_label: string; detail: string }>(
        server,
        "select actor_label, detail from audit_log order by at",
      );
      expect(audit.map((row) => row.detail)).toEqual([
        "visitor → staff",
        "staff → admin",
        "visitor → admin",
        "admin → visitor",
      ]);
      expect(audit.every((row) => row.actor_label === "npm run staff (command line)")).toBe(true);
      // The revoked account's session gets no staff route.
      const inbox = await server.request("GET", "/api/staff/inbox", {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(inbox.status).toBe(403);
    });

    it("reset-2fa removes a lost second factor: the account's sessions verify again, and /staff sets up anew", async () => {
      // PGlite allows one process per data folder: the server stops while the command runs.
      const stop = async () => {
        if (database.onPostgres()) return;
        await server?.close();
        server = undefined;
      };
      const start = async () => (server ??= await startTestServer(database.env()));
      const call = async (method: string, path: string, body?: unknown) =>
        (await start()).request(method, path, { headers: { authorization: `Bearer ${token}` }, body });

      await stop();
      expect(staff("grant", email).code).toBe(0);
      const enrolled = await call("POST", "/api/staff/2fa/enrol");
      const { secret } = (await enrolled.json()) as { secret: string };
      expect((await call("POST", "/api/staff/2fa/confirm", { code: currentCode(secret) })).status).toBe(204);
      expect((await call("GET", "/api/staff/inbox")).status).toBe(200);

      await stop();
      const reset = staff("reset-2fa", email);
      expect(reset.code, reset.stderr).toBe(0);
      expect(reset.stdout).toContain(
        `Two-step verification of ${email} removed, with its recovery codes: its password alone signs in again, ` +
          "and its owner gets a notice by email.",
      );
      const refused = await call("GET", "/api/staff/inbox");
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { code: string }).code).toBe("second-factor-required");
      expect(await (await call("GET", "/api/auth/2fa")).json()).toEqual({
        role: "staff",
        enrolled: false,
        verified: false,
      });
      const audit = await rows<{ action: string; actor_label: string }>(
        server!,
        "select action, actor_label from audit_log order by at desc limit 1",
      );
      expect(audit).toEqual([{ action: "second-factor-reset", actor_label: "npm run staff (command line)" }]);
      // A new set-up is offered at once.
      expect((await call("POST", "/api/staff/2fa/enrol")).status).toBe(200);
      const notices = await rows<{ kind: string; recipients: string }>(
        server!,
        "select kind, recipients from mail_outbox where kind like 'two-step-%' order by created_at",
      );
      expect(notices).toEqual([
        { kind: "two-step-on", recipients: email },
        { kind: "two-step-off", recipients: email },
      ]);

      await stop();
      expect(staff("reset-2fa", email).stdout).toContain("removed"); // the set-up just started
      expect(staff("reset-2fa", email).stdout).toContain(`${email} has no two-step verification to reset.`);
      expect(staff("reset-2fa", "nobody@example.org").code).toBe(1);
      expect(staff("reset-2fa").code).toBe(2);
      await start();
    });

    it("reset-2fa works for any account: a visitor who turned it on at /account signs in with the password alone again", async () => {
      const stop = async () => {
        if (database.onPostgres()) return;
        await server?.close();
        server = undefined;
      };
      const start = async () => (server ??= await startTestServer(database.env()));
      const login = async () =>
        (await start()).request("POST", "/api/auth/login", {
          body: { email: visitor.email, password: visitor.password },
        });
      const headers = { authorization: `Bearer ${visitor.token}` };
      const enrolled = await (await start()).request("POST", "/api/account/two-step/enrol", { headers });
      const { secret } = (await enrolled.json()) as { secret: string };
      const confirm = await server!.request("POST", "/api/account/two-step/confirm", {
        headers,
        body: { code: currentCode(secret) },
      });
      expect(confirm.status).toBe(204);
      expect((await login()).status).toBe(202);

      await stop();
      const reset = staff("reset-2fa", visitor.email);
      expect(reset.code, reset.stderr).toBe(0);
      expect(reset.stdout).toContain(`Two-step verification of ${visitor.email} removed`);
      expect((await login()).status).toBe(200);
      const notices = await rows<{ kind: string }>(
        server!,
        `select kind from mail_outbox where recipients = '${visitor.email}' and kind like 'two-step-%' order by created_at`,
      );
      expect(notices.map((notice) => notice.kind)).toEqual(["two-step-on", "two-step-off"]);
    });
  });
});
