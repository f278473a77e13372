import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDataMessages, type AccountSubscription } from "../../contract/account-data.ts";
import { subscriptionLinkTexts } from "../../contract/subscription.ts";
import {
  type DocumentedCall,
  startAccountDataServer,
  unmetAnswers,
  verifiedAccount,
} from "../support/account-data-helpers.ts";
import { bearer, query, registerAccount } from "../support/auth-helpers.ts";
import { humanMeta } from "../support/forms.ts";
import { databaseLabel } from "../support/test-database.ts";
import type { TestServer } from "../support/test-server.ts";

// The newsletter and event announcements of the account's verified address, changed without the emailed link
// (/api/account/subscriptions).
describe(`account subscriptions API on ${databaseLabel()}`, () => {
  let server: TestServer;
  const seen = new Map<string, Set<number>>();
  let call: DocumentedCall;

  beforeAll(async () => {
    ({ server, call } = await startAccountDataServer(seen));
  });
  afterAll(async () => {
    await server.close();
  });

  const states = async (headers: Record<string, string>) => {
    const answer = await call("GET", "/api/account/subscriptions", { headers });
    expect(answer.status).toBe(200);
    return Object.fromEntries(
      (answer.body as unknown as { subscriptions: AccountSubscription[] }).subscriptions.map((entry) => [
        entry.list,
        entry.state,
      ]),
    );
  };
  const change = (headers: Record<string, string>, body: unknown) =>
    call("POST", "/api/account/subscriptions", { headers, body });
  const staffNotices = async (email: string) =>
    (
      await query<{ n: number }>(
        server,
        sql`select count(*)::int as n from mail_outbox where kind = 'subscription' and text_body like ${`%${email}%`}`,
      )
    )[0]!.n;
  const confirmToken = async (email: string) => {
    const [row] = await query<{ text_body: string }>(
      server,
      sql`select text_body from mail_outbox where kind = 'subscription-confirmation' and recipients = ${email}
          order by created_at desc limit 1`,
    );
    return /\/subscriptions\/confirm#token=([\w-]+)/.exec(row!.text_body)![1]!;
  };

  it("answers 401 without a live session, 403 to an unverified address", async () => {
    const headers = bearer("x".repeat(43));
    expect((await call("GET", "/api/account/subscriptions", { headers })).status).toBe(401);
    expect((await change(headers, { list: "newsletter", subscribed: true })).status).toBe(401);
    const { token } = await registerAccount(server);
    const unverified = await call("GET", "/api/account/subscriptions", { headers: bearer(token) });
    expect(unverified.status).toBe(403);
    expect(unverified.body).toEqual({
      message: accountDataMessages.emailUnverified,
      code: "email-unverified",
    });
    expect((await change(bearer(token), { list: "newsletter", subscribed: true })).status).toBe(403);
  });

  it("shows each list's state, subscribes without the emailed link and unsubscribes, spending a waiting link", async () => {
    const me = await verifiedAccount(server);
    expect(await states(me.headers)).toEqual({ newsletter: "not-subscribed", events: "not-subscribed" });

    // Signed up on the site: a confirmation email waits.
    await server.request("POST", "/api/events/subscribe", { body: { ...humanMeta, email: me.email } });
    expect(await states(me.headers)).toEqual({ newsletter: "not-subscribed", events: "pending" });
    const waitingLink = await confirmToken(me.email);

    const subscribed = await change(me.headers, { list: "newsletter", subscribed: true });
    expect(subscribed.status).toBe(200);
    expect(subscribed.body).toEqual({
      subscriptions: [
        { list: "newsletter", state: "subscribed" },
        { list: "events", state: "pending" },
      ],
      message: accountDataMessages.subscribed("newsletter"),
    });
    expect(await staffNotices(me.email)).toBe(1);
    // Repeating it changes nothing and tells staff nothing new.
    expect((await change(me.headers, { list: "newsletter", subscribed: true })).status).toBe(200);
    expect(await staffNotices(me.email)).toBe(1);

    const unsubscribed = await change(me.headers, { list: "events", subscribed: false });
    expect(unsubscribed.status).toBe(200);
    expect(unsubscribed.body.message).toBe(accountDataMessages.unsubscribed("events"));
    expect(await states(me.headers)).toEqual({ newsletter: "subscribed", events: "not-subscribed" });
    // The confirmation link still in the inbox no longer signs the address up.
    const late = await server.request("POST", "/api/subscriptions/confirm", { body: { token: waitingLink } });
    expect(late.status).toBe(410);
    expect(await late.json()).toEqual({ message: subscriptionLinkTexts.problems.used, code: "used" });

    expect((await change(me.headers, { list: "newsletter", subscribed: false })).status).toBe(200);
    expect(await states(me.headers)).toEqual({ newsletter: "not-subscribed", events: "not-subscribed" });
  });

  it("refuses a body without a list or a yes or no (400)", async () => {
    const me = await verifiedAccount(server);
    const noList = await change(me.headers, { subscribed: true });
    expect(noList.status).toBe(400);
    expect(noList.body.message).toBe("list must be newsletter or events");
    const maybe = await change(me.headers, { list: "events", subscribed: "maybe" });
    expect(maybe.status).toBe(400);
    expect(maybe.body.message).toBe("subscribed must be true or false");
  });

  it("changes only the account's own address", async () => {
    const me = await verifiedAccount(server);
    const other = await verifiedAccount(server);
    expect((await change(other.headers, { list: "newsletter", subscribed: true })).status).toBe(200);
    expect((await change(me.headers, { list: "newsletter", subscribed: false })).status).toBe(200);
    expect(await states(other.headers)).toEqual({ newsletter: "subscribed", events: "not-subscribed" });
  });

  it("subscribes once under parallel requests: one row, one notice to staff", async () => {
    const me = await verifiedAccount(server);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => change(me.headers, { list: "events", subscribed: true })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    const [rows] = await query<{ n: number }>(
      server,
      sql`select count(*)::int as n from subscriptions where lower(email) = ${me.email}`,
    );
    expect(rows!.n).toBe(1);
    expect(await staffNotices(me.email)).toBe(1);
  });

  it("limits changes per account, under parallel requests", async () => {
    const me = await verifiedAccount(server);
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        change(me.headers, { list: "newsletter", subscribed: index % 2 === 0 }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(20);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
  });

  it("met every documented answer of these operations", () => {
    expect(unmetAnswers(seen, ["/api/account/subscriptions"])).toEqual([]);
  });
});
