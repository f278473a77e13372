import type { FastifyInstance } from "fastify";
import { beaconSchema } from "../../contract/analytics-schemas.ts";
import { wellFormedValue } from "../http/json-body.ts";
import { collectBeacon } from "./collect.ts";
import type { AnalyticsService } from "./analytics.service.ts";
import { access } from "../http/access.ts";
import { emptyAnswer, routeSchema, validatedInHandler } from "../http/route-schema.ts";
import { z } from "../../contract/zod.ts";

/** A beacon is a few hundred bytes; anything bigger is not one. */
export const BEACON_BODY_LIMIT = 2048;
/** Hits per address in one minute: far above a person reading pages, low enough that a script fills no table. */
export const BEACON_RATE = { limit: 120, windowMs: 60_000 };

// The handler reads the beacon itself, and never refuses it: the schema describes it.
const schema = routeSchema({
  operationId: "recordAnalyticsHit",
  tags: ["Analytics"],
  summary: "A page view or an event, from the pages' beacon",
  description:
    "What the script inlined into every page sends with `navigator.sendBeacon`: a JSON object as text/plain " +
    "(application/json is read alike). `k` is v (a view) or e (an event named `n`: outbound, download, " +
    "search-empty, position-view; `v` its value), `u` the page's path and query (only the path and the UTM " +
    "parameters are kept; a view of a path that is not one of the site's pages is recorded as a page not " +
    "found, its path cut to 200 characters, and events on such a path are not kept), `r` document.referrer " +
    "(only another site's domain, or the page of this site that linked to a page not found), `w` the " +
    "window's width (kept as a screen class). Nothing is recorded for a bot, a request with `Sec-GPC: 1` or " +
    "`DNT: 1`, a malformed or oversized body (over 2 KB), or past 120 hits a minute from one address. The " +
    "visitor is a hash with a salt of the day; no address or user agent is stored (docs/privacy.md). The " +
    "answer is always 204, whatever happened, so a page never sees an error.",
  consumes: ["text/plain"],
  body: z.string().check(
    z.meta({
      description: "A JSON object: k, u, and optionally n, v, r, w.",
      examples: [
        JSON.stringify({ k: "v", u: "/careers?utm_source=newsletter", r: "https://example.org/", w: 1280 }),
      ],
    }),
  ),
  response: { 204: emptyAnswer("Received (or dropped, which is not said).") },
});

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
  const options = {
    ...access("public"),
    schema,
    validatorCompiler: validatedInHandler,
    bodyLimit: BEACON_BODY_LIMIT,
  };
  app.post("/event", options, async (request, reply) => {
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
