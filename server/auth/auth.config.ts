import { z } from "zod";

const positiveNumber = z.coerce
  .number({ message: "must be a positive number" })
  .positive("must be a positive number");
const positiveInteger = z.coerce
  .number({ message: "must be a positive whole number" })
  .int("must be a positive whole number")
  .positive("must be a positive whole number");
const httpUrl = z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" });

/** Environment variables of the accounts feature, merged into the server's env schema (server/config.ts). */
export const authEnvShape = {
  // Idle lifetime of a session: it slides forward on every use, within the absolute lifetime.
  AUTH_SESSION_HOURS: positiveNumber.default(12),
  AUTH_REMEMBER_ME_DAYS: positiveNumber.default(30),
  AUTH_SESSION_MAX_DAYS: positiveNumber.default(90),
  // Failed logins allowed per IP address and per account within one window.
  AUTH_LOGIN_MAX_FAILURES: positiveInteger.default(10),
  AUTH_LOGIN_WINDOW_MINUTES: positiveNumber.default(15),
  AUTH_REGISTER_MAX_PER_IP: positiveInteger.default(10),
  AUTH_REGISTER_WINDOW_MINUTES: positiveNumber.default(60),
  // The site's public origin (https://example.org): the identity providers' callback URLs, the links in emails and
  // the Secure flag of cookies come from it, never from the request's Host or protocol. Required in production
  // (NODE_ENV=production), where it must be https, and whenever an identity provider is configured (see
  // authConfigProblems).
  PUBLIC_ORIGIN: httpUrl.optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  // OpenID Connect issuer; its discovery document gives the endpoints and keys.
  GOOGLE_ISSUER: httpUrl.default("https://accounts.google.com"),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_AUTHORIZATION_URL: httpUrl.default("https://www.facebook.com/v23.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: httpUrl.default("https://graph.facebook.com/v23.0/oauth/access_token"),
  FACEBOOK_USERINFO_URL: httpUrl.default("https://graph.facebook.com/v23.0/me?fields=id,name,email"),
};

type AuthEnv = z.output<z.ZodObject<typeof authEnvShape>>;

/** Whether NODE_ENV says production: `production` in any case, with any surrounding white space. */
export function isProduction(nodeEnv: string | undefined): boolean {
  return (nodeEnv ?? "").trim().toLowerCase() === "production";
}

/**
 * Hosts an http PUBLIC_ORIGIN may name in production: this machine only (localhost, 127.0.0.0/8, [::1]), for a
 * production build tried locally. Cookies then lack Secure, but they never leave the machine.
 */
function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Rules that span several variables, one line each for start-up to print. PUBLIC_ORIGIN must be set in production
 * and with any identity provider: otherwise the callback URL would be built from whatever Host header a request
 * carries. In production it must also be https (loopback hosts excepted): the cookies' Secure flag comes from it.
 */
export function authConfigProblems(env: Record<string, string | undefined>, auth: AuthConfig): string[] {
  const production = isProduction(env.NODE_ENV);
  if (auth.publicOrigin) {
    const url = new URL(auth.publicOrigin);
    if (production && url.protocol !== "https:" && !isLoopbackHost(url.hostname)) {
      return [
        `PUBLIC_ORIGIN must be an https:// URL when NODE_ENV is production (got ${JSON.stringify(env.PUBLIC_ORIGIN)}): cookies carry the Secure flag only with an https origin; plain http is accepted only for localhost, 127.0.0.1 and [::1]`,
      ];
    }
    return [];
  }
  const reasons = [
    ...(production ? ["NODE_ENV is production"] : []),
    ...(auth.google ? ["Google sign-in is configured"] : []),
    ...(auth.facebook ? ["Facebook sign-in is configured"] : []),
  ];
  if (reasons.length === 0) return [];
  return [
    `PUBLIC_ORIGIN is required because ${reasons.join(" and ")}: set it to the site's address, e.g. https://verdant.example (got undefined)`,
  ];
}

export interface OidcProviderConfig {
  kind: "oidc";
  clientId: string;
  clientSecret: string;
  issuer: string;
}

export interface OAuth2ProviderConfig {
  kind: "oauth2";
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
}

export interface AuthConfig {
  sessionMs: number;
  rememberMeMs: number;
  sessionMaxMs: number;
  login: { maxFailures: number; windowMs: number };
  register: { maxPerIp: number; windowMs: number };
  /** The site's origin from PUBLIC_ORIGIN; always set in production and with identity providers. */
  publicOrigin: string | undefined;
  /** True when PUBLIC_ORIGIN is https: cookies then carry Secure. Never read from the request. */
  secureCookies: boolean;
  /** Undefined when the provider's client id or secret is missing: its sign-in link then says it is unavailable. */
  google: OidcProviderConfig | undefined;
  facebook: OAuth2ProviderConfig | undefined;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const MINUTE_MS = 60_000;

export function toAuthConfig(env: AuthEnv): AuthConfig {
  return {
    sessionMs: env.AUTH_SESSION_HOURS * HOUR_MS,
    rememberMeMs: env.AUTH_REMEMBER_ME_DAYS * DAY_MS,
    sessionMaxMs: env.AUTH_SESSION_MAX_DAYS * DAY_MS,
    login: { maxFailures: env.AUTH_LOGIN_MAX_FAILURES, windowMs: env.AUTH_LOGIN_WINDOW_MINUTES * MINUTE_MS },
    register: {
      maxPerIp: env.AUTH_REGISTER_MAX_PER_IP,
      windowMs: env.AUTH_REGISTER_WINDOW_MINUTES * MINUTE_MS,
    },
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : undefined,
    secureCookies: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).protocol === "https:" : false,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            kind: "oidc",
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            issuer: env.GOOGLE_ISSUER,
          }
        : undefined,
    facebook:
      env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET
        ? {
            kind: "oauth2",
            clientId: env.FACEBOOK_CLIENT_ID,
            clientSecret: env.FACEBOOK_CLIENT_SECRET,
            authorizationUrl: env.FACEBOOK_AUTHORIZATION_URL,
            tokenUrl: env.FACEBOOK_TOKEN_URL,
            userinfoUrl: env.FACEBOOK_USERINFO_URL,
          }
        : undefined,
  };
}
