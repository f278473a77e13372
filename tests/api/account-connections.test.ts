import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  alreadyConnectedMessage,
  connectErrorMessage,
  connectionTexts,
  notConnectedMessage,
  providerUnavailableMessage,
} from "../../contract/account-profile.ts";
import { accountConnectionsSchema, connectionStartSchema } from "../../contract/responses.ts";
import { bearer, cookieOf, query, registerAccount } from "../support/auth-helpers.ts";
import { providerSignIn, startProviders, type Provider } from "../support/oauth-providers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { OWN_ORIGIN, startTestServer, type TestServer } from "../support/test-server.ts";

// Connecting and disconnecting Google and Facebook from the account page (/api/account/connections).
describe(`account connections API on ${databaseLabel()}`, () => {
  let providers: Awaited<ReturnType<typeof startProviders>>;
  let server: TestServer;
  let counter = 0;

  beforeAll(async () => {
    providers = await startProviders();
    server = await startTestServer({
      AUTH_REGISTER_MAX_PER_IP: "1000",
      AUTH_LOGIN_MAX_FAILURES: "1000",
      PUBLIC_ORIGIN: OWN_ORIGIN,
      ...providers.env,
    });
  });
  afterAll(async () => {
    await server?.close();
    await providers?.stop();
  });

  /** A provider person nobody has used yet. */
  const person = (provider: Provider) => {
    counter += 1;
    providers.people[provider] = {
      sub: `${provider}-${counter}`,
      email: `p${counter}.${provider}@example.org`,
    };
    return providers.people[provider];
  };
  const connectionsOf = async (token: string) => {
    const response = await server.request("GET", "/api/account/connections", { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    return accountConnectionsSchema.parse(await response.json());
  };
  const start = (token: string, provider: string) =>
    server.request("POST", `/api/account/connections/${provider}/connect`, { headers: bearer(token) });
  const disconnect = (token: string, provider: string) =>
    server.request("POST", `/api/account/connections/${provider}/disconnect`, { headers: bearer(token) });

  /** Starts a connection from the account page, goes through the provider, and returns the callback's answer. */
  async function connect(token: string, provider: Provider, cookieOverride?: string) {
    const started = await start(token, provider);
    expect(started.status).toBe(200);
    const { location } = connectionStartSchema.parse(await started.json());
    const cookie = cookieOf(started, `vc_oauth_${provider}`);
    const atProvider = await fetch(location, { redirect: "manual" });
    const callback = atProvider.headers.get("location")!;
    const finished = await fetch(callback, {
      redirect: "manual",
      headers: { cookie: cookieOverride ?? cookie },
    });
    expect(finished.status).toBe(302);
    return { started, cookie, callback, landing: new URL(finished.headers.get("location")!, server.url) };
  }

  /** A sign-in through the provider, to the session it gives. */
  const signIn = (provider: Provider) => providerSignIn(server, provider);

  it("answers 401 without a live session, and 404 for a provider it does not know", async () => {
    for (const path of [
      "/api/account/connections/google/connect",
      "/api/account/connections/google/disconnect",
    ]) {
      expect((await server.request("POST", path, { headers: bearer("x".repeat(43)) })).status).toBe(401);
    }
    expect(
      (await server.request("GET", "/api/account/connections", { headers: bearer("x".repeat(43)) })).status,
    ).toBe(401);
    const { token } = await registerAccount(server);
    expect((await start(token, "myspace")).status).toBe(404);
    expect((await disconnect(token, "myspace")).status).toBe(404);
  });

  for (const provider of ["google", "facebook"] as const) {
    it(`connects ${provider} to a password account through a flow bound to the session, with a notice`, async () => {
      const { account, token, user } = await registerAccount(server);
      expect(await connectionsOf(token)).toEqual({
        hasPassword: true,
        waysIn: 1,
        connections: [
          { provider: "google", available: true, connected: false, connectedAt: null },
          { provider: "facebook", available: true, connected: false, connectedAt: null },
        ],
      });
      const someone = person(provider);
      const { started, landing } = await connect(token, provider);

      // The flow's state and the link's secret wait in the HttpOnly cookie of the callback, never in a URL.
      const header = started.headers
        .getSetCookie()
        .find((value) => value.startsWith(`vc_oauth_${provider}=`))!;
      expect(header).toContain("HttpOnly");
      expect(header).toContain("SameSite=Lax");
      expect(header).toContain(`Path=/api/auth/${provider}/callback`);
      expect(header).toContain("Max-Age=600");
      const [request] = await query<{ token_hash: string }>(
        server,
        sql`select token_hash from provider_link_requests where user_id = ${user.id}`,
      );
      expect(request).toBeUndefined(); // spent by the callback

      expect(landing.pathname).toBe("/account");
      expect(Object.fromEntries(landing.searchParams)).toEqual({ connected: provider });
      const after = await connectionsOf(token);
      expect(after.waysIn).toBe(2);
      expect(after.connections.find((c) => c.provider === provider)).toEqual({
        provider,
        available: true,
        connected: true,
        connectedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      });
      const notices = await query<{ text_body: string }>(
        server,
        sql`select text_body from mail_outbox where kind = 'provider-connected' and recipients = ${account.email}`,
      );
      expect(notices).toHaveLength(1);
      expect(notices[0]!.text_body).toContain("/forgot-password");
      expect(notices[0]!.text_body).toContain("/account");

      // The provider now signs in to this account, whatever email it states.
      providers.people[provider] = someone;
      const signedIn = await signIn(provider);
      expect(signedIn.user?.id).toBe(user.id);

      const again = await start(token, provider);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: alreadyConnectedMessage(provider) });
    });
  }

  it("refuses an identity that another account has, and leaves it where it is", async () => {
    const first = await registerAccount(server);
    const second = await registerAccount(server);
    const shared = person("google");
    expect((await connect(first.token, "google")).landing.searchParams.get("connected")).toBe("google");
    providers.people.google = shared;
    const { landing } = await connect(second.token, "google");
    expect(Object.fromEntries(landing.searchParams)).toEqual({
      connectError: "linked-elsewhere",
      provider: "google",
    });
    expect(connectErrorMessage("linked-elsewhere", "google")).toContain("another Verdant Collective account");
    expect((await connectionsOf(second.token)).waysIn).toBe(1);
    providers.people.google = shared;
    expect((await signIn("google")).user?.id).toBe(first.user.id);
  });

  it("refuses the callback once the session that started it signed out, and a replayed callback", async () => {
    const { token } = await registerAccount(server);
    person("google");
    const started = await start(token, "google");
    const cookie = cookieOf(started, "vc_oauth_google");
    const { location } = (await started.json()) as { location: string };
    const callback = (await fetch(location, { redirect: "manual" })).headers.get("location")!;
    expect((await server.request("POST", "/api/auth/logout", { headers: bearer(token) })).status).toBe(204);
    const late = await fetch(callback, { redirect: "manual", headers: { cookie } });
    expect(new URL(late.headers.get("location")!, server.url).searchParams.get("connectError")).toBe(
      "expired",
    );

    const other = await registerAccount(server);
    person("google");
    const done = await connect(other.token, "google");
    expect(done.landing.searchParams.get("connected")).toBe("google");
    const replay = await fetch(done.callback, { redirect: "manual", headers: { cookie: done.cookie } });
    // The provider's code is spent, and so is the link request: nothing more is connected.
    expect(new URL(replay.headers.get("location")!, server.url).pathname).toBe("/account");
    expect(new URL(replay.headers.get("location")!, server.url).searchParams.get("connected")).toBeNull();
  });

  it("treats a callback without the link's cookie as a sign-in, never as a connection", async () => {
    const { token, user } = await registerAccount(server);
    person("google");
    const { landing } = await connect(token, "google", "");
    expect(landing.pathname).toBe("/login");
    expect((await connectionsOf(token)).waysIn).toBe(1);
    const [linked] = await query(server, sql`select id from oauth_identities where user_id = ${user.id}`);
    expect(linked).toBeUndefined();
  });

  it("disconnects a provider, but never the last way in", async () => {
    const someone = person("google");
    const made = await signIn("google");
    expect(made.token).toBeTruthy();
    const token = made.token!;
    // An account the provider made has no password, and says so.
    expect((await connectionsOf(token)).hasPassword).toBe(false);
    const last = await disconnect(token, "google");
    expect(last.status).toBe(409);
    expect(await last.json()).toEqual({ message: connectionTexts.lastWayIn });

    const notConnected = await disconnect(token, "facebook");
    expect(notConnected.status).toBe(404);
    expect(await notConnected.json()).toEqual({ message: notConnectedMessage("facebook") });

    person("facebook");
    expect((await connect(token, "facebook")).landing.searchParams.get("connected")).toBe("facebook");
    expect((await connectionsOf(token)).waysIn).toBe(2);
    expect((await disconnect(token, "google")).status).toBe(204);
    expect((await connectionsOf(token)).waysIn).toBe(1);
    expect((await disconnect(token, "facebook")).status).toBe(409);

    // Google no longer signs in to it: its email is that of an account it is not linked to, so it is refused.
    providers.people.google = someone;
    const after = await signIn("google");
    expect(after.user).toBeUndefined();
    expect(after.landing.searchParams.get("oauthError")).toBe("existing-provider");
  });

  it("keeps one way in when two disconnections race", async () => {
    person("google");
    const made = await signIn("google");
    const token = made.token!;
    person("facebook");
    expect((await connect(token, "facebook")).landing.searchParams.get("connected")).toBe("facebook");
    const statuses = await Promise.all(
      (["google", "facebook"] as const).map((provider) =>
        disconnect(token, provider).then((response) => response.status),
      ),
    );
    expect(statuses.sort()).toEqual([204, 409]);
    expect((await connectionsOf(token)).waysIn).toBe(1);
  });

  it("limits connection starts per account, under parallel requests", async () => {
    const { token } = await registerAccount(server);
    const statuses = await Promise.all(
      Array.from({ length: 14 }, () => start(token, "google").then((response) => response.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
  });

  it("drops a change of email a squatter asked for when the address's owner takes the account with Google", async () => {
    const squatter = await registerAccount(server);
    const asked = await server.request("POST", "/api/account/email", {
      body: { email: `squatter.${Date.now()}@example.org`, currentPassword: squatter.account.password },
      headers: bearer(squatter.token),
    });
    expect(asked.status).toBe(202);
    const [mail] = await query<{ text_body: string }>(
      server,
      sql`select text_body from mail_outbox where kind = 'email-change' and ref_id = ${squatter.user.id}`,
    );
    const link = /#token=([A-Za-z0-9_-]{43})/.exec(mail!.text_body)![1]!;
    providers.people.google = { sub: `owner-${squatter.user.id}`, email: squatter.account.email };
    const owner = await signIn("google");
    expect(owner.user?.id).toBe(squatter.user.id);
    const confirm = await server.request("POST", "/api/account/email/confirm", { body: { token: link } });
    expect(confirm.status).toBe(404);
    expect((await connectionsOf(owner.token!)).hasPassword).toBe(false);
  });

  it("sends no new-device notice for the first sign-in of an account a provider made", async () => {
    const someone = person("google");
    const made = await signIn("google");
    expect(made.token).toBeTruthy();
    const notices = await query(
      server,
      sql`select id from mail_outbox where kind = 'new-device' and recipients = ${someone.email}`,
    );
    expect(notices).toHaveLength(0);
  });
});

describe(`account connections with providers missing or out of reach on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    // Facebook unconfigured; Google configured at an address where nothing answers.
    server = await startTestServer({
      AUTH_LOGIN_MAX_FAILURES: "2",
      PUBLIC_ORIGIN: OWN_ORIGIN,
      GOOGLE_CLIENT_ID: "verdant-google",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_ISSUER: "http://127.0.0.1:9",
    });
  });
  afterAll(async () => {
    await server.close();
  });

  it("lists an unconfigured provider as unavailable and refuses to connect it; 503 when one is out of reach", async () => {
    const { token } = await registerAccount(server);
    const list = await server.request("GET", "/api/account/connections", { headers: bearer(token) });
    expect(accountConnectionsSchema.parse(await list.json()).connections.map((c) => c.available)).toEqual([
      true,
      false,
    ]);
    const unreachable = await server.request("POST", "/api/account/connections/google/connect", {
      headers: bearer(token),
    });
    expect(unreachable.status).toBe(503);
    expect(await unreachable.json()).toEqual({ message: providerUnavailableMessage("google") });
    expect(Number(unreachable.headers.get("retry-after"))).toBeGreaterThan(0);
    const [flowLeft] = await query(server, sql`select token_hash from provider_link_requests`);
    expect(flowLeft).toBeUndefined();
    const refused = await server.request("POST", "/api/account/connections/facebook/connect", {
      headers: bearer(token),
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: providerUnavailableMessage("facebook") });
  });

  it("limits attempts at the email change link per network, under parallel requests", async () => {
    // AUTH_LOGIN_MAX_FAILURES=2 here: 6 attempts per window.
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        server
          .request("POST", "/api/account/email/confirm", { body: { token: `${"B".repeat(42)}${index}` } })
          .then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 404)).toHaveLength(6);
    expect(statuses.filter((status) => status === 429)).toHaveLength(2);
  });
});
