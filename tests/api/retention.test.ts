import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/smtp-sink.ts";
import { countRows, formsTestEnv, rows } from "../support/forms.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// The retention job as it runs in production: a few seconds after start, on its own, with the documented
// APPLICATION_RETENTION_DAYS (here set to 30). Rows are aged by rewriting their timestamps before that first run.
describe(`retention on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...formsTestEnv, APPLICATION_RETENTION_DAYS: "30" });
  });
  afterAll(async () => {
    await server?.close();
  });

  const application = (name: string) => ({
    name,
    email: `${name.toLowerCase()}@example.org`,
    position: "genomic-systems-architect",
    experience: "senior",
    coverLetter: "I would like to join.",
  });

  async function post(path: string, body: unknown) {
    const response = await server.request("POST", path, { body });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }

  async function age(table: string, id: string, days: number) {
    await rows(server, `update ${table} set created_at = now() - interval '${days} days' where id = '${id}'`);
  }

  it("purges applications older than APPLICATION_RETENTION_DAYS and contact messages older than two years, with their emails and staff's notes, and stale subscriptions and old sent emails", async () => {
    const old = await post("/api/careers/apply", application("Old"));
    const recent = await post("/api/careers/apply", application("Recent"));
    // A subscription's answer names no row (it must not tell whether the address was known): find rows by address.
    await post("/api/newsletter", { email: "pending@example.org" });
    await post("/api/newsletter", { email: "confirmed@example.org" });
    const [{ id: pending } = { id: "" }] = await rows<{ id: string }>(
      server,
      "select id from subscriptions where email = 'pending@example.org'",
    );
    const [{ id: confirmed } = { id: "" }] = await rows<{ id: string }>(
      server,
      "select id from subscriptions where email = 'confirmed@example.org'",
    );
    await age("job_applications", old, 31);
    await age("job_applications", recent, 29);
    await age("subscriptions", pending, 31);
    await rows(
      server,
      `update subscription_tokens set created_at = now() - interval '31 days' where subscription_id = '${pending}'`,
    );
    await rows(
      server,
      `update subscriptions set status = 'confirmed', confirmed_at = now() - interval '400 days',
       created_at = now() - interval '400 days' where id = '${confirmed}'`,
    );
    expect(await rows(server, `select id from mail_outbox where ref_id = '${old}'`)).toHaveLength(1);
    // A contact message whose email went out 31 days ago: the email's copy goes, the message stays.
    const message = await post("/api/contact", {
      name: "Ada",
      email: "ada@example.org",
      subject: "Hello",
      message: "A message.",
      category: "general",
    });
    await rows(
      server,
      `update mail_outbox set sent_at = now() - interval '31 days' where ref_id = '${message}'`,
    );
    // A message received more than two years ago goes, with its email (here never sent) and staff's note on it.
    const oldMessage = await post("/api/contact", {
      name: "Bea",
      email: "bea@example.org",
      subject: "Long ago",
      message: "An old message.",
      category: "general",
    });
    await age("contact_messages", oldMessage, 731);
    await age("contact_messages", message, 729);
    for (const id of [old, recent, oldMessage, message])
      await rows(
        server,
        `insert into inbox_notes (ref_id, author_label, body) values ('${id}', 'Staff', 'Quotes the entry')`,
      );

    await eventually(
      async () => (await rows(server, `select id from job_applications where id = '${old}'`)).length === 0,
      "the scheduled purge",
    );
    expect(await rows(server, `select id from mail_outbox where ref_id = '${old}'`)).toHaveLength(0);
    // Its reference and acknowledgement go with it, queued email included; the recent one's stay.
    for (const table of ["thread_messages", "entry_references"]) {
      expect(await rows(server, `select 1 from ${table} where entry_id = '${old}'`), table).toHaveLength(0);
      expect(await rows(server, `select 1 from ${table} where entry_id = '${recent}'`), table).toHaveLength(
        1,
      );
    }
    expect(
      await rows(server, `select 1 from mail_outbox where dedupe_key = 'acknowledgement:${old}'`),
    ).toHaveLength(0);
    expect(await rows(server, `select id from job_applications where id = '${recent}'`)).toHaveLength(1);
    expect(await rows(server, `select id from mail_outbox where ref_id = '${recent}'`)).toHaveLength(1);
    // An unconfirmed subscription whose link went out 31 days ago is gone; a confirmed one stays however old.
    const left = await rows<{ id: string }>(server, "select id from subscriptions");
    expect(left.map((row) => row.id)).toEqual([confirmed]);
    expect(await countRows(server, "job_applications")).toBe(1);
    expect(await rows(server, `select id from mail_outbox where ref_id = '${message}'`)).toHaveLength(0);
    expect(await rows(server, `select id from contact_messages where id = '${message}'`)).toHaveLength(1);
    expect(await rows(server, `select id from contact_messages where id = '${oldMessage}'`)).toHaveLength(0);
    expect(await rows(server, `select id from mail_outbox where ref_id = '${oldMessage}'`)).toHaveLength(0);
    const notes = await rows<{ ref_id: string }>(server, "select ref_id from inbox_notes order by ref_id");
    expect(notes.map((note) => note.ref_id).sort()).toEqual([recent, message].sort());
  });
});
