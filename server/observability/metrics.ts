import net from "node:net";

// What the rest of the server tells the metrics, without depending on prom-client: with no metrics endpoint
// configured these calls do nothing and prom-client is never loaded (server/observability/observability.ts).

/** How a sign-in attempt failed: a wrong password, a passkey not verified, a wrong second-factor code. */
export type LoginMethod = "password" | "passkey" | "second-factor";

export interface Metrics {
  /** A rate limiter refused (or, for a notice, held back) one attempt; `limiter` names which one. */
  rateLimitRefused(limiter: string): void;
  loginFailed(method: LoginMethod): void;
  /** One attempt to send a queued email failed (it is retried later). */
  deliveryFailed(): void;
  /** One queued email was handed to the mail server. */
  delivered(): void;
  /** The metrics in Prometheus's text format; absent when no metrics endpoint is configured. */
  scrape?: () => Promise<Exposition>;
}

export interface Exposition {
  contentType: string;
  body: string;
}

export const noMetrics: Metrics = {
  rateLimitRefused() {},
  loginFailed() {},
  deliveryFailed() {},
  delivered() {},
};

/**
 * The name a rate-limit key is counted under: the key without the client address, account id or hash it ends with
 * (`form:contact:203.0.113.5` → `form:contact`, `account-data:<uuid>` → `account-data`), so the label has a few
 * values, never one per client.
 */
export function limiterName(key: string): string {
  const parts = key.split(":");
  // An IPv6 address contains the separator itself: the longest tail that parses as an address goes.
  for (let start = 1; start < parts.length; start++) {
    if (net.isIP(parts.slice(start).join(":"))) return parts.slice(0, start).join(":");
  }
  return parts.length > 1 ? parts.slice(0, -1).join(":") : key;
}
