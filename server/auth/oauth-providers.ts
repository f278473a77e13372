import * as client from "openid-client";
import type { OAuthProvider } from "../../contract/auth.ts";
import type { AuthConfig, OAuth2ProviderConfig, OidcProviderConfig } from "./auth.config.ts";

/** What the flow keeps between the redirect to the provider and its callback (in a short-lived HttpOnly cookie). */
export interface FlowChecks {
  state: string;
  codeVerifier: string;
  nonce?: string;
  /** Set when the account page started the flow to connect the provider (server/account/connections.ts). */
  link?: string;
}

/** The identity a provider vouches for after a completed code flow. */
export interface ProviderIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

export interface ProviderFlow {
  /** Where to send the visitor, plus the checks to remember for the callback. */
  start(redirectUri: string): Promise<{ url: URL; checks: FlowChecks }>;
  /** Exchanges the code (PKCE, state and, for OpenID, nonce checked by openid-client) and reads the identity. */
  finish(callbackUrl: URL, checks: FlowChecks): Promise<ProviderIdentity>;
}

// Plain http is allowed only for a provider on this machine (the tests' local OpenID provider).
function isLoopback(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return protocol === "http:" && ["127.0.0.1", "localhost", "[::1]"].includes(hostname);
}

const PROVIDER_TIMEOUT_SECONDS = 10;

/** Google: OpenID Connect with discovery; the verified email and name come from the signed ID token. */
function oidcFlow(settings: OidcProviderConfig): ProviderFlow {
  let configuration: Promise<client.Configuration> | undefined;
  const configure = () => {
    configuration ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        { client_secret: settings.clientSecret },
        client.ClientSecretPost(settings.clientSecret),
        {
          execute: isLoopback(settings.issuer) ? [client.allowInsecureRequests] : [],
          timeout: PROVIDER_TIMEOUT_SECONDS,
        },
      )
      .catch((error: unknown) => {
        // A failed discovery is retried on the next sign-in instead of being cached.
        configuration = undefined;
        throw error;
      });
    return configuration;
  };
  return {
    async start(redirectUri) {
      const config = await configure();
      const checks = {
        state: client.randomState(),
        codeVerifier: client.randomPKCECodeVerifier(),
        nonce: client.randomNonce(),
      };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
        state: checks.state,
        nonce: checks.nonce,
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      const config = await configure();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error("the provider sent no ID token");
      return {
        subject: claims.sub,
        email: typeof claims.email === "string" ? claims.email : undefined,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === "string" ? claims.name : undefined,
      };
    },
  };
}

/**
 * Facebook: an OAuth 2.0 code flow with PKCE; the identity comes from the Graph API's /me. Facebook says nothing
 * about whether the email was confirmed, so it never counts as verified here: the account it makes is verified by
 * our own link, and it never takes over an existing account.
 */
function oauth2Flow(settings: OAuth2ProviderConfig): ProviderFlow {
  const config = new client.Configuration(
    {
      issuer: new URL(settings.authorizationUrl).origin,
      authorization_endpoint: settings.authorizationUrl,
      token_endpoint: settings.tokenUrl,
    },
    settings.clientId,
    { client_secret: settings.clientSecret },
    client.ClientSecretPost(settings.clientSecret),
  );
  config.timeout = PROVIDER_TIMEOUT_SECONDS;
  if (isLoopback(settings.authorizationUrl)) client.allowInsecureRequests(config);
  return {
    async start(redirectUri) {
      const checks = { state: client.randomState(), codeVerifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "email public_profile",
        response_type: "code",
        code_challenge: await client.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
        state: checks.state,
      });
      return { url, checks };
    },
    async finish(callbackUrl, checks) {
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
      });
      const response = await client.fetchProtectedResource(
        config,
        tokens.access_token,
        new URL(settings.userinfoUrl),
        "GET",
      );
      if (!response.ok) throw new Error(`the provider's profile endpoint answered ${response.status}`);
      const profile = (await response.json()) as {
        id?: unknown;
        name?: unknown;
        email?: unknown;
        email_verified?: unknown;
      };
      if (typeof profile.id !== "string" || profile.id === "")
        throw new Error("the provider sent no user id");
      const email = typeof profile.email === "string" ? profile.email : undefined;
      return {
        subject: profile.id,
        email,
        emailVerified: email !== undefined && profile.email_verified === true,
        name: typeof profile.name === "string" ? profile.name : undefined,
      };
    },
  };
}

/** The configured providers' flows; a provider without client credentials is absent. */
export function providerFlows(config: AuthConfig): Partial<Record<OAuthProvider, ProviderFlow>> {
  return {
    ...(config.google ? { google: oidcFlow(config.google) } : {}),
    ...(config.facebook ? { facebook: oauth2Flow(config.facebook) } : {}),
  };
}
