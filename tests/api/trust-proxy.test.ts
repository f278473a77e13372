import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { humanMeta } from "../support/forms.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

// Behind one reverse proxy (TRUST_PROXY=1) the client address is the entry the proxy appended to X-Forwarded-For,
// the rightmost; whatever the client wrote before it is ignored. So the per-address limits hold against a client
// that varies its own X-Forwarded-For, and IPv6 clients are counted per /64.
const LIMIT = 10;

describe(`per-address limits behind one trusted proxy on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: "1",
      AUTH_LOGIN_MAX_FAILURES: String(LIMIT),
      FORM_RATE_LIMIT: String(LIMIT),
      FORM_MIN_FILL_MS: "0",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  /** The header as the proxy passes it on: what the client sent, then the address the proxy saw. */
  const forwarded = (spoofed: string, real: string) => ({ "x-forwarded-for": `${spoofed}, ${real}` });

  it("failed logins from one client with a different spoofed leftmost address each time: the 11th gets 429", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 15; n++) {
      // A different account each time, so only the per-address limit can stop them.
      const response = await server.request("POST", "/api/auth/login", {
        body: { email: `victim${n}@example.org`, password: "not-the-password-1" },
        headers: forwarded(`203.0.113.${n + 1}`, "198.51.100.7"),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), ...Array<number>(15 - LIMIT).fill(429)]);
    // Another client behind the same proxy is not affected.
    const other = await server.request("POST", "/api/auth/login", {
      body: { email: "victim0@example.org", password: "not-the-password-1" },
      headers: forwarded("198.51.100.7", "198.51.100.8"),
    });
    expect(other.status).toBe(401);
  });

  it("newsletter posts with spoofed leftmost addresses: 10 stored, then 429", async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 15; n++) {
      const response = await server.request("POST", "/api/newsletter", {
        body: { email: `reader${n}@example.org`, ...humanMeta },
        headers: forwarded(`192.0.2.${n + 1}, 10.${n}.0.1`, "198.51.100.20"),
      });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(201), ...Array<number>(15 - LIMIT).fill(429)]);
  });

  it("counts IPv6 clients per /64 and IPv4-mapped addresses as IPv4", async () => {
    const post = (real: string, n: number) =>
      server.request("POST", "/api/events/subscribe", {
        body: { email: `v6-${n}@example.org`, ...humanMeta },
        headers: { "x-forwarded-for": real },
      });
    const sameNetwork: number[] = [];
    for (let n = 0; n < LIMIT + 2; n++)
      sameNetwork.push((await post(`2001:db8:7:7::${(n + 1).toString(16)}`, n)).status);
    expect(sameNetwork).toEqual([...Array<number>(LIMIT).fill(201), 429, 429]);
    // The next /64 is another client.
    expect((await post("2001:db8:7:8::1", 100)).status).toBe(201);

    const mixed: number[] = [];
    for (let n = 0; n < LIMIT + 1; n++)
      mixed.push((await post(n % 2 ? "203.0.113.77" : "::ffff:203.0.113.77", 200 + n)).status);
    expect(mixed).toEqual([...Array<number>(LIMIT).fill(201), 429]);
  });
});
