import { z } from "zod";

// Environment variables of the Prometheus metrics and the OpenTelemetry traces, merged into server/config.ts's
// schema. Documented in .env.example and docs/operations.md.

/** The shortest METRICS_TOKEN accepted: `openssl rand -hex 32` gives 64 characters. */
export const METRICS_TOKEN_MIN_LENGTH = 32;

export const observabilityEnv = {
  METRICS_PORT: z.coerce
    .number({ message: "must be a whole number from 1 to 65535" })
    .int("must be a whole number from 1 to 65535")
    .min(1, "must be a whole number from 1 to 65535")
    .max(65535, "must be a whole number from 1 to 65535")
    .optional(),
  METRICS_HOST: z.string().min(1, "must not be empty").default("127.0.0.1"),
  // Its length is checked by observabilityConfigProblems, whose line never repeats the value.
  METRICS_TOKEN: z.string().optional(),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, message: "must be an http:// or https:// URL, e.g. http://127.0.0.1:4318" })
    .optional(),
  OTEL_SERVICE_NAME: z.string().min(1, "must not be empty").default("verdant-collective"),
};

type ObservabilityEnv = z.output<z.ZodObject<typeof observabilityEnv>>;

export interface MetricsConfig {
  /** GET /metrics on a port of its own (on `host`); undefined: not on a port of its own. */
  port: number | undefined;
  host: string;
  /** Bearer token asked for on either endpoint; without a port of its own, GET /api/metrics exists only with it. */
  token: string | undefined;
}

export interface TracingConfig {
  /** OTLP/HTTP base URL; traces are sent to `<endpoint>/v1/traces`. Undefined: no tracing code is loaded. */
  endpoint: string | undefined;
  serviceName: string;
}

export function metricsConfigFrom(env: ObservabilityEnv): MetricsConfig {
  return { port: env.METRICS_PORT, host: env.METRICS_HOST, token: env.METRICS_TOKEN };
}

export function tracingConfigFrom(env: ObservabilityEnv): TracingConfig {
  return { endpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME };
}

/** Whether any metrics endpoint is served: a port of its own, or the token that guards the one on the main port. */
export function metricsEnabled(config: MetricsConfig): boolean {
  return config.port !== undefined || config.token !== undefined;
}

/** Problems zod cannot report without printing the value (a secret). */
export function observabilityConfigProblems(env: Record<string, string | undefined>): string[] {
  const token = env.METRICS_TOKEN;
  if (token !== undefined && token.length < METRICS_TOKEN_MIN_LENGTH) {
    return [
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters (openssl rand -hex 32); the value is not shown`,
    ];
  }
  return [];
}
