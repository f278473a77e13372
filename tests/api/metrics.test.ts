import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { operationsMessages } from "../../contract/operations-texts.ts";
import { humanMeta } from "../support/forms.ts";
import { parseExposition, valueOf, type Sample } from "../support/prometheus-text.ts";
import { freePort } from "../support/server-process.ts";
import { SmtpSink, eventually } from "../support/smtp-sink.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const TOKEN = "metrics-token-for-the-tests-0123456789abcdef";
const auth = { authorization: `Bearer ${TOKEN}` };
const contact = {
  name: "Ada Lovelace",
  email: "ada@example.org",
  subject: "Metrics",
  message: "Counted, not read.",
  category: "general",
  ...humanMeta,
};
const ENTRY_ID = "0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10";

async function scrape(server: TestServer): Promise<Sample[]> {
  const response = await server.request("GET", "/api/metrics", { headers: auth });
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
}

const requestsOf = (samples: Sample[], method: string, route: string, status: string) =>
  valueOf(samples, "verdant_http_request_duration_seconds_count", { method, route, status }) ?? 0;

describe(`GET /api/metrics behind METRICS_TOKEN on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Two contact messages per window: the third is refused by the form:contact limiter.
    server = await startTestServer({ METRICS_TOKEN: TOKEN, FORM_RATE_LIMIT: "2", DATABASE_POOL_SIZE: "7" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("refuses a missing or wrong token with 401 and says which scheme it expects", async () => {
    const wrong: Record<string, string>[] = [
      {},
      { authorization: `Bearer ${TOKEN.slice(1)}` },
      { authorization: TOKEN },
    ];
    for (const headers of wrong) {
      const response = await server.request("GET", "/api/metrics", { headers });
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await response.json()).toEqual({ message: operationsMessages.metricsTokenRequired });
    }
  });

  it("answers the text format, process metrics included, and is never cached", async () => {
    const response = await server.request("GET", "/api/metrics", { headers: auth });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const samples = parseExposition(await response.text());
    for (const name of [
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_p99_seconds",
    ]) {
      expect(valueOf(samples, name), name).toBeGreaterThanOrEqual(0);
    }
    expect(valueOf(samples, "verdant_ready")).toBe(1);
    const backend = { backend: server.database.kind };
    expect(valueOf(samples, "verdant_db_connections_max", backend)).toBe(
      server.database.kind === "pglite" ? 1 : 7, // PostgreSQL: DATABASE_POOL_SIZE
    );
    expect(valueOf(samples, "verdant_db_connections_busy", backend)).toBeGreaterThanOrEqual(0);
    expect(valueOf(samples, "verdant_db_waiting", backend)).toBeGreaterThanOrEqual(0);
  });

  it("counts a request by its route pattern and status, never by its URL", async () => {
    const response = await server.request("GET", `/api/staff/inbox/contact/${ENTRY_ID}?q=secret-search`);
    expect(response.status).toBe(401);
    const route = "/api/staff/inbox/:kind/:id";
    let samples: Sample[] = [];
    await eventually(async () => {
      samples = await scrape(server);
      return requestsOf(samples, "GET", route, "401") === 1;
    }, "the request counted under its route");
    const labels = { method: "GET", route, status: "401" };
    expect(valueOf(samples, "verdant_http_request_duration_seconds_bucket", { ...labels, le: "+Inf" })).toBe(
      1,
    );
    const text = samples.map((sample) => JSON.stringify(sample)).join("\n");
    expect(text).not.toContain(ENTRY_ID);
    expect(text).not.toContain("secret-search");
  });

  it("counts every one of many parallel requests", async () => {
    const before = requestsOf(await scrape(server), "GET", "/api/health/live", "200");
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => server.request("GET", "/api/health/live")),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    let after = 0;
    await eventually(async () => {
      after = requestsOf(await scrape(server), "GET", "/api/health/live", "200");
      return after >= before + 40;
    }, "40 more requests counted");
    expect(after).toBe(before + 40);
  });

  it("shows the outbox filling up while email delivery is off", async () => {
    const before = await scrape(server);
    expect(valueOf(before, "verdant_outbox_delivery_enabled")).toBe(0);
    const pendingBefore = valueOf(before, "verdant_outbox_pending")!;
    const answers = await Promise.all([
      server.request("POST", "/api/contact", { body: contact }),
      server.request("POST", "/api/contact", { body: contact }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    const after = await scrape(server);
    // Each message queues two emails: the staff's notification and the sender's acknowledgement.
    expect(valueOf(after, "verdant_outbox_pending")).toBe(pendingBefore + 4);
    expect(valueOf(after, "verdant_outbox_oldest_pending_seconds")).toBeGreaterThanOrEqual(0);
  });

  it("counts a limiter's refusals by the limiter's name, and failed logins", async () => {
    // The two messages above used this address's allowance: these are refused.
    const refused = await Promise.all([
      server.request("POST", "/api/contact", { body: contact }),
      server.request("POST", "/api/contact", { body: contact }),
    ]);
    expect(refused.map((answer) => answer.status)).toEqual([429, 429]);
    const login = await server.request("POST", "/api/auth/login", {
      body: { email: "nobody@example.org", password: "not-the-password-1", rememberMe: false },
    });
    expect(login.status).toBe(401);
    const samples = await scrape(server);
    expect(valueOf(samples, "verdant_rate_limit_refusals_total", { limiter: "form:contact" })).toBe(2);
    expect(valueOf(samples, "verdant_login_failures_total", { method: "password" })).toBe(1);
    expect(requestsOf(samples, "POST", "/api/contact", "429")).toBe(2);
  });

  it("has alert rules in docs/operations.md that parse and name only metrics the server exposes", async () => {
    const text = await (await server.request("GET", "/api/metrics", { headers: auth })).text();
    const families = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]!));
    const blocks = [...fs.readFileSync("docs/operations.md", "utf8").matchAll(/```yaml\n(.*?)```/gs)].map(
      (match) => parseYaml(match[1]!) as Record<string, unknown>,
    );
    const scrapeConfig = blocks.find((block) => "scrape_configs" in block);
    expect(scrapeConfig?.rule_files).toEqual(["/etc/prometheus/rules/verdant.yml"]);
    const ruleFile = blocks.find((block) => "groups" in block) as {
      groups: { name: string; rules: { alert?: string; record?: string; expr: string; for?: string }[] }[];
    };
    const rules = ruleFile.groups.flatMap((group) => group.rules);
    const recorded = new Set(rules.flatMap((rule) => rule.record ?? []));
    const alerts = rules.flatMap((rule) => rule.alert ?? []);
    for (const wanted of ["Outbox", "RateLimiter", "LatencyP99", "ServerErrors", "NotReady"]) {
      expect(
        alerts.some((name) => name.includes(wanted)),
        wanted,
      ).toBe(true);
    }
    for (const rule of rules) {
      const label = rule.alert ?? rule.record!;
      expect(rule.expr, label).toBeTruthy();
      if (rule.for !== undefined) expect(rule.for, label).toMatch(/^\d+[smhd]$/);
      for (const [name] of rule.expr.matchAll(/\b(?:verdant|process|nodejs)_\w+|\bverdant:[\w:]+/g)) {
        const family = name.replace(/_(bucket|count|sum)$/, "");
        expect(families.has(family) || recorded.has(name), `${label}: ${name}`).toBe(true);
      }
    }
  });

  it("reports not ready while the database does not answer", async () => {
    const original = server.database.ping;
    server.database.ping = () => Promise.reject(new Error("database down"));
    try {
      expect(valueOf(await scrape(server), "verdant_ready")).toBe(0);
    } finally {
      server.database.ping = original;
    }
    expect(valueOf(await scrape(server), "verdant_ready")).toBe(1);
  });
});

describe(`metrics not configured on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it("has no metrics endpoint: the API's own 404, with or without a token", async () => {
    const unknown = await server.request("GET", "/api/no-such-thing");
    for (const headers of [{}, auth]) {
      const response = await server.request("GET", "/api/metrics", { headers });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(await unknown.clone().json());
    }
  });
});

describe(`metrics on a port of their own on ${databaseLabel()}`, () => {
  let server: TestServer;
  let metricsUrl: string;
  const sink = new SmtpSink();

  beforeAll(async () => {
    const port = await freePort();
    // The mail server is down at first: the first attempts fail, then it comes up and the email goes out.
    const smtpPort = await freePort();
    sink.port = smtpPort;
    server = await startTestServer({
      METRICS_PORT: String(port),
      METRICS_TOKEN: TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      OUTBOX_POLL_MS: "50",
      OUTBOX_RETRY_BASE_MS: "10",
      OUTBOX_RETRY_MAX_MS: "100",
    });
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
  });
  afterAll(async () => {
    await server.close();
    await sink.stop();
  });

  const scrapeOwnPort = async () => {
    const response = await fetch(metricsUrl, { headers: auth });
    expect(response.status).toBe(200);
    return parseExposition(await response.text());
  };

  it("serves GET /metrics there (with the token when one is set) and nothing on the main port", async () => {
    expect((await fetch(metricsUrl)).status).toBe(401);
    expect(valueOf(await scrapeOwnPort(), "verdant_ready")).toBe(1);
    expect((await fetch(metricsUrl.replace("/metrics", "/other"), { headers: auth })).status).toBe(404);
    expect((await server.request("GET", "/api/metrics", { headers: auth })).status).toBe(404);
  });

  it("counts failed deliveries while the mail server is down, then the email sent", async () => {
    expect((await server.request("POST", "/api/contact", { body: contact })).status).toBe(201);
    let samples: Sample[] = [];
    await eventually(async () => {
      samples = await scrapeOwnPort();
      return (valueOf(samples, "verdant_outbox_delivery_failures_total") ?? 0) >= 1;
    }, "a failed delivery counted");
    expect(valueOf(samples, "verdant_outbox_delivery_enabled")).toBe(1);
    // The staff's notification and the sender's acknowledgement.
    expect(valueOf(samples, "verdant_outbox_pending")).toBe(2);

    await sink.start();
    await eventually(async () => {
      samples = await scrapeOwnPort();
      return valueOf(samples, "verdant_outbox_sent_total") === 2;
    }, "both emails sent and counted");
    expect(sink.received).toHaveLength(2);
    expect(valueOf(samples, "verdant_outbox_pending")).toBe(0);
    expect(valueOf(samples, "verdant_outbox_oldest_pending_seconds")).toBe(0);
  });
});
