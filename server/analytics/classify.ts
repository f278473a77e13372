import Bowser from "bowser";
import { isbot } from "isbot";

// What a hit says, reduced to the few coarse facts the dashboard shows. The address and the user agent are read here
// and in visitor-hash.ts only, and never leave as they came.

/** Sec-GPC: 1 (Global Privacy Control) or DNT: 1 (Do Not Track): the visit is not recorded at all. */
export function asksNotToBeTracked(headers: Record<string, string | string[] | undefined>): boolean {
  return headers["sec-gpc"] === "1" || headers.dnt === "1";
}

export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/** Browser family and operating system, by name only (no versions). */
export function device(userAgent: string): { browser: string | null; os: string | null } {
  const parsed = Bowser.parse(userAgent.slice(0, 512));
  return {
    browser: parsed.browser.name?.slice(0, 40) || null,
    os: parsed.os.name?.slice(0, 40) || null,
  };
}

/** Plausible's classes of the window's width. */
export function screenClass(width: number | undefined): string | null {
  if (width === undefined || width <= 0) return null;
  if (width < 576) return "mobile";
  if (width < 992) return "tablet";
  if (width < 1440) return "laptop";
  return "desktop";
}

export interface PageFacts {
  page: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

const utm = (params: URLSearchParams, name: string) =>
  params.get(name)?.trim().slice(0, 100).toLowerCase() || null;

/** The path without its query (which may hold a token), and the campaign's UTM parameters. */
export function pageFacts(pathAndQuery: string): PageFacts | undefined {
  let url: URL;
  try {
    url = new URL(pathAndQuery, "http://site.invalid");
  } catch {
    return undefined;
  }
  if (url.host !== "site.invalid") return undefined;
  const page = (url.pathname.replace(/\/+$/, "") || "/").slice(0, 300);
  return {
    page,
    utmSource: utm(url.searchParams, "utm_source") ?? utm(url.searchParams, "ref"),
    utmMedium: utm(url.searchParams, "utm_medium"),
    utmCampaign: utm(url.searchParams, "utm_campaign"),
  };
}

/** A referring page: another site's domain, or the path of one of this site's pages. */
export type Referrer = { external: string } | { internal: string } | undefined;

export function referrerOf(referrer: string | undefined, siteHost: string): Referrer {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (url.host === siteHost) return { internal: (url.pathname.replace(/\/+$/, "") || "/").slice(0, 300) };
  return { external: url.hostname.replace(/^www\./, "").slice(0, 100) };
}
