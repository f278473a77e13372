import net from "node:net";
import { z } from "zod";

/**
 * Which X-Forwarded-For hops to believe: none (false), the nearest N hops (a reverse proxy in front counts as one),
 * or the hops whose address is in the list (addresses, CIDR ranges, or proxy-addr's names loopback, linklocal,
 * uniquelocal). Never "every hop": then the client-written leftmost entry would be taken as the client address.
 */
export type TrustProxy = false | number | string[];

const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.1/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

const ALTERNATIVES =
  "set the number of reverse proxies in front (TRUST_PROXY=1 for one) or their addresses (e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,192.168.1.5), or false";

function isAddressOrRange(entry: string): boolean {
  if (entry in NAMED_RANGES) return true;
  const [address = "", prefix, extra] = entry.split("/");
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY from the environment: false/0/no, a hop count, or a comma-separated list; `true` is refused. */
export const trustProxyFromEnv = z.string().transform((raw, context): TrustProxy => {
  const value = raw.trim().toLowerCase();
  if (["false", "0", "no"].includes(value)) return false;
  if (["true", "yes"].includes(value)) {
    context.addIssue({
      code: "custom",
      message: `must not be true: that trusts every hop, so any client could pick its own address with X-Forwarded-For and escape the per-address limits; ${ALTERNATIVES}`,
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops <= 10) return hops;
  }
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (entries.length === 0 || bad.length > 0) {
    context.addIssue({
      code: "custom",
      message: `must be a hop count from 0 to 10 or a comma-separated list of addresses or CIDR ranges (${bad.length ? `not an address: ${bad.join(", ")}` : "empty"}); ${ALTERNATIVES}`,
    });
    return z.NEVER;
  }
  return entries;
});

/** The addresses a TRUST_PROXY list names, for checking a socket's peer (empty for false or a hop count). */
export function trustedProxyAddresses(trustProxy: TrustProxy): net.BlockList {
  const list = new net.BlockList();
  if (!Array.isArray(trustProxy)) return list;
  for (const entry of trustProxy.flatMap((item) => NAMED_RANGES[item] ?? [item])) {
    const [address = "", prefix] = entry.split("/");
    const family = net.isIP(address) === 6 ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/**
 * Fastify's `trustProxy` option. Fastify 5 ignores a plain number (it cannot tell the proxy from a direct client),
 * so a hop count becomes the function proxy-addr calls for each hop, nearest first: the socket peer is hop 0.
 * A hop count therefore assumes the server is reachable only through its proxies (HOST=127.0.0.1 or a firewall);
 * a list of addresses does not.
 */
export function fastifyTrustProxy(
  trustProxy: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy === "number") {
    const hops = trustProxy;
    return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
  }
  return trustProxy;
}
