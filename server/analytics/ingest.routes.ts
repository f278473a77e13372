import type { FastifyInstance } from "fastify";
import { beaconSchema } from "../../contract/analytics-schemas.ts";
import { wellFormedValue } from "../http/json-body.ts";
import { collectBeacon } from "./collect.ts";
import type { AnalyticsService } from "./analytics.service.ts";
import { access } from "../http/access.ts";

/** A beacon is a few hundred bytes; anything bigger is not one. */
export const BEACON_BODY_LIMIT = 2048;
/** Hits per address in one minute: far above a person reading pages, low enough that a script fills no table. */
export const BEACON_RATE = { limit: 120, windowMs: 60_000 };

/**
 * POST /api/event: what the pages' beacon sends with navigator.sendBeacon (a text/plain JSON string). Always 204
 * with no body, whatever happened: a bot, GPC or DNT, a malformed or oversized body, too many hits, a database
 * that is down. The visitor's page never waits for it nor sees it fail.
 */
export async function analyticsIngestRoutes(
  app: FastifyInstance,
  { analytics }: { analytics: AnalyticsService },
) {
  const hits = new AddressWindow(BEACON_RATE);
  app.addContentTypeParser("text/plain", { parseAs: "string" }, (_request, body, done) => {
    try {
      // Lone surrogates become U+FFFD, as in every JSON body (server/http/json-body.ts).
      done(null, wellFormedValue(JSON.parse(body as string)));
    } catch {
      done(null, undefined);
    }
  });
  app.setErrorHandler((_error, _request, reply) => reply.status(204).send());
  app.post("/event", { ...access("public"), bodyLimit: BEACON_BODY_LIMIT }, async (request, reply) => {
    const beacon = beaconSchema.safeParse(request.body);
    if (beacon.success && hits.take(request.ip)) {
      await collectBeacon(analytics.ingestor, request, beacon.data, analytics.sitePages);
    }
    return reply.status(204).header("cache-control", "no-store").send();
  });
}

/**
 * Fixed one-minute windows per address, in this process's memory: analytics is no security boundary, and a
 * database counter would double the writes of every hit.
 */
class AddressWindow {
  readonly #rule: { limit: number; windowMs: number };
  #windowStart = 0;
  #counts = new Map<string, number>();

  constructor(rule: { limit: number; windowMs: number }) {
    this.#rule = rule;
  }

  take(address: string): boolean {
    const now = Date.now();
    if (now - this.#windowStart >= this.#rule.windowMs) {
      this.#windowStart = now;
      this.#counts = new Map();
    }
    const count = (this.#counts.get(address) ?? 0) + 1;
    this.#counts.set(address, count);
    return count <= this.#rule.limit;
  }
}
