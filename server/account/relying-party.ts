import type { Config } from "../config.ts";
import { publicOrigin } from "../http/public-origin.ts";

/** What WebAuthn calls the site: the relying party id (a host name), the origin its pages run at, and its name. */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

const RP_NAME = "Verdant Collective";

/**
 * The relying party of this server, from PUBLIC_ORIGIN (never from the request): its host is the RP id, and passkeys
 * are accepted only from that exact origin.
 *
 * Browsers refuse an IP address as an RP id (Chromium: "SecurityError: This is an invalid domain"), so a site on a
 * loopback address (http://127.0.0.1:3000 in development, the e2e server) could never use passkeys. On such an
 * origin they live at `localhost` instead, with the same scheme and port: the same machine and server, under the one
 * loopback name browsers accept. Any other origin (every production one, https with a domain) is used unchanged.
 */
export function relyingParty(config: Config): RelyingParty {
  const url = new URL(publicOrigin(config));
  if (isLoopbackAddress(url.hostname)) url.hostname = "localhost";
  return { id: url.hostname, origin: url.origin, name: RP_NAME };
}

function isLoopbackAddress(hostname: string): boolean {
  return hostname === "[::1]" || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}
