import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliDatabase } from "../support/cli-database.ts";
import { formsTestEnv, humanMeta, rows, sampleApplication } from "../support/forms.ts";
import { verifiedStaff } from "../support/staff-helpers.ts";
import { databaseLabel, testDatabaseUrl } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// `npm run backup` and `npm run restore` as an operator runs them. The backup taken from a running server under
// load is tests/reliability/backup-restore.test.ts; here, what each command accepts and refuses.
describe(`backup and restore CLIs on ${databaseLabel()}`, { timeout: 120_000 }, () => {
  const source = cliDatabase("verdant-backup-src-");
  const target = cliDatabase("verdant-backup-dst-");
  const files = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-backup-files-"));
  const file = path.join(files, "site.backup");
  let server: TestServer | undefined;
  let messageId = "";
  const cv = fs.readFileSync("tests/support/files/cv.pdf");

  const backup = (...args: string[]) => source.run("server/cli/backup.ts", ...args);
  const restore = (...args: string[]) => target.run("server/cli/restore.ts", ...args);

  beforeAll(async () => {
    await source.create();
    await target.create();
    server = await startTestServer({ ...formsTestEnv, ...source.env() });
    const posted = await server.request("POST", "/api/contact/", {
      body: {
        name: "Ada Lovelace",
        email: "ada@example.org",
        subject: "Kept in the backup",
        message: "Restored with everything else.",
        ...humanMeta,
      },
    });
    messageId = ((await posted.json()) as { id: string }).id;
    // An application with a CV file: the file is in the database beside it (ADR 0051), so in the backup too.
    const application = new FormData();
    for (const [name, value] of Object.entries({
      ...sampleApplication,
      formStartedAt: "1",
      formSentAt: "20000",
    }))
      application.append(name, String(value));
    application.append("resumeFile", new Blob([new Uint8Array(cv)]), "cv.pdf");
    const applied = await fetch(`${server.url}/api/careers/apply`, { method: "POST", body: application });
    expect(applied.status).toBe(201);
    await verifiedStaff(server);
  });
  afterAll(async () => {
    await server?.close();
    await source.remove();
    await target.remove();
    fs.rmSync(files, { recursive: true, force: true });
  });

  it("explains itself and refuses bad arguments", () => {
    expect(backup("help").stdout).toContain("npm run backup -- <file> [--force]");
    expect(target.run("server/cli/restore.ts", "--help").stdout).toContain(
      "npm run restore -- <file> [--force]",
    );
    expect(backup().code).toBe(2);
    expect(backup(file, "extra").code).toBe(2);
    expect(restore().code).toBe(2);
    const missing = restore(path.join(files, "nothing-here.backup"));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("No file");
  });

  it.skipIf(Boolean(testDatabaseUrl()))(
    "on PGlite, says what to do when the server holding the folder offers no backup socket, and never restores under it",
    () => {
      // The test server runs in this process (no socket): a server started by server/main.ts offers one.
      const refused = backup(file);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(
        `The server (pid ${process.pid}) holds the data folder but offers no backup`,
      );
      expect(fs.existsSync(file)).toBe(false);
      const looksLikeOne = path.join(files, "pglite-shaped.backup");
      fs.writeFileSync(looksLikeOne, Buffer.from([0x1f, 0x8b, 8, 0]));
      const under = source.run("server/cli/restore.ts", looksLikeOne, "--force");
      expect(under.code).toBe(1);
      expect(under.stderr).toContain(`The server (pid ${process.pid}) is running on the data folder`);
      fs.rmSync(looksLikeOne);
    },
  );

  describe("with the server stopped (PGlite) or running (PostgreSQL)", () => {
    beforeAll(async () => {
      if (!source.onPostgres()) {
        await server?.close();
        server = undefined;
      }
    });

    it("writes a backup readable by its owner only, and does not overwrite one unless told --force", () => {
      const written = backup(file);
      expect(written.code, written.stderr).toBe(0);
      expect(written.stdout).toContain(`Backup written to ${file}`);
      expect(written.stdout).toContain("The staff secret key is not in it");
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readdirSync(files)).toEqual(["site.backup"]);

      const again = backup(file);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain(`${file} already exists`);
      expect(backup(file, "--force").code).toBe(0);
    });

    it("restores into an empty target, refuses a non-empty one unless told --force, and the data is served", async () => {
      const restored = restore(file);
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(
        /Restored .*: \d+ migrations applied; 1 account, 1 contact message, 1 job application, 1 application file, /,
      );
      // The restored staff second factor needs the backed-up server's key, which the target does not have.
      expect(restored.stdout).toContain(
        "Before starting the server: 1 second factor needs the staff secret key",
      );

      const refused = restore(file);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/already holds a database|is not empty/);
      expect(refused.stderr).toContain("--force");
      const forced = restore(file, "--force");
      expect(forced.code, forced.stderr).toBe(0);

      const served = await startTestServer(target.env());
      try {
        expect(
          await rows<{ id: string; subject: string }>(served, "select id, subject from contact_messages"),
        ).toEqual([{ id: messageId, subject: "Kept in the backup" }]);
        expect(
          await rows<{ sha256: string; bytes: number }>(
            served,
            "select sha256, bytes from application_files",
          ),
        ).toEqual([{ sha256: createHash("sha256").update(cv).digest("hex"), bytes: cv.length }]);
      } finally {
        await served.close();
      }
    });

    it("refuses a file that is no backup, or one made for the other kind of database", () => {
      const notBackup = path.join(files, "notes.txt");
      fs.writeFileSync(notBackup, "just some text\n");
      const refused = restore(notBackup, "--force");
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain("is not a backup made by npm run backup");

      const other = path.join(files, "other-kind.backup");
      fs.writeFileSync(other, target.onPostgres() ? Buffer.from([0x1f, 0x8b, 8, 0]) : "PGDMP");
      const mismatched = restore(other, "--force");
      expect(mismatched.code).toBe(1);
      expect(mismatched.stderr).toContain(
        target.onPostgres()
          ? "is a PGlite backup (DATA_DIR), but the configuration points at PostgreSQL"
          : "is a PostgreSQL backup (pg_dump custom format, DATABASE_URL), but the configuration points at PGlite",
      );
    });
  });
});
