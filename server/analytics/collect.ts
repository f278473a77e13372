import type { FastifyRequest } from "fastify";
import { analyticsEventNames, type Beacon } from "../../contract/analytics-schemas.ts";
import { asksNotToBeTracked, device, isBot, pageFacts, referrerOf, screenClass } from "./classify.ts";
import type { Hit, Ingestor } from "./ingest.ts";

const eventNames: ReadonlySet<string> = new Set(analyticsEventNames);

// Control characters (tabs among them, which separate an event's name from its value in the roll-up) become spaces.
const clean = (text: string | undefined) =>
  text
    ?.replace(/\p{Cc}+/gu, " ")
    .trim()
    .slice(0, 300) || undefined;

/** The request's visitor facts, or undefined when the hit must not count (a bot, GPC or DNT). */
function visitorOf(request: FastifyRequest) {
  const userAgent = request.headers["user-agent"];
  if (asksNotToBeTracked(request.headers) || isBot(userAgent) || !userAgent) return undefined;
  return { address: request.ip, userAgent, site: request.host, ...device(userAgent) };
}

/** A beacon from a page: a view, or an event on that page. Silently ignored when it must not count. */
export function collectBeacon(ingestor: Ingestor, request: FastifyRequest, beacon: Beacon): Promise<void> {
  const visitor = visitorOf(request);
  const facts = pageFacts(beacon.u);
  if (!visitor || !facts) return Promise.resolve();
  if (beacon.k === "e" && (!beacon.n || !eventNames.has(beacon.n) || beacon.n === "form")) {
    return Promise.resolve();
  }
  const referrer = referrerOf(beacon.r, request.host);
  const hit: Hit = {
    ...visitor,
    ...facts,
    kind: beacon.k === "v" ? "view" : "event",
    referrer: referrer && "external" in referrer ? referrer.external : null,
    screen: screenClass(beacon.w),
  };
  if (beacon.k === "e") {
    hit.name = beacon.n;
    // A page not found is recorded with the page of this site that linked to it, if one did.
    hit.value =
      beacon.n === "not-found"
        ? referrer && "internal" in referrer
          ? referrer.internal
          : null
        : (clean(beacon.v) ?? null);
  }
  return ingestor.record(hit);
}

/**
 * A public form accepted by the server (not kept aside as spam): recorded on the page it was sent from, which the
 * browser names in Referer (same origin, so the path is there). `value` names the form, and for an application the
 * position: "application:<job id>".
 */
export function collectFormCompletion(
  ingestor: Ingestor,
  request: FastifyRequest,
  value: string,
): Promise<void> {
  const visitor = visitorOf(request);
  if (!visitor) return Promise.resolve();
  const from = referrerOf(request.headers.referer, request.host);
  return ingestor.record({
    ...visitor,
    kind: "event",
    name: "form",
    value,
    page: from && "internal" in from ? from.internal : "/",
  });
}
