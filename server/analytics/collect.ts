import type { FastifyRequest } from "fastify";
import { analyticsEventNames, type Beacon } from "../../contract/analytics-schemas.ts";
import {
  asksNotToBeTracked,
  device,
  isBot,
  pageFacts,
  referrerOf,
  screenClass,
  type Referrer,
} from "./classify.ts";
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

/** A page not found is recorded with its path cut to this many characters: a made-up path fills no table. */
export const NOT_FOUND_PATH_LENGTH = 200;

/**
 * A beacon from a page: a view, or an event on that page. Silently ignored when it must not count. Only the site's
 * own pages (`sitePages`, the prerendered pages the server serves) are recorded as viewed: a view of any other path
 * is a page not found, and events on such a path are not kept. The server decides what was not found, so a
 * "not-found" event a client names itself is ignored.
 */
export function collectBeacon(
  ingestor: Ingestor,
  request: FastifyRequest,
  beacon: Beacon,
  sitePages: ReadonlySet<string>,
): Promise<void> {
  const visitor = visitorOf(request);
  const facts = pageFacts(beacon.u);
  if (!visitor || !facts) return Promise.resolve();
  const referrer = referrerOf(beacon.r, request.host);
  const external = referrer && "external" in referrer ? referrer.external : null;
  const screen = screenClass(beacon.w);
  if (!sitePages.has(facts.page)) {
    if (beacon.k !== "v") return Promise.resolve();
    return ingestor.record({
      ...visitor,
      kind: "event",
      name: "not-found",
      // The page of this site that linked to it, if one did.
      value: sitePageOf(referrer, sitePages),
      page: facts.page.slice(0, NOT_FOUND_PATH_LENGTH),
      referrer: external,
      screen,
    });
  }
  if (beacon.k === "e" && (!beacon.n || !eventNames.has(beacon.n) || SERVER_EVENTS.has(beacon.n))) {
    return Promise.resolve();
  }
  const hit: Hit = {
    ...visitor,
    ...facts,
    kind: beacon.k === "v" ? "view" : "event",
    referrer: external,
    screen,
  };
  if (beacon.k === "e") {
    hit.name = beacon.n;
    hit.value = clean(beacon.v) ?? null;
  }
  return ingestor.record(hit);
}

// Events the server records itself: a form it accepted, a page it does not serve.
const SERVER_EVENTS: ReadonlySet<string> = new Set(["form", "not-found"]);

/** The referrer when it is one of the site's pages. */
function sitePageOf(referrer: Referrer, sitePages: ReadonlySet<string>): string | null {
  return referrer && "internal" in referrer && sitePages.has(referrer.internal) ? referrer.internal : null;
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
  sitePages: ReadonlySet<string>,
): Promise<void> {
  const visitor = visitorOf(request);
  if (!visitor) return Promise.resolve();
  return ingestor.record({
    ...visitor,
    kind: "event",
    name: "form",
    value,
    page: sitePageOf(referrerOf(request.headers.referer, request.host), sitePages) ?? "/",
  });
}
