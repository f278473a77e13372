import { OAuth2Server } from "oauth2-mock-server";
import { bearer, cookieOf } from "./auth-helpers.ts";
import type { TestServer } from "./test-server.ts";

export type Provider = "google" | "facebook";

export interface ProviderPerson {
  sub: string;
  email: string;
  /** What Google's ID token states (Facebook states nothing); true unless set. */
  emailVerified?: boolean;
  name?: string;
}

/**
 * Google's stand-in (an OpenID provider) and Facebook's (OAuth 2.0 with a profile endpoint) on local ports, each
 * approving whoever `people[provider]` is at that moment.
 */
export async function startProviders() {
  const google = new OAuth2Server();
  await google.issuer.keys.generate("RS256");
  await google.start(0, "127.0.0.1");
  const facebook = new OAuth2Server();
  await facebook.issuer.keys.generate("RS256");
  await facebook.start(0, "127.0.0.1");
  const people: Record<Provider, ProviderPerson> = {
    google: { sub: "g-0", email: "g0@example.org" },
    facebook: { sub: "f-0", email: "f0@example.org" },
  };
  google.service.on("beforeTokenSigning", (token) => {
    token.payload.sub = people.google.sub;
    token.payload.email = people.google.email;
    token.payload.email_verified = people.google.emailVerified ?? true;
    token.payload.name = people.google.name ?? "Gia Google";
  });
  facebook.service.on("beforeResponse", (response) => {
    delete (response.body as Record<string, unknown>).id_token;
  });
  facebook.service.on("beforeUserinfo", (response) => {
    response.body = {
      id: people.facebook.sub,
      name: people.facebook.name ?? "Fay Facebook",
      email: people.facebook.email,
    };
  });
  const facebookUrl = facebook.issuer.url!;
  return {
    people,
    /** The server configuration that points the app at these two providers. */
    env: {
      GOOGLE_CLIENT_ID: "verdant-google",
      GOOGLE_CLIENT_SECRET: "google-secret",
      GOOGLE_ISSUER: google.issuer.url!,
      FACEBOOK_CLIENT_ID: "verdant-facebook",
      FACEBOOK_CLIENT_SECRET: "facebook-secret",
      FACEBOOK_AUTHORIZATION_URL: `${facebookUrl}/authorize`,
      FACEBOOK_TOKEN_URL: `${facebookUrl}/token`,
      FACEBOOK_USERINFO_URL: `${facebookUrl}/userinfo`,
    },
    async stop() {
      await google.stop();
      await facebook.stop();
    },
  };
}

/** Connects a provider to the account of `token` from the account page, through the provider; the landing URL. */
export async function connectProvider(server: TestServer, token: string, provider: Provider): Promise<URL> {
  const started = await server.request("POST", `/api/account/connections/${provider}/connect`, {
    headers: bearer(token),
  });
  if (started.status !== 200) throw new Error(`connect: ${started.status} ${await started.text()}`);
  const { location } = (await started.json()) as { location: string };
  const atProvider = await fetch(location, { redirect: "manual" });
  const finished = await fetch(atProvider.headers.get("location")!, {
    redirect: "manual",
    headers: { cookie: cookieOf(started, `vc_oauth_${provider}`) },
  });
  return new URL(finished.headers.get("location")!, server.url);
}

/** Signs in through a provider as a browser would: the landing URL, and the session when one was given. */
export async function providerSignIn(
  server: TestServer,
  provider: Provider,
): Promise<{ landing: URL; token?: string; user?: { id: string; email: string } }> {
  const started = await fetch(`${server.url}/api/auth/${provider}`, { redirect: "manual" });
  const atProvider = await fetch(started.headers.get("location")!, { redirect: "manual" });
  const finished = await fetch(atProvider.headers.get("location")!, {
    redirect: "manual",
    headers: { cookie: cookieOf(started, `vc_oauth_${provider}`) },
  });
  const landing = new URL(finished.headers.get("location")!, server.url);
  const code = landing.searchParams.get("code");
  if (!code) return { landing };
  const exchanged = await server.request("POST", "/api/auth/exchange", {
    body: { code },
    headers: { cookie: cookieOf(finished, "vc_signin") },
  });
  const body = (await exchanged.json()) as { token: string; user: { id: string; email: string } };
  return { landing, ...body };
}
