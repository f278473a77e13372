import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { passwordResetTexts, verifyEmailTexts } from "../../contract/auth.ts";
import { bearer, query, registerAccount, verificationTokenFor } from "../support/auth-helpers.ts";
import {
  connectProvider,
  providerSignIn,
  startProviders,
  type Provider,
} from "../support/oauth-providers.ts";
import { addPasskey, passkeySignIn } from "../support/passkey-helpers.ts";
import type { SoftPasskey } from "../support/soft-authenticator.ts";
import { databaseLabel } from "../support/test-database.ts";
import { OWN_ORIGIN, startTestServer, type TestServer } from "../support/test-server.ts";

// Someone registers an address they do not hold and sets up ways in (a second session, a passkey, a connected
// provider) before its owner follows the verification link. When the owner's proof comes from a browser that is not
// signed in to the account, every one of those ways in must go, unless the owner types the password chosen at
// registration (then they set it all up themselves, on another device). TRUST_PROXY lets each request speak from
// its own client address, so one test's per-address counters do not reach the next.
describe(`an address registered by someone else, then verified by its owner, on ${databaseLabel()}`, () => {
  let providers: Awaited<ReturnType<typeof startProviders>>;
  let server: TestServer;
  let counter = 0;
  const newAddress = () => `198.51.100.${(++counter % 250) + 1}`;
  const from = () => ({ "x-forwarded-for": newAddress() });
  const MAX_FAILURES = 5;

  beforeAll(async () => {
    providers = await startProviders();
    server = await startTestServer({
      ...providers.env,
      AUTH_REGISTER_MAX_PER_IP: "1000",
      AUTH_LOGIN_MAX_FAILURES: String(MAX_FAILURES),
      PUBLIC_ORIGIN: OWN_ORIGIN,
      TRUST_PROXY: "1",
    });
  });
  afterAll(async () => {
    await server?.close();
    await providers?.stop();
  });

  const verify = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    server.request("POST", "/api/auth/verify-email", { body, headers: { ...from(), ...headers } });
  const login = (email: string, password: string) =>
    server.request("POST", "/api/auth/login", { body: { email, password }, headers: from() });
  const me = async (token: string) =>
    (await server.request("GET", "/api/auth/me", { headers: bearer(token) })).status;
  const verified = async (userId: string) =>
    (
      await query<{ verified: boolean }>(
        server,
        sql`select email_verified_at is not null as verified from users where id = ${userId}`,
      )
    )[0]!.verified;
  const identitiesOf = async (userId: string) =>
    (
      await query<{ provider: string }>(
        server,
        sql`select provider from oauth_identities where user_id = ${userId} order by provider`,
      )
    ).map((row) => row.provider);
  const person = (provider: Provider, email = `p${++counter}.${provider}@example.org`) => {
    providers.people[provider] = { sub: `${provider}-${counter}-${Date.now()}`, email };
    return providers.people[provider];
  };

  /**
   * The squatter's set-up: registered with a password, signed in on a second device, a passkey added, and Facebook
   * connected from the account page, all before the address is verified.
   */
  async function squatted() {
    const squatter = await registerAccount(server, {}, from());
    const second = (await (await login(squatter.account.email, squatter.account.password)).json()) as {
      token: string;
    };
    const added = await addPasskey(server, squatter.token, "Squatter's key", {}, from());
    expect(added.response.status).toBe(201);
    person("facebook");
    const connected = await connectProvider(server, squatter.token, "facebook");
    expect(connected.searchParams.get("connected")).toBe("facebook");
    expect(await identitiesOf(squatter.user.id)).toEqual(["facebook"]);
    const facebook = providers.people.facebook;
    return { ...squatter, secondToken: second.token, passkey: added.passkey, facebook };
  }

  /** Whether each way in the squatter set up still opens the account. */
  async function waysInOf(squatter: Awaited<ReturnType<typeof squatted>>, passkey: SoftPasskey) {
    const viaPasskey = await passkeySignIn(server, passkey, { headers: from() });
    providers.people.facebook = squatter.facebook;
    const viaFacebook = await providerSignIn(server, "facebook");
    return {
      session: await me(squatter.token),
      secondSession: await me(squatter.secondToken),
      password: (await login(squatter.account.email, squatter.account.password)).status,
      passkey: viaPasskey.status,
      facebook: viaFacebook.user?.id === squatter.user.id,
    };
  }

  it("followed from a browser not signed in to the account, the link first asks, and changes nothing", async () => {
    const squatter = await squatted();
    const link = await verificationTokenFor(server, squatter.account.email);

    const asked = await verify({ token: link });
    expect(asked.status).toBe(409);
    expect(await asked.json()).toEqual({
      message: verifyEmailTexts.confirmLead,
      code: "confirm-registration",
      hasPassword: true,
    });
    expect(await verified(squatter.user.id)).toBe(false);
    expect(await waysInOf(squatter, squatter.passkey)).toEqual({
      session: 200,
      secondSession: 200,
      password: 200,
      passkey: 200,
      facebook: true,
    });
    // The link still works.
    expect((await verify({ token: link, startOver: true })).status).toBe(200);
  });

  it("starting over removes every way in set up before: password, passkeys, providers, sessions; the owner is told", async () => {
    const squatter = await squatted();
    const link = await verificationTokenFor(server, squatter.account.email);

    const answer = await verify({ token: link, startOver: true });
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as Record<string, unknown>;
    expect(body).toEqual({
      message: passwordResetTexts.chooseAfterVerify,
      choosePasswordToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      removed: { password: true, passkeys: 1, providers: ["facebook"], sessions: 2 },
    });
    expect(await verified(squatter.user.id)).toBe(true);
    expect(await identitiesOf(squatter.user.id)).toEqual([]);
    expect(await waysInOf(squatter, squatter.passkey)).toEqual({
      session: 401,
      secondSession: 401,
      password: 401,
      passkey: 401,
      facebook: false,
    });

    // The address gets a notice that lists what was removed.
    const [notice] = await query<{ subject: string; text_body: string }>(
      server,
      sql`select subject, text_body from mail_outbox
          where kind = 'ways-in-removed' and recipients = ${squatter.account.email}`,
    );
    expect(notice?.subject).toBe("Your Verdant Collective account's old sign-in methods were removed");
    for (const item of ["the password chosen at registration", "1 passkey", "Facebook sign-in"]) {
      expect(notice!.text_body).toContain(item);
    }

    // The owner chooses the password; with it, a new session can set up the rest again.
    const chosen = await server.request("POST", "/api/auth/reset-password", {
      body: { token: body.choosePasswordToken, password: "the-owners-own-2026" },
      headers: from(),
    });
    expect(chosen.status).toBe(200);
    expect((await login(squatter.account.email, "the-owners-own-2026")).status).toBe(200);
  });

  it("typing the password chosen at registration verifies and keeps everything; a wrong one changes nothing", async () => {
    const squatter = await squatted();
    const link = await verificationTokenFor(server, squatter.account.email);

    const wrong = await verify({ token: link, password: "not-the-registration-one" });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ message: verifyEmailTexts.wrongPassword, code: "wrong-password" });
    expect(await verified(squatter.user.id)).toBe(false);

    const both = await verify({ token: link, password: squatter.account.password, startOver: true });
    expect(both.status).toBe(400);
    expect((await both.json()).message).toBe(verifyEmailTexts.bothChoices);

    const kept = await verify({ token: link, password: squatter.account.password });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toEqual({ message: verifyEmailTexts.kept });
    expect(await verified(squatter.user.id)).toBe(true);
    expect(await waysInOf(squatter, squatter.passkey)).toEqual({
      session: 200,
      secondSession: 200,
      password: 200,
      passkey: 200,
      facebook: true,
    });
    expect((await verify({ token: link, password: squatter.account.password })).status).toBe(410);
  });

  it("counts password attempts with the login's own counters: past the limit, 429 even for the right one", async () => {
    const squatter = await registerAccount(server, {}, from());
    const link = await verificationTokenFor(server, squatter.account.email);
    for (let attempt = 0; attempt < MAX_FAILURES; attempt += 1) {
      expect((await verify({ token: link, password: `guess-number-${attempt}` })).status).toBe(403);
    }
    const refused = await verify({ token: link, password: squatter.account.password });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).message).toMatch(/^Too many sign-in attempts\. Please try again in /);
    // The same account counter as the login's: a stranger's browser is held back there too.
    expect((await login(squatter.account.email, squatter.account.password)).status).toBe(429);
    expect(await verified(squatter.user.id)).toBe(false);
    // Its owner can still start over: that needs no password.
    expect((await verify({ token: link, startOver: true })).status).toBe(200);
  });

  it("a verified Google sign-in that takes over the account removes the passkeys and the other providers too", async () => {
    const squatter = await squatted();
    person("google", squatter.account.email);
    const owner = await providerSignIn(server, "google");
    expect(owner.user?.id).toBe(squatter.user.id);
    expect(await identitiesOf(squatter.user.id)).toEqual(["google"]);
    expect(await waysInOf(squatter, squatter.passkey)).toEqual({
      session: 401,
      secondSession: 401,
      password: 401,
      passkey: 401,
      facebook: false,
    });
    expect(await me(owner.token!)).toBe(200);
    const [notice] = await query<{ text_body: string }>(
      server,
      sql`select text_body from mail_outbox
          where kind = 'ways-in-removed' and recipients = ${squatter.account.email}`,
    );
    expect(notice?.text_body).toContain("1 passkey");
    expect(notice?.text_body).toContain("Facebook sign-in");
  });

  it("a password reset of an unverified account is its owner's first proof: the same ways in go", async () => {
    const squatter = await squatted();
    const forgot = await server.request("POST", "/api/auth/forgot-password", {
      body: { email: squatter.account.email },
      headers: from(),
    });
    expect(forgot.status).toBe(202);
    const [mail] = await query<{ text_body: string }>(
      server,
      sql`select text_body from mail_outbox where kind = 'password-reset' and recipients = ${squatter.account.email}`,
    );
    const resetToken = /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text_body)![1]!;
    const reset = await server.request("POST", "/api/auth/reset-password", {
      body: { token: resetToken, password: "the-owners-reset-2026" },
      headers: from(),
    });
    expect(reset.status).toBe(200);
    expect(await verified(squatter.user.id)).toBe(true);
    expect(await waysInOf(squatter, squatter.passkey)).toEqual({
      session: 401,
      secondSession: 401,
      password: 401,
      passkey: 401,
      facebook: false,
    });
    expect((await login(squatter.account.email, "the-owners-reset-2026")).status).toBe(200);
  });

  it("from the registrant's own signed-in browser, nothing needs typing and the ways in stay", async () => {
    const squatter = await squatted();
    const link = await verificationTokenFor(server, squatter.account.email);
    const answer = await verify({ token: link }, bearer(squatter.token));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: verifyEmailTexts.done });
    const passkey = await passkeySignIn(server, squatter.passkey, { headers: from() });
    expect(passkey.status).toBe(200);
    expect(await identitiesOf(squatter.user.id)).toEqual(["facebook"]);
  });
});
