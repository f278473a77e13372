import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { subscriptionTexts } from "../../contract/subscription.ts";
import { countRows, formsTestEnv, humanMeta, rows } from "../support/forms.ts";
import { databaseLabel } from "../support/test-database.ts";
import { startTestServer, type TestServer } from "../support/test-server.ts";

const lists = [
  { path: "/api/newsletter", list: "newsletter", message: subscriptionTexts.newsletter.success },
  { path: "/api/events/subscribe", list: "events", message: subscriptionTexts.events.success },
] as const;

describe(`subscriptions on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...formsTestEnv, MAIL_TO_SUBSCRIPTIONS: "lists@example.org" });
  });
  afterAll(async () => {
    await server.close();
  });

  for (const { path, list, message } of lists) {
    describe(`POST ${path}`, () => {
      const post = (body: unknown, headers: Record<string, string> = {}) =>
        server.request("POST", path, { body, headers });

      it("answers the same 201 for a new and a known address: one pending row, confirmation emails to the stored address only", async () => {
        const email = `reader-${list}@example.org`;
        const first = await post({ email });
        const again = await post({ email: email.toUpperCase() });
        expect([first.status, again.status]).toEqual([201, 201]);
        const firstBody = (await first.json()) as { id: string; message: string };
        const againBody = (await again.json()) as { id: string; message: string };
        expect(firstBody.message).toBe(message);
        expect(againBody.message).toBe(message);
        expect(Object.keys(againBody)).toEqual(Object.keys(firstBody));
        expect(againBody.id).not.toBe(firstBody.id);

        const stored = await rows<{ id: string; status: string }>(
          server,
          `select id, status from subscriptions where list = '${list}' and lower(email) = '${email}'`,
        );
        expect(stored).toEqual([{ id: stored[0]!.id, status: "pending" }]);
        const queued = await rows<{ recipients: string; kind: string }>(
          server,
          `select recipients, kind from mail_outbox where ref_id = '${stored[0]!.id}'`,
        );
        expect(queued.map((row) => [row.kind, row.recipients]).sort()).toEqual([
          ["subscription-confirmation", email],
          ["subscription-confirmation", email],
        ]);
      });

      it("answers 400 with one sentence for a missing or invalid email", async () => {
        for (const body of [{}, { email: "nope" }, { email: `${"a".repeat(250)}@example.org` }]) {
          const response = await post({ ...body, ...humanMeta });
          expect(response.status).toBe(400);
          const answer = (await response.json()) as { details: string[] };
          expect(answer.details).toHaveLength(1);
          expect(answer.details[0]).toMatch(
            /^(Please enter a valid email address|Email must be at most 254 characters)$/,
          );
        }
      });

      it("keeps a filled honeypot aside: the same 201, stored as spam, no email to anyone", async () => {
        const response = await post({ email: `bot-${list}@example.org`, ...humanMeta, website: "filled" });
        expect(response.status).toBe(201);
        expect(((await response.json()) as { message: string }).message).toBe(message);
        const [stored] = await rows<{ id: string; spam_verdict: string; status: string }>(
          server,
          `select id, spam_verdict, status from subscriptions where email = 'bot-${list}@example.org'`,
        );
        expect(stored).toMatchObject({ spam_verdict: "spam", status: "pending" });
        expect(await countRows(server, `mail_outbox where ref_id = '${stored!.id}'`)).toBe(0);
      });

      it("replays the first answer for a retried Idempotency-Key", async () => {
        const headers = { "idempotency-key": `sub-${list}-1` };
        const body = { email: `retry-${list}@example.org`, ...humanMeta };
        const first = await post(body, headers);
        const second = await post(body, headers);
        expect(first.status).toBe(201);
        expect(second.status).toBe(201);
        expect(await second.json()).toEqual(await first.json());
      });

      it("answers 413, 400 and 415 to oversized, malformed and non-JSON bodies", async () => {
        expect((await post({ email: "a@example.org", padding: "p".repeat(1_000_000) })).status).toBe(413);
        expect((await post("{email")).status).toBe(400);
        expect((await post("email=a@example.org", { "content-type": "text/plain" })).status).toBe(415);
        // A plain form body is the form posted without JavaScript (tests/api/plain-forms.test.ts): a redirect.
        const form = await fetch(server.url + path, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
          body: "email=not-an-address",
        });
        expect(form.status).toBe(303);
      });
    });
  }
});

describe(`subscription rate limit on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ FORM_RATE_LIMIT: "2" });
  });
  afterAll(async () => {
    await server.close();
  });

  it("answers 429 with Retry-After after the limit", async () => {
    const post = (n: number) =>
      server.request("POST", "/api/events/subscribe", { body: { email: `n${n}@example.org`, ...humanMeta } });
    expect((await post(1)).status).toBe(201);
    expect((await post(2)).status).toBe(201);
    const refused = await post(3);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await countRows(server, "subscriptions")).toBe(2);
  });
});
