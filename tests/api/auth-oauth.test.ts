import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { authMessages, oauthErrorMessage } from "../../contract/auth.ts";
import { sql } from "drizzle-orm";
import {
  bearer,
  cookieOf,
  query,
  registerAccount,
  verificationTokenFor,
  verifyEmail,
} from "../support/auth-helpers.ts";
import { databaseLabel } from "../support/test-database.ts";
import { OWN_ORIGIN, startTestServer, type TestServer } from "../support/test-server.ts";

interface Person {
  sub: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
}

/** A local OpenID provider (Google's stand-in) and a local OAuth 2.0 provider without ID tokens (Facebook's). */
async function startProviders() {
  const google = new OAuth2Server();
  await google.issuer.keys.generate("RS256");
  await google.start(0, "127.0.0.1");
  const facebook = new OAuth2Server();
  await facebook.issuer.keys.generate("RS256");
  await facebook.start(0, "127.0.0.1");

  const people: { google: Person; facebook: Person } = {
    google: { sub: "g-1" },
    facebook: { sub: "f-1" },
  };
  google.service.on("beforeTokenSigning", (token) => {
    const person = people.google;
    token.payload.sub = person.sub;
    if (person.email !== undefined) token.payload.email = person.email;
    token.payload.email_verified = person.emailVerified ?? true;
    if (person.name !== undefined) token.payload.name = person.name;
  });
  // Facebook's code flow returns no ID token; the profile comes from its Graph API (the mock's userinfo here).
  facebook.service.on("beforeResponse", (response) => {
    delete (response.body as Record<string, unknown>).id_token;
  });
  facebook.service.on("beforeUserinfo", (response) => {
    const person = people.facebook;
    response.body = { id: person.sub, name: person.name, ...(person.email ? { email: person.email } : {}) };
  });
  return { google, facebook, people };
}

describe(`Google and Facebook sign-in against local providers on ${databaseLabel()}`, () => {
  let providers: Awaited<ReturnType<typeof startProviders>>;
  let server: TestServer;

  beforeAll(async () => {
    providers = await startProviders();
    const facebookUrl = providers.facebook.issuer.url!;
    server = await startTestServer({
      AUTH_REGISTER_MAX_PER_IP: "1000",
      PUBLIC_ORIGIN: OWN_ORIGIN,
      GOOGLE_CLIENT_ID: "verdant-google",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_ISSUER: providers.google.issuer.url!,
      FACEBOOK_CLIENT_ID: "verdant-facebook",
      FACEBOOK_CLIENT_SECRET: "facebook-secret",
      FACEBOOK_AUTHORIZATION_URL: `${facebookUrl}/authorize`,
      FACEBOOK_TOKEN_URL: `${facebookUrl}/token`,
      FACEBOOK_USERINFO_URL: `${facebookUrl}/userinfo`,
    });
  });
  afterAll(async () => {
    await server?.close();
    await providers?.google.stop();
    await providers?.facebook.stop();
  });
  beforeEach(() => {
    providers.people.google = { sub: "g-1" };
    providers.people.facebook = { sub: "f-1" };
  });

  /** Follows the flow as a browser would: our start, the provider's redirect back, our callback. */
  async function startFlow(provider: "google" | "facebook") {
    const start = await fetch(`${server.url}/api/auth/${provider}`, { redirect: "manual" });
    expect(start.status).toBe(302);
    const cookie = start.headers.get("set-cookie") ?? "";
    const authorize = new URL(start.headers.get("location")!);
    const atProvider = await fetch(authorize, { redirect: "manual" });
    expect(atProvider.status).toBe(302);
    const callback = new URL(atProvider.headers.get("location")!);
    return { cookie, authorize, callback };
  }

  async function finishFlow(callback: URL, cookie: string) {
    const response = await fetch(callback, {
      redirect: "manual",
      headers: { cookie: cookie.split(";")[0]! },
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location")!, server.url);
    expect(location.pathname).toBe("/login");
    const binding = cookieOf(response, "vc_signin");
    const code = location.searchParams.get("code");
    if (code) bindings.set(code, binding);
    return { location, setCookie: response.headers.get("set-cookie") ?? "", binding, response };
  }

  /** The binding cookie each code was handed out with, as the browser that finished the flow holds it. */
  const bindings = new Map<string, string>();

  async function signIn(provider: "google" | "facebook") {
    const { cookie, callback } = await startFlow(provider);
    const { location } = await finishFlow(callback, cookie);
    return location;
  }

  function exchange(code: string, rememberMe?: boolean, cookie = bindings.get(code) ?? "") {
    return server.request("POST", "/api/auth/exchange", {
      body: { code, rememberMe },
      headers: cookie ? { cookie } : {},
    });
  }

  for (const provider of ["google", "facebook"] as const) {
    describe(provider, () => {
      it("starts a code flow with PKCE (S256) and state, kept in a short-lived HttpOnly cookie", async () => {
        const { cookie, authorize } = await startFlow(provider);
        expect(authorize.searchParams.get("response_type")).toBe("code");
        expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
        expect(authorize.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(authorize.searchParams.get("state")).toMatch(/^[A-Za-z0-9_-]{40,}$/);
        expect(authorize.searchParams.get("redirect_uri")).toBe(
          `${server.url}/api/auth/${provider}/callback`,
        );
        expect(cookie).toContain("HttpOnly");
        expect(cookie).toContain("SameSite=Lax");
        expect(cookie).toContain(`Path=/api/auth/${provider}/callback`);
        expect(cookie).toMatch(/Max-Age=600/);
        // The cookie holds the verifier; only its challenge travels to the provider.
        expect(authorize.href).not.toContain(decodeURIComponent(cookie.split(";")[0]!.split("=")[1]!));
      });

      it("creates an account on first sign-in and hands /login a one-time code worth {token, user}", async () => {
        providers.people[provider] = {
          sub: `${provider}-new`,
          email: `New.${provider}@Example.org`,
          name: "Nia Okafor",
        };
        const location = await signIn(provider);
        const code = location.searchParams.get("code")!;
        expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect([...location.searchParams.keys()]).toEqual(["code"]);

        const response = await exchange(code);
        expect(response.status).toBe(200);
        const body = await response.json();
        expect(body).toEqual({
          token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
          user: { id: expect.any(String), name: "Nia Okafor", email: `new.${provider}@example.org` },
        });
        const me = await server.request("GET", "/api/auth/me", { headers: bearer(body.token) });
        expect(await me.json()).toEqual({ user: { ...body.user, role: "visitor" } });
        // Only what the provider states as verified counts: Google's email_verified, nothing from Facebook, whose
        // accounts get our own verification link.
        const [row] = await query<{ email_verified_at: string | null }>(
          server,
          sql`select email_verified_at from users where id = ${body.user.id}`,
        );
        if (provider === "google") expect(row!.email_verified_at).not.toBeNull();
        else {
          expect(row!.email_verified_at).toBeNull();
          await verifyEmail(server, body.user.email, body.token);
        }

        // The next sign-in with the same provider account lands in the same account.
        const second = await exchange((await signIn(provider)).searchParams.get("code")!);
        expect((await second.json()).user).toEqual(body.user);
      });

      it("refuses a one-time code used twice", async () => {
        providers.people[provider] = {
          sub: `${provider}-twice`,
          email: `twice.${provider}@example.org`,
          name: "T",
        };
        const code = (await signIn(provider)).searchParams.get("code")!;
        expect((await exchange(code)).status).toBe(200);
        const reused = await exchange(code);
        expect(reused.status).toBe(401);
        expect(await reused.json()).toEqual({ message: authMessages.signInCodeInvalid });
      });

      it("binds the code to the browser that finished the flow: an HttpOnly, SameSite=Strict cookie scoped to the exchange", async () => {
        providers.people[provider] = {
          sub: `${provider}-bound`,
          email: `bound.${provider}@example.org`,
          name: "B",
        };
        const { cookie, callback } = await startFlow(provider);
        const { response, binding } = await finishFlow(callback, cookie);
        const header = response.headers.getSetCookie().find((value) => value.startsWith("vc_signin="))!;
        expect(binding).toMatch(/^vc_signin=[A-Za-z0-9_-]{43}$/);
        expect(header).toContain("HttpOnly");
        expect(header).toContain("SameSite=Strict");
        expect(header).toContain("Path=/api/auth/exchange");
        expect(header).toContain("Max-Age=60");
        // The flow cookie is cleared in the same answer.
        expect(
          response.headers.getSetCookie().some((value) => value.startsWith(`vc_oauth_${provider}=;`)),
        ).toBe(true);
      });

      it("refuses a code redeemed from another browser (no binding cookie) and burns it for the right one too", async () => {
        providers.people[provider] = {
          sub: `${provider}-csrf`,
          email: `csrf.${provider}@example.org`,
          name: "C",
        };
        const code = (await signIn(provider)).searchParams.get("code")!;
        const elsewhere = await exchange(code, false, "");
        expect(elsewhere.status).toBe(401);
        expect(await elsewhere.json()).toEqual({ message: authMessages.signInCodeInvalid });
        const withCookie = await exchange(code);
        expect(withCookie.status).toBe(401);

        // Another browser's binding cookie does not fit either, and burns the code as well.
        const second = (await signIn(provider)).searchParams.get("code")!;
        const third = (await signIn(provider)).searchParams.get("code")!;
        expect((await exchange(second, false, bindings.get(third))).status).toBe(401);
        expect((await exchange(second)).status).toBe(401);
        expect((await exchange(third)).status).toBe(200);
      });

      it("never links to an existing verified password account by email alone", async () => {
        const { account, token } = await registerAccount(server);
        await verifyEmail(server, account.email, token);
        providers.people[provider] = {
          sub: `${provider}-attacker`,
          email: account.email.toUpperCase(),
          name: "Eve",
        };
        const location = await signIn(provider);
        expect(Object.fromEntries(location.searchParams)).toEqual({
          oauthError: "existing-password",
          provider,
        });
        expect(oauthErrorMessage("existing-password", provider)).toBe(
          "An account with this email already exists. Sign in with your password.",
        );
        // The password account is unchanged and still signs in with its password.
        const login = await server.request("POST", "/api/auth/login", {
          body: { email: account.email, password: account.password },
        });
        expect(login.status).toBe(200);
      });

      // Google states email_verified in its ID token; Facebook's Graph API states nothing, so it never takes over.
      it.runIf(provider === "google")(
        "takes over an unverified password account with the same email: its password and every session go first",
        async () => {
          const squatter = await registerAccount(server);
          const secondSession = await server.request("POST", "/api/auth/login", {
            body: { email: squatter.account.email, password: squatter.account.password },
          });
          const { token: secondToken } = (await secondSession.json()) as { token: string };
          providers.people[provider] = {
            sub: `${provider}-owner-${squatter.user.id}`,
            email: squatter.account.email.toUpperCase(),
            name: "Real Owner",
          };
          const location = await signIn(provider);
          const code = location.searchParams.get("code")!;
          expect(code).toBeTruthy();
          const response = await exchange(code);
          expect(response.status).toBe(200);
          const body = await response.json();
          expect(body.user).toEqual(squatter.user);

          // The squatter's sessions and password are gone; the owner's new session works.
          for (const token of [squatter.token, secondToken]) {
            expect((await server.request("GET", "/api/auth/me", { headers: bearer(token) })).status).toBe(
              401,
            );
          }
          const login = await server.request("POST", "/api/auth/login", {
            body: { email: squatter.account.email, password: squatter.account.password },
            headers: { cookie: squatter.deviceCookie },
          });
          expect(login.status).toBe(401);
          expect((await server.request("GET", "/api/auth/me", { headers: bearer(body.token) })).status).toBe(
            200,
          );
          const [row] = await query<{ password_hash: string | null; email_verified_at: string | null }>(
            server,
            sql`select password_hash, email_verified_at from users where id = ${squatter.user.id}`,
          );
          expect(row!.password_hash).toBeNull();
          expect(row!.email_verified_at).not.toBeNull();
          // The squatter's pending verification link is void too.
          const stale = await server.request("POST", "/api/auth/verify-email", {
            body: { token: await verificationTokenFor(server, squatter.account.email) },
          });
          expect(stale.status).toBe(404);
          // And the next provider sign-in lands in the same account.
          expect(
            (await (await exchange((await signIn(provider)).searchParams.get("code")!)).json()).user,
          ).toEqual(squatter.user);
        },
      );

      it.runIf(provider === "facebook")(
        "never takes over an unverified password account: Facebook does not state that the email is verified",
        async () => {
          const squatter = await registerAccount(server);
          providers.people[provider] = {
            sub: `${provider}-claimant-${squatter.user.id}`,
            email: squatter.account.email,
            name: "Claimant",
          };
          const location = await signIn(provider);
          expect(Object.fromEntries(location.searchParams)).toEqual({
            oauthError: "existing-password",
            provider,
          });
          expect(
            (await server.request("GET", "/api/auth/me", { headers: bearer(squatter.token) })).status,
          ).toBe(200);
          const identities = await query<{ n: number }>(
            server,
            sql`select count(*)::int as n from oauth_identities where user_id = ${squatter.user.id}`,
          );
          expect(identities[0]!.n).toBe(0);
        },
      );

      it("rejects a callback whose state does not match the cookie, and one without the cookie", async () => {
        providers.people[provider] = {
          sub: `${provider}-state`,
          email: `state.${provider}@example.org`,
          name: "S",
        };
        const { cookie, callback } = await startFlow(provider);
        const tampered = new URL(callback);
        tampered.searchParams.set("state", "forged-state-value");
        const mismatch = await finishFlow(tampered, cookie);
        expect(Object.fromEntries(mismatch.location.searchParams)).toEqual({
          oauthError: "failed",
          provider,
        });
        expect(mismatch.setCookie).toContain("Max-Age=0");

        const noCookie = await finishFlow(callback, "");
        expect(Object.fromEntries(noCookie.location.searchParams)).toEqual({
          oauthError: "failed",
          provider,
        });
        expect(oauthErrorMessage("failed", provider)).toContain("sign-in did not complete");
      });

      it("lands on /login with a failure when the person cancels at the provider", async () => {
        const { cookie, callback } = await startFlow(provider);
        const cancelled = new URL(callback);
        cancelled.searchParams.delete("code");
        cancelled.searchParams.set("error", "access_denied");
        const { location } = await finishFlow(cancelled, cookie);
        expect(location.searchParams.get("oauthError")).toBe("failed");
      });
    });
  }

  it("builds the callback URL from PUBLIC_ORIGIN, never from the request's Host or forwarded headers", async () => {
    const start = await fetch(`${server.url}/api/auth/google`, {
      redirect: "manual",
      headers: { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
    });
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.searchParams.get("redirect_uri")).toBe(
      `${server.config.auth.publicOrigin}/api/auth/google/callback`,
    );
    expect(server.config.auth.publicOrigin).toBe(server.url);
    // PUBLIC_ORIGIN is http here, so the cookie is not Secure whatever the request claims.
    expect(start.headers.get("set-cookie")).not.toContain("Secure");
  });

  it("gives a Google identity whose email is not verified an unverified account, and never an existing one", async () => {
    providers.people.google = { sub: "g-unverified", email: "unverified@example.org", emailVerified: false };
    const response = await exchange((await signIn("google")).searchParams.get("code")!);
    expect(response.status).toBe(200);
    const { user } = (await response.json()) as { user: { id: string } };
    const [row] = await query<{ email_verified_at: string | null }>(
      server,
      sql`select email_verified_at from users where id = ${user.id}`,
    );
    expect(row!.email_verified_at).toBeNull();
    expect(await verificationTokenFor(server, "unverified@example.org")).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const squatter = await registerAccount(server);
    providers.people.google = { sub: "g-unverified-2", email: squatter.account.email, emailVerified: false };
    const location = await signIn("google");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      oauthError: "existing-password",
      provider: "google",
    });
  });

  it("does not let a second provider take over an account created with the first", async () => {
    providers.people.google = { sub: "g-owner", email: "owner@example.org", name: "Owner" };
    expect((await exchange((await signIn("google")).searchParams.get("code")!)).status).toBe(200);
    providers.people.facebook = { sub: "f-other", email: "owner@example.org", name: "Other" };
    const location = await signIn("facebook");
    expect(Object.fromEntries(location.searchParams)).toEqual({
      oauthError: "existing-provider",
      provider: "facebook",
    });
  });

  it("refuses an expired one-time code and an unknown one", async () => {
    providers.people.google = { sub: "g-expired", email: "expired@example.org", name: "X" };
    const code = (await signIn("google")).searchParams.get("code")!;
    const { sql } = await import("drizzle-orm");
    await server.database.db.execute(sql`update sign_in_codes set expires_at = now() - interval '1 second'`);
    expect((await exchange(code)).status).toBe(401);
    const unknown = await exchange("A".repeat(43));
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual({ message: authMessages.signInCodeInvalid });
    const invalid = await server.request("POST", "/api/auth/exchange", { body: { code: 12 } });
    expect(invalid.status).toBe(400);
  });
});

describe(`sign-in providers that are not configured on ${databaseLabel()}`, () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  for (const [provider, name] of [
    ["google", "Google"],
    ["facebook", "Facebook"],
  ] as const) {
    it(`sends /api/auth/${provider} to /login saying ${name} sign-in is not available`, async () => {
      const response = await fetch(`${server.url}/api/auth/${provider}`, { redirect: "manual" });
      expect(response.status).toBe(302);
      const location = new URL(response.headers.get("location")!, server.url);
      expect(location.pathname).toBe("/login");
      const reason = location.searchParams.get("oauthError");
      expect(oauthErrorMessage(reason, location.searchParams.get("provider"))).toBe(
        `${name} sign-in is not available right now.`,
      );
      const callback = await fetch(`${server.url}/api/auth/${provider}/callback?code=x&state=y`, {
        redirect: "manual",
      });
      expect(new URL(callback.headers.get("location")!, server.url).searchParams.get("oauthError")).toBe(
        "unavailable",
      );
    });
  }
});
