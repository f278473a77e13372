import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobIds } from "../../server/careers/job-ids.ts";
import { bearer, registerAccount } from "../support/auth-helpers.ts";
import { formsTestEnv, humanMeta } from "../support/forms.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Whatever makes a query fail (a value the database refuses, a bug, an outage), the error log line names the
// failure (SQLSTATE, table, constraint, a short message) and never the values the query carried: emails, names,
// message text, password hashes, tokens (server/http/log-serializers.ts).

const NUL = "\u0000";
const personal = {
  email: "nul.tester@example.org",
  name: "Hedwig Nulltester",
  password: "secret-Pass-phrase-1",
  text: "Sensitive message body about my project",
};

interface LogLine {
  level: number;
  msg: string;
  err?: Record<string, unknown>;
}
const linesOf = (text: string) =>
  text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

/** Fails when the log holds any value a request carried, or an error line with a query's parameters. */
function expectNoValuesIn(log: string, values: string[]) {
  // JSON escapes NUL as \u0000: compare with the text around it too.
  for (const value of values) {
    expect(log).not.toContain(value);
    expect(log).not.toContain(JSON.stringify(value).slice(1, -1));
  }
  expect(log).not.toContain("$argon2");
  expect(log).not.toMatch(/params:/);
  for (const line of linesOf(log)) {
    if (!line.err) continue;
    expect(Object.keys(line.err)).not.toContain("params");
    expect(Object.keys(line.err)).not.toContain("query");
    expect(Object.keys(line.err)).not.toContain("detail");
  }
}

/** Every API route that writes, each sent the personal values above with NUL characters in them. */
function hostileRequests(server: TestServer) {
  const email = `nul${NUL}.${personal.email}`;
  const name = `${personal.name}${NUL}`;
  const text = `${personal.text}${NUL}`;
  return [
    server.request("POST", "/api/auth/login", { body: { email, password: personal.password } }),
    server.request("POST", "/api/auth/register", {
      body: { name, email, password: personal.password, rememberMe: false },
    }),
    server.request("POST", "/api/auth/register", {
      body: { name, email: personal.email, password: personal.password, rememberMe: false },
    }),
    server.request("POST", "/api/contact", {
      body: {
        name,
        email,
        organization: text,
        subject: text,
        message: text,
        category: "general",
        ...humanMeta,
      },
    }),
    server.request("POST", "/api/careers/apply", {
      body: {
        name,
        email,
        phone: "+44 20 7946 0000",
        position: jobIds[0],
        experience: "senior",
        location: text,
        remoteWork: false,
        coverLetter: text,
        availability: "1-month",
        ...humanMeta,
      },
    }),
    server.request("POST", "/api/newsletter", { body: { email, ...humanMeta } }),
    server.request("POST", "/api/events/subscribe", { body: { email, ...humanMeta } }),
    server.request("POST", "/api/auth/exchange", { body: { code: text } }),
  ];
}

describe(`database errors in the log on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(formsTestEnv, { captureLogs: true });
  });
  afterAll(async () => {
    await server.close();
  });

  it("hostile values the database refuses are answered without a crash and logged without the values", async () => {
    const answers = await Promise.all(hostileRequests(server));
    for (const answer of answers) {
      expect([400, 401, 409, 500]).toContain(answer.status);
      expect(await answer.json()).toEqual(expect.objectContaining({ message: expect.any(String) }));
    }
    expectNoValuesIn(server.logText(), Object.values(personal));
    // Every 500 has its error line, and the database errors among them are summaries.
    const errors = linesOf(server.logText()).filter((line) => line.level >= 50 && line.err);
    expect(errors).toHaveLength(answers.filter((answer) => answer.status === 500).length);
    for (const line of errors) expect(line.err).toEqual(expect.objectContaining({ type: "DatabaseError" }));
  });
});

describe(`database gone (every query fails) on ${databaseLabel()}`, () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer(formsTestEnv, { captureLogs: true });
    ({ token } = await registerAccount(server, { email: personal.email, name: personal.name }));
    // Like an outage that lasts: the connection is closed under the running server.
    await server.database.close();
  });
  afterAll(async () => {
    await server.close().catch(() => {});
  });

  it("every route's database error is logged as a summary: code and message, no emails, names, hashes or tokens", async () => {
    const requests = [
      ...hostileRequests(server),
      server.request("POST", "/api/auth/login", {
        body: { email: personal.email, password: personal.password },
      }),
      server.request("GET", "/api/auth/me", { headers: bearer(token) }),
      server.request("POST", "/api/auth/logout", { headers: bearer(token) }),
      server.request("POST", `/api/subscriptions/confirm?token=${token}`, { body: { token } }),
      server.request("GET", "/api/health"),
    ];
    const answers = await Promise.all(requests);
    for (const answer of answers) expect(answer.status).toBeGreaterThanOrEqual(400);
    const log = server.logText();
    expectNoValuesIn(log, [...Object.values(personal), token]);
    const summaries = linesOf(log)
      .map((line) => line.err)
      .filter((err) => err?.type === "DatabaseError");
    // At least one per request that reached the database (those refused by validation never did).
    expect(summaries.length).toBeGreaterThanOrEqual(5);
    for (const summary of summaries)
      expect(summary).toEqual(expect.objectContaining({ message: expect.any(String) }));
  });
});
