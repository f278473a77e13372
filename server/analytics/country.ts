import { createReadStream } from "node:fs";
import { createRequire } from "node:module";
import { BlockList, isIPv4, isIPv6 } from "node:net";

// The country of a visitor's address, looked up in memory when a hit arrives; only the code is stored, never the
// address (docs/privacy.md, ADR 0053). The data is @ip-location-db/geo-whois-asn-country (GeoFeed, then WHOIS, then
// ASN; the NRO's statistics, CC BY 4.0, so it may be shipped with attribution to nro.net; the package itself says
// CC0-1.0), pinned in package.json. Updating it is an `npm install` of a newer version.

const PACKAGE = "@ip-location-db/geo-whois-asn-country";
const IPV4_FILE = `${PACKAGE}/geo-whois-asn-country-ipv4-num.csv`;
const IPV6_FILE = `${PACKAGE}/geo-whois-asn-country-ipv6-num.csv`;

/**
 * Sorted, non-overlapping ranges in typed arrays, searched by bisection: some 550,000 ranges (fewer once adjacent
 * ranges of one country are merged) take a few MB, where objects per range would take tens. IPv6 keeps the upper 64
 * bits of each bound: registries hand out /64 or larger blocks, so the lower half never decides the country.
 */
interface Ranges<T extends Uint32Array | BigUint64Array> {
  starts: T;
  ends: T;
  /** Two ASCII letters packed in 16 bits. */
  codes: Uint16Array;
}

const pack = (code: string) => (code.charCodeAt(0) << 8) | code.charCodeAt(1);
const unpack = (packed: number) => String.fromCharCode(packed >> 8, packed & 0xff);

/**
 * Builds the ranges from "start,end,CC" lines of decimal numbers, fed in chunks (a whole file read at once would
 * leave tens of MB of resident memory behind), merging adjacent ranges of one country.
 */
class RangeBuilder<T extends Uint32Array | BigUint64Array> {
  #starts: T;
  #ends: T;
  #codes: Uint16Array;
  #count = 0;
  #rest = "";
  readonly #make: (length: number) => T;
  readonly #bound: (decimal: string) => T[number];
  readonly #next: (value: T[number]) => T[number];

  constructor(
    make: (length: number) => T,
    bound: (decimal: string) => T[number],
    next: (value: T[number]) => T[number],
  ) {
    this.#make = make;
    this.#bound = bound;
    this.#next = next;
    this.#starts = make(1 << 16);
    this.#ends = make(1 << 16);
    this.#codes = new Uint16Array(1 << 16);
  }

  add(chunk: string): void {
    const text = this.#rest + chunk;
    let lineStart = 0;
    for (let lineEnd = text.indexOf("\n"); lineEnd !== -1; lineEnd = text.indexOf("\n", lineStart)) {
      this.#line(text.slice(lineStart, lineEnd));
      lineStart = lineEnd + 1;
    }
    this.#rest = text.slice(lineStart);
  }

  #line(line: string): void {
    const [first, second, code] = line.trim().split(",");
    if (!first || !second || !code || !/^[A-Z]{2}$/.test(code)) return;
    const start = this.#bound(first);
    const end = this.#bound(second);
    const packed = pack(code);
    const last = this.#count - 1;
    if (last >= 0 && this.#codes[last] === packed && this.#next(this.#ends[last]!) >= start) {
      if (end > this.#ends[last]!) this.#ends[last] = end;
      return;
    }
    // A range starting inside the previous one (a /64 shared by two countries) keeps the earlier country.
    if (last >= 0 && start <= this.#ends[last]!) return;
    if (this.#count === this.#starts.length) this.#grow();
    this.#starts[this.#count] = start;
    this.#ends[this.#count] = end;
    this.#codes[this.#count] = packed;
    this.#count++;
  }

  #grow(): void {
    const length = this.#starts.length * 2;
    const starts = this.#make(length);
    const ends = this.#make(length);
    const codes = new Uint16Array(length);
    (starts as Uint32Array).set(this.#starts as Uint32Array);
    (ends as Uint32Array).set(this.#ends as Uint32Array);
    codes.set(this.#codes);
    [this.#starts, this.#ends, this.#codes] = [starts, ends, codes];
  }

  done(): Ranges<T> {
    if (this.#rest) this.#line(this.#rest);
    this.#rest = "";
    return {
      starts: this.#starts.slice(0, this.#count) as T,
      ends: this.#ends.slice(0, this.#count) as T,
      codes: this.#codes.slice(0, this.#count),
    };
  }
}

const ipv4Builder = () =>
  new RangeBuilder(
    (n) => new Uint32Array(n),
    Number,
    (value) => value + 1,
  );
const ipv6Builder = () =>
  new RangeBuilder(
    (n) => new BigUint64Array(n),
    (decimal) => BigInt(decimal) >> 64n,
    (value) => value + 1n,
  );

/** Addresses that belong to no country, whatever the data says (it places 192.168.0.0/16 in Australia). */
const notRouted = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const)
  notRouted.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of [
  ["::", 127],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const)
  notRouted.addSubnet(network, prefix, "ipv6");

function find<T extends Uint32Array | BigUint64Array>(ranges: Ranges<T>, value: T[number]): string | null {
  let low = 0;
  let high = ranges.starts.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if (ranges.starts[middle]! <= value) low = middle + 1;
    else high = middle - 1;
  }
  // `high` is the last range starting at or before the value.
  return high >= 0 && ranges.ends[high]! >= value ? unpack(ranges.codes[high]!) : null;
}

/** The IPv4 address as a 32-bit number. */
function ipv4Number(address: string): number {
  const [a, b, c, d] = address.split(".").map(Number);
  return ((a! << 24) >>> 0) + (b! << 16) + (c! << 8) + d!;
}

/** The upper 64 bits of an IPv6 address (its network part); an IPv4-mapped address is read as IPv4 instead. */
function ipv6High(address: string): bigint {
  const [head = "", tail] = address.split("::");
  const headGroups = head === "" ? [] : head.split(":");
  const tailGroups = tail === undefined || tail === "" ? [] : tail.split(":");
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill("0"), ...tailGroups];
  let high = 0n;
  for (const group of groups.slice(0, 4)) high = (high << 16n) | BigInt(Number.parseInt(group, 16) || 0);
  return high;
}

export class CountryTable {
  readonly #ipv4: Ranges<Uint32Array>;
  readonly #ipv6: Ranges<BigUint64Array>;

  constructor(ipv4: Ranges<Uint32Array>, ipv6: Ranges<BigUint64Array>) {
    this.#ipv4 = ipv4;
    this.#ipv6 = ipv6;
  }

  /** A table from the CSV texts (tests). */
  static fromCsv(ipv4Csv: string, ipv6Csv: string): CountryTable {
    const [ipv4, ipv6] = [ipv4Builder(), ipv6Builder()];
    ipv4.add(ipv4Csv);
    ipv6.add(ipv6Csv);
    return new CountryTable(ipv4.done(), ipv6.done());
  }

  /** How many ranges the table holds (IPv4, IPv6). */
  get size(): { ipv4: number; ipv6: number } {
    return { ipv4: this.#ipv4.starts.length, ipv6: this.#ipv6.starts.length };
  }

  /** The ISO 3166-1 alpha-2 code of the address's country; null for a private, reserved or unknown address. */
  lookup(address: string): string | null {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    const plain = mapped ? mapped[1]! : address;
    if (isIPv4(plain)) {
      return notRouted.check(plain, "ipv4") ? null : find(this.#ipv4, ipv4Number(plain));
    }
    const bare = plain.replace(/%.*$/, "");
    if (isIPv6(bare)) return notRouted.check(bare, "ipv6") ? null : find(this.#ipv6, ipv6High(bare));
    return null;
  }
}

let loading: Promise<CountryTable> | undefined;

/** The table of the installed package, read once per process (about a second; some 7 MB kept). */
export function loadCountryTable(): Promise<CountryTable> {
  loading ??= (async () => {
    const require = createRequire(import.meta.url);
    const read = async <T extends Uint32Array | BigUint64Array>(file: string, builder: RangeBuilder<T>) => {
      for await (const chunk of createReadStream(require.resolve(file), {
        encoding: "latin1",
        highWaterMark: 256 * 1024,
      }))
        builder.add(chunk as string);
      return builder.done();
    };
    return new CountryTable(await read(IPV4_FILE, ipv4Builder()), await read(IPV6_FILE, ipv6Builder()));
  })();
  return loading;
}
