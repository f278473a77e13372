import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formsTestEnv, humanMeta, rows } from "../support/forms.ts";
import { verifiedStaff, type StaffMember } from "../support/staff-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Text no PostgreSQL column can hold as it came: a lone surrogate (ill-formed UTF-16) and NUL. Public forms and the
// staff console's own texts take it cleaned (U+FFFD for the surrogate, control characters removed) and never answer
// 5xx; the property test (openapi-properties.test.ts) sends it to every JSON operation, these reach the stored
// entries it cannot name (issue 39, item 8).

describe(`ill-formed text in the staff console's writes on ${databaseLabel()}`, () => {
  let server: TestServer;
  let admin: StaffMember;
  let entry: string;
  beforeAll(async () => {
    server = await startTestServer(formsTestEnv);
    admin = await verifiedStaff(server, "admin");
    const sent = await server.request("POST", "/api/contact", {
      body: {
        name: "Eve",
        email: "eve@example.org",
        subject: "Soil data",
        message: "Can you share it?",
        category: "agro",
        ...humanMeta,
      },
    });
    expect(sent.status).toBe(201);
    entry = ((await sent.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await server.close();
  });

  const post = (path: string, body: unknown) =>
    server.request("POST", path, { headers: admin.headers, body });

  it("a note, a reply and a saved reply with NUL and lone surrogates are stored cleaned", async () => {
    const note = await post(`/api/staff/inbox/contact/${entry}/notes`, {
      body: "Call\u0000 back \ud83d soon",
    });
    expect(note.status).toBe(201);
    expect((await note.json()) as { body: string }).toMatchObject({ body: "Call back \ufffd soon" });

    const reply = await post(`/api/staff/inbox/contact/${entry}/replies`, {
      id: randomUUID(),
      body: "Hello\u0000 Eve \udc00",
    });
    expect(reply.status).toBe(201);
    const [stored] = await rows<{ body: string }>(
      server,
      `select body from thread_messages where entry_id = '${entry}' and direction = 'reply'`,
    );
    expect(stored!.body).toBe("Hello Eve \ufffd");

    const saved = await post("/api/staff/saved-replies", {
      title: "Thanks\u0000 \ud800",
      body: "Thank\u0000 you",
    });
    expect(saved.status).toBe(201);
    expect(await saved.json()).toMatchObject({ title: "Thanks \ufffd", body: "Thank you" });
  });

  it("an address with NUL names no account: 404, not 500", async () => {
    const role = await post("/api/staff/accounts/role", { email: "\u0000\u0000\u0000", role: "visitor" });
    expect(role.status).toBe(400);
    const other = await post("/api/staff/accounts/role", {
      email: "nobody\u0000@example.org",
      role: "staff",
    });
    expect(other.status).toBe(404);
  });
});
