import { z } from "zod";

// Environment variables of the inbound email endpoint (POST /api/inbound/email), merged into server/config.ts's
// schema. Documented in .env.example and docs/deployment.md.

const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ message: `must be a whole number from ${min} to ${max}` })
    .int(`must be a whole number from ${min} to ${max}`)
    .min(min, `must be a whole number from ${min} to ${max}`)
    .max(max, `must be a whole number from ${min} to ${max}`);

export const inboundEnv = {
  /** The bearer token the mail provider (or the MTA's pipe) sends; unset, the endpoint answers 404. */
  INBOUND_SECRET: z
    .string()
    .min(32, "must be at least 32 characters (openssl rand -hex 32)")
    .max(200, "must be at most 200 characters")
    .regex(/^[A-Za-z0-9._~+/=-]+$/, "must be letters, digits and - . _ ~ + / = only (openssl rand -hex 32)")
    .optional(),
  INBOUND_MAX_BYTES: wholeNumber(1024, 50 * 1024 * 1024).default(10 * 1024 * 1024),
  INBOUND_RATE_LIMIT: wholeNumber(1, 100_000).default(120),
  INBOUND_PARSE_TIMEOUT_MS: wholeNumber(1, 120_000).default(5_000),
  INBOUND_PARSE_WORKERS: wholeNumber(1, 2).default(1),
};

type InboundEnv = z.output<z.ZodObject<typeof inboundEnv>>;

export interface InboundConfig {
  secret: string | undefined;
  /** The largest raw message taken, in bytes; bigger ones are answered 413. */
  maxBytes: number;
  /** Emails a minute from one envelope sender; also requests a minute with a wrong secret from one address. */
  rateLimit: { limit: number; windowMs: number };
  /** How long the reader may take over one email before it gives up (the original is then kept). */
  parseTimeoutMs: number;
  /** The reader's worker threads at most (server/inbound/parse-pool.ts). */
  parseWorkers: number;
}

export function inboundConfigFrom(env: InboundEnv): InboundConfig {
  return {
    secret: env.INBOUND_SECRET,
    maxBytes: env.INBOUND_MAX_BYTES,
    rateLimit: { limit: env.INBOUND_RATE_LIMIT, windowMs: 60_000 },
    parseTimeoutMs: env.INBOUND_PARSE_TIMEOUT_MS,
    parseWorkers: env.INBOUND_PARSE_WORKERS,
  };
}
