import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsTestEnv, humanMeta } from "../support/forms.ts";
import { createScratchDatabase, databaseLabel, testDatabaseUrl } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// `npm run inbox` as staff run it: a separate process on the server's database.
describe(`staff inbox CLI on ${databaseLabel()}`, () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-inbox-"));
  let scratch: { url: string; drop(): Promise<void> } | undefined;
  let server: TestServer | undefined;
  const ids: Record<string, string> = {};
  const databaseEnv = (): Record<string, string> =>
    scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir };

  const inbox = (...args: string[]) => {
    const result = spawnSync(process.execPath, ["scripts/inbox.ts", ...args], {
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: "", ...databaseEnv() },
    });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  beforeAll(async () => {
    const adminUrl = testDatabaseUrl();
    if (adminUrl) scratch = await createScratchDatabase(adminUrl);
    server = await startTestServer({ ...formsTestEnv, ...databaseEnv() });
    const post = async (urlPath: string, body: object) =>
      (
        (await (await server!.request("POST", urlPath, { body: { ...body, ...humanMeta } })).json()) as {
          id: string;
        }
      ).id;
    ids.contact = await post("/api/contact/", {
      name: "=cmd|' /C calc'!A0",
      email: "mallory@example.org",
      subject: 'Quotes "and", commas',
      message: "line one\nline two <script>alert('x')</script>\u001b[31m",
    });
    ids.application = await post("/api/careers/apply", {
      name: "Grace Hopper",
      email: "grace@example.org",
      position: "ai-researcher",
      experience: "senior",
      coverLetter: "Hello",
    });
    ids.subscription = await post("/api/newsletter", { email: "reader@example.org" });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.skipIf(Boolean(testDatabaseUrl()))("says plainly that the server holds the PGlite folder", () => {
    const result = inbox("list");
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`The server (pid ${process.pid}) is running on the data folder`);
  });

  describe("with the server stopped", () => {
    beforeAll(async () => {
      await server?.close();
      server = undefined;
    });

    it("lists every kind, newest first, and filters by kind and date", () => {
      const all = inbox();
      expect(all.code).toBe(0);
      const order = [ids.subscription, ids.application, ids.contact].map((id) => all.stdout.indexOf(id!));
      expect(order.every((index) => index > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);

      const contacts = inbox("list", "--kind", "contact");
      expect(contacts.stdout).toContain(ids.contact);
      expect(contacts.stdout).not.toContain(ids.application);

      expect(inbox("list", "--since", "2999-01-01").stdout).toContain("No entries.");
      const today = new Date().toISOString().slice(0, 10);
      expect(inbox("list", "--since", today, "--until", today).stdout).toContain(ids.application);
      expect(inbox("list", "--since", "yesterday").code).toBe(2);
    });

    it("shows one entry in full", () => {
      const result = inbox("show", ids.contact!);
      expect(result.code).toBe(0);
      // Hostile text is shown as typed; control characters (terminal escapes) never reached the database.
      expect(result.stdout).toContain("line one\n  line two <script>alert('x')</script>");
      expect(result.stdout).not.toContain("\u001b");
      expect(result.stdout).toContain("to hello@verdantcollective.example: pending");
      expect(inbox("show", "00000000-0000-0000-0000-000000000000").code).toBe(1);
    });

    it("exports CSV with quoting and formula neutralised", () => {
      const result = inbox("export", "--kind", "contact");
      expect(result.code).toBe(0);
      const [header, row] = result.stdout.split("\r\n");
      expect(header).toBe("id,received_at,category,name,email,organization,subject,message,delivery");
      expect(row).toMatch(
        new RegExp(
          `^${ids.contact},\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,general,'=cmd\\|' /C calc'!A0,mallory@example.org,,"Quotes ""and"", commas","line one\nline two <script>alert\\('x'\\)</script>\\[31m",pending$`,
        ),
      );
    });
  });
});
