import path from "node:path";
import { z } from "zod";
import { authConfigProblems, authEnvShape, toAuthConfig, type AuthConfig } from "./auth/auth.config.ts";
import { formsConfigFrom, formsEnv, type FormsConfig } from "./forms/forms-config.ts";
import { trustProxyFromEnv, type TrustProxy } from "./http/trust-proxy.ts";
import {
  metricsConfigFrom,
  observabilityConfigProblems,
  observabilityEnv,
  tracingConfigFrom,
  type MetricsConfig,
  type TracingConfig,
} from "./observability/observability-config.ts";
import { inboundConfigFrom, inboundEnv, type InboundConfig } from "./inbound/inbound-config.ts";
import {
  newsletterConfigFrom,
  newsletterEnv,
  type NewsletterConfig,
} from "./newsletters/newsletter-config.ts";

const envSchema = z.object({
  PORT: z.coerce
    .number({ message: "must be a whole number from 0 to 65535" })
    .int("must be a whole number from 0 to 65535")
    .min(0, "must be a whole number from 0 to 65535")
    .max(65535, "must be a whole number from 0 to 65535")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, "must be a postgres:// or postgresql:// connection URL")
    .optional(),
  // PostgreSQL: connections each server opens at most (docs/deployment.md says how to size it).
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: "must be a whole number from 1 to 100" })
    .int("must be a whole number from 1 to 100")
    .min(1, "must be a whole number from 1 to 100")
    .max(100, "must be a whole number from 1 to 100")
    .default(10),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      message: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  STATIC_DIR: z.string().min(1, "must not be empty").default("./build/client"),
  MAX_CONNECTIONS: z.coerce
    .number({ message: "must be a whole number, at least 10" })
    .int("must be a whole number, at least 10")
    .min(10, "must be a whole number, at least 10")
    .default(2000),
  MAX_CONNECTIONS_PER_IP: z.coerce
    .number({ message: "must be a whole number, 0 for no cap" })
    .int("must be a whole number, 0 for no cap")
    .min(0, "must be a whole number, 0 for no cap")
    .default(64),
  // On SIGTERM, requests in flight get this long to finish; then their connections are closed.
  SHUTDOWN_TIMEOUT_MS: z.coerce
    .number({ message: "must be a whole number from 0 to 600000" })
    .int("must be a whole number from 0 to 600000")
    .min(0, "must be a whole number from 0 to 600000")
    .max(600_000, "must be a whole number from 0 to 600000")
    .default(10_000),
  ...authEnvShape,
  ...formsEnv,
  ...observabilityEnv,
  ...inboundEnv,
  ...newsletterEnv,
  // Key that encrypts the staff TOTP secrets: 32 bytes as 64 hex digits. Unset: a key file in DATA_DIR is made.
  STAFF_SECRET_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, "must be 64 hex digits (32 random bytes: openssl rand -hex 32)")
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: the most connections this server opens (DATABASE_POOL_SIZE). */
  databasePoolSize: number;
  dataDir: string;
  logLevel: string;
  /** Which X-Forwarded-* hops to believe: none, the nearest N, or those from listed addresses (http/trust-proxy.ts). */
  trustProxy: TrustProxy;
  staticDir: string;
  /** Open connections the process holds at most (server/app.ts). */
  maxConnections: number;
  /** Open connections one client address may hold (0: no cap); see server/http/connection-limit.ts. */
  maxConnectionsPerIp: number;
  /** Accounts: session lifetimes, login/registration limits, identity providers (server/auth/auth.config.ts). */
  auth: AuthConfig;
  /** Public forms (contact, applications, subscriptions): spam checks, rate limits, mail delivery. */
  forms: FormsConfig;
  /** Emails posted back to the site by the mail provider (server/inbound/). */
  inbound: InboundConfig;
  /** Newsletter editions: how fast they go out (server/newsletters/). */
  newsletters: NewsletterConfig;
  /** Hex key for the staff second factors' secrets (server/staff/secret-box.ts); undefined: a key file in dataDir. */
  staffSecretKey: string | undefined;
  /** How long requests in flight may take to finish once shutdown began (server/http/graceful-shutdown.ts). */
  shutdownTimeoutMs: number;
  /** Prometheus metrics: a port of their own and/or a bearer token; neither: no endpoint (server/observability). */
  metrics: MetricsConfig;
  /** OpenTelemetry traces, only with an OTLP endpoint. */
  tracing: TracingConfig;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.join("\n")}`);
    this.problems = problems;
  }
}

// Names whose values may carry a credential (a password inside a URL, a key, a token, auth headers): a refusal names
// the variable but never echoes the value, since start-up errors go to the terminal and the service's log.
const MAY_HOLD_A_SECRET = /SECRET|TOKEN|KEY|PASSWORD|URL|DSN|HEADERS/i;

function shownValue(name: string, value: string | undefined): string {
  if (value !== undefined && MAY_HOLD_A_SECRET.test(name)) return "its value is not shown";
  return `got ${JSON.stringify(value)}`;
}

/**
 * Rules for the server process only (the command-line tools read the same settings but need not meet them): on
 * PostgreSQL several servers share one database, and each would otherwise make a staff key file of its own, so a
 * second factor set up through one server would fail on the others (server/staff/secret-box.ts).
 */
export function serverConfigProblems(config: Config): string[] {
  if (config.databaseUrl && !config.staffSecretKey) {
    return [
      "STAFF_SECRET_KEY is required when DATABASE_URL is set: every server of the database must encrypt the " +
        "staff's second factors with the same key (openssl rand -hex 32). A server that ran without it keeps its " +
        "key in DATA_DIR/staff-secret.key: set STAFF_SECRET_KEY to that file's content on every server.",
    ];
  }
  return [];
}

/** Reads the environment; throws ConfigError with one line per bad value. Empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0]);
        return `${name} ${issue.message} (${shownValue(name, env[name])})`;
      }),
    );
  }
  const value = parsed.data;
  const auth = toAuthConfig(value);
  const problems = [...authConfigProblems(cleaned, auth), ...observabilityConfigProblems(cleaned)];
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    port: value.PORT,
    host: value.HOST,
    databaseUrl: value.DATABASE_URL,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    dataDir: path.resolve(value.DATA_DIR),
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    staticDir: path.resolve(value.STATIC_DIR),
    maxConnections: value.MAX_CONNECTIONS,
    maxConnectionsPerIp: value.MAX_CONNECTIONS_PER_IP,
    auth,
    forms: formsConfigFrom(value, auth.publicOrigin ?? `http://localhost:${value.PORT}`),
    inbound: inboundConfigFrom(value),
    newsletters: newsletterConfigFrom(value),
    staffSecretKey: value.STAFF_SECRET_KEY,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    metrics: metricsConfigFrom(value),
    tracing: tracingConfigFrom(value),
  };
}
