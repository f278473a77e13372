import net from "node:net";

/**
 * The unit rate limits (and the connection cap) count a client by: an IPv4 address as it is, an IPv4-mapped IPv6
 * address (::ffff:192.0.2.1) as that IPv4 address, and any other IPv6 address by its /64 network, which is what one
 * subscriber line or host usually gets: counting single IPv6 addresses would let one client take 2^64 of them.
 * Text that is not an IP address is returned unchanged.
 */
export function addressGroup(address: string): string {
  const family = net.isIP(address);
  if (family === 4 || family === 0) return address;
  const parts = hextets(address);
  if (!parts) return address;
  if (parts.slice(0, 5).every((part) => part === 0) && parts[5] === 0xffff) {
    return [parts[6]! >> 8, parts[6]! & 0xff, parts[7]! >> 8, parts[7]! & 0xff].join(".");
  }
  return `${parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(":")}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (zone id dropped, embedded IPv4 included). */
function hextets(address: string): number[] | undefined {
  let text = address.split("%")[0] ?? "";
  const embedded = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (embedded) {
    const [a, b, c, d] = embedded.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, embedded.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = text.split("::");
  if (halves.length > 2) return undefined;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  const groups =
    halves.length === 2
      ? [...head, ...Array<string>(8 - head.length - tail.length).fill("0"), ...tail]
      : head;
  if (groups.length !== 8) return undefined;
  return groups.map((group) => parseInt(group, 16));
}

/**
 * A rate-limit key with the client address it ends with (`form:contact:<ip>`, `login-failures:ip:<ip>`) replaced
 * by that address's group, so every caller of the RateLimiter counts IPv6 clients per /64 without knowing it.
 */
export function rateLimitKey(key: string): string {
  const parts = key.split(":");
  // The longest tail that is an IP address: IPv6 addresses contain the separator themselves.
  for (let start = 1; start < parts.length; start++) {
    const tail = parts.slice(start).join(":");
    if (net.isIP(tail)) return `${parts.slice(0, start).join(":")}:${addressGroup(tail)}`;
  }
  return key;
}
