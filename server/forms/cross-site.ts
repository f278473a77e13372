import type { FastifyRequest } from "fastify";
import { apiMessages } from "../../contract/api.ts";
import { HttpError } from "../http/http-error.ts";

/**
 * A plain HTML form can be posted to any site from any other (no CORS preflight for form bodies), so a form body is
 * accepted only from this site's own pages (ADR 0007). Browsers say where a request comes from: Sec-Fetch-Site
 * (sent by every current browser) must be same-origin; without it, an Origin header must be this server's own
 * origin or PUBLIC_ORIGIN. A request with neither header is no browser's cross-site post and is taken.
 */
export function refuseCrossSiteForm(request: FastifyRequest, publicOrigin: string | undefined): void {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") {
    if (site === "same-origin") return;
    throw new HttpError(403, apiMessages.crossSiteForm);
  }
  const origin = request.headers.origin;
  if (origin === undefined) return;
  const own = `${request.protocol}://${request.host}`;
  if (origin === own || (publicOrigin !== undefined && origin === publicOrigin)) return;
  throw new HttpError(403, apiMessages.crossSiteForm);
}
