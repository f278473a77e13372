import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsTestEnv, humanMeta, rows } from "../support/forms.ts";
import { cliDatabase } from "../support/cli-database.ts";
import { databaseLabel, testDatabaseUrl } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// `npm run inbox` as staff run it: a separate process on the server's database.
// Each command is a process of its own that opens the database (PGlite loads in a few seconds): a wider timeout.
describe(`staff inbox CLI on ${databaseLabel()}`, { timeout: 120_000 }, () => {
  const database = cliDatabase("verdant-inbox-");
  let server: TestServer | undefined;
  const ids: Record<string, string> = {};
  // The references the senders were given (VC-…), by the same names: what the CLI lists and accepts.
  const refs: Record<string, string> = {};

  const inbox = (...args: string[]) => database.run("server/cli/inbox.ts", ...args);

  beforeAll(async () => {
    await database.create();
    server = await startTestServer({ ...formsTestEnv, ...database.env() });
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
    await post("/api/newsletter", { email: "reader@example.org" });
    ids.subscription = (
      await rows<{ id: string }>(server, "select id from subscriptions where email = 'reader@example.org'")
    )[0]!.id;
    const spam = await server.request("POST", "/api/contact/", {
      body: {
        name: "Spam Bot",
        email: "bot@example.org",
        subject: "Cheap pills",
        message: "Buy now",
        ...humanMeta,
        website: "https://pills.example",
      },
    });
    ids.spam = ((await spam.json()) as { id: string }).id;
    for (const name of ["contact", "application", "spam"]) {
      refs[name] = (
        await rows<{ reference: string }>(
          server,
          `select reference from entry_references where entry_id = '${ids[name]}'`,
        )
      )[0]!.reference;
    }
  });
  afterAll(async () => {
    await server?.close();
    await database.remove();
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

    it("lists every kind, newest first, by the reference the sender was given, and filters by kind and date", () => {
      const all = inbox();
      expect(all.code).toBe(0);
      expect(all.stdout).toMatch(/^RECEIVED \(UTC\)\s+KIND\s+REFERENCE\s+FROM/);
      // A message and an application by their reference, never their internal id; a subscriber (who has no
      // reference) by its id.
      const order = [ids.subscription, refs.application, refs.contact].map((ref) => all.stdout.indexOf(ref!));
      expect(order.every((index) => index > 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      expect(all.stdout).not.toContain(ids.contact);
      expect(all.stdout).not.toContain(ids.application);

      const contacts = inbox("list", "--kind", "contact");
      expect(contacts.stdout).toContain(refs.contact);
      expect(contacts.stdout).not.toContain(refs.application);
      expect(all.stdout).toContain("newsletter (pending)");
      // Kept-aside spam is listed apart, with the reason.
      expect(all.stdout).not.toContain(refs.spam);
      const spam = inbox("spam");
      expect(spam.code).toBe(0);
      expect(spam.stdout).toContain(refs.spam);
      expect(spam.stdout).toContain("the hidden honeypot field was filled");
      expect(spam.stdout).not.toContain(refs.contact);

      expect(inbox("list", "--since", "2999-01-01").stdout).toContain("No entries.");
      const today = new Date().toISOString().slice(0, 10);
      expect(inbox("list", "--since", today, "--until", today).stdout).toContain(refs.application);
      expect(inbox("list", "--since", "yesterday").code).toBe(2);
    });

    it("shows one entry in full, found by its reference (as retyped) or its id", () => {
      const result = inbox("show", refs.contact!);
      expect(result.code).toBe(0);
      expect(result.stdout.split("\n")[0]).toBe(`contact ${refs.contact} (id ${ids.contact})`);
      expect(inbox("show", refs.contact!.toLowerCase()).stdout).toBe(result.stdout);
      expect(inbox("show", ids.contact!).stdout).toBe(result.stdout);
      expect(inbox("show", "VC-000000").code).toBe(1);
      // Hostile text is shown as typed; control characters (terminal escapes) never reached the database.
      expect(result.stdout).toContain("line one\n  line two <script>alert('x')</script>");
      expect(result.stdout).not.toContain("\u001b");
      expect(result.stdout).toContain("to hello@verdantcollective.example: pending");
      expect(inbox("show", "00000000-0000-0000-0000-000000000000").code).toBe(1);
    });

    it("releases a kept-aside entry, named by its reference, which queues its staff email", () => {
      expect(inbox("show", refs.spam!).stdout).toContain("none queued");
      const released = inbox("release", refs.spam!);
      expect(released.code).toBe(0);
      expect(released.stdout).toContain(`Released contact ${refs.spam}`);
      expect(inbox("show", refs.spam!).stdout).toContain("to hello@verdantcollective.example: pending");
      expect(inbox("list").stdout).toContain(refs.spam);
      expect(inbox("spam").stdout).toContain("Nothing is kept aside as spam.");
      const again = inbox("release", refs.spam!);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain("is not kept aside as spam");
    });

    it("erases everything about one address in one go and says what it removed", () => {
      const result = inbox("erase", "Grace@Example.org");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain("Erased everything stored about Grace@Example.org");
      expect(result.stdout).toMatch(/job_applications\s+1/);
      // The staff notification, and the acknowledgement to the applicant with its thread row and reference.
      expect(result.stdout).toMatch(/mail_outbox\s+2/);
      expect(result.stdout).toMatch(/thread_messages\s+1/);
      expect(result.stdout).toMatch(/entry_references\s+1/);
      expect(inbox("show", ids.application!).code).toBe(1);
      expect(inbox("list").stdout).not.toContain("grace@example.org");
      expect(inbox("list").stdout).toContain(refs.contact);
    });

    it("exports CSV with quoting and formula neutralised", () => {
      const result = inbox("export", "--kind", "contact");
      expect(result.code).toBe(0);
      const [header, ...lines] = result.stdout.split("\r\n");
      const row = lines.find((line) => line.startsWith(ids.contact!));
      expect(header).toBe(
        "id,reference,received_at,category,name,email,organization,subject,message,spam_verdict,spam_reason,delivery",
      );
      expect(row).toMatch(
        new RegExp(
          `^${ids.contact},${refs.contact},\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,general,'=cmd\\|' /C calc'!A0,mallory@example.org,,"Quotes ""and"", commas","line one\nline two <script>alert\\('x'\\)</script>\\[31m",clean,,pending$`,
        ),
      );
    });
  });
});
