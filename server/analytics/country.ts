import fs from "node:fs";
import { open } from "node:fs/promises";
import { createRequire } from "node:module";
import { BlockList, isIPv4, isIPv6 } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

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

const unpack = (packed: number) => String.fromCharCode(packed >> 8, packed & 0xff);

const TWO_32 = 2 ** 32;
const CHUNK = 256 * 1024;

/** Calls `take` with each chunk of the file, through one buffer (no allocation per chunk). */
async function eachChunk(file: string, take: (bytes: Uint8Array) => void): Promise<void> {
  const handle = await open(file);
  try {
    const buffer = new Uint8Array(CHUNK);
    for (;;) {
      const { bytesRead } = await handle.read(buffer, 0, CHUNK, null);
      if (bytesRead === 0) return;
      take(buffer.subarray(0, bytesRead));
    }
  } finally {
    await handle.close();
  }
}

/**
 * Reads a "start,end,CC" file of decimal numbers into arrays sized once (a first pass counts its lines), from
 * bytes, with no string or BigInt per line: reading the files as text, or growing the arrays, left some 40 MB of
 * resident memory behind after the garbage was collected. An IPv6 bound keeps its upper 64 bits, written through the
 * two 32-bit halves of a BigUint64Array (little-endian). Adjacent ranges of one country are then merged in place.
 */
async function readRanges<T extends Uint32Array | BigUint64Array>(
  file: string,
  make: (length: number) => T,
): Promise<Ranges<T>> {
  let lines = 1;
  await eachChunk(file, (bytes) => {
    for (let i = 0; i < bytes.length; i++) if (bytes[i] === 10) lines++;
  });
  const starts = make(lines);
  const ends = make(lines);
  const codes = new Uint16Array(lines);
  const wide = starts instanceof BigUint64Array;
  const startWords = new Uint32Array(starts.buffer);
  const endWords = new Uint32Array(ends.buffer);
  let count = 0;
  // The number being read in four 32-bit limbs, most significant first; the field (0 start, 1 end, 2 country).
  let [l0, l1, l2, l3] = [0, 0, 0, 0];
  let field = 0;
  let code = 0;
  let bad = false;
  const endField = () => {
    const words = field === 0 ? startWords : field === 1 ? endWords : undefined;
    if (words && wide) {
      words[2 * count] = l1;
      words[2 * count + 1] = l0;
    } else if (words) words[count] = l3;
    [l0, l1, l2, l3] = [0, 0, 0, 0];
    field++;
  };
  const endLine = () => {
    if (field === 2 && !bad && code > 0xff && code <= 0xffff) codes[count++] = code;
    [l0, l1, l2, l3] = [0, 0, 0, 0];
    field = 0;
    code = 0;
    bad = false;
  };
  await eachChunk(file, (bytes) => {
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!;
      if (byte >= 48 && byte <= 57 && field < 2) {
        // value × 10 + digit, carried through the limbs.
        let value = l3 * 10 + byte - 48;
        l3 = value % TWO_32;
        value = l2 * 10 + Math.floor(value / TWO_32);
        l2 = value % TWO_32;
        value = l1 * 10 + Math.floor(value / TWO_32);
        l1 = value % TWO_32;
        l0 = (l0 * 10 + Math.floor(value / TWO_32)) % TWO_32;
      } else if (byte === 44) endField();
      else if (byte === 10) endLine();
      else if (field === 2 && byte >= 65 && byte <= 90) code = (code << 8) | byte;
      else if (byte !== 13) bad = true;
    }
  });
  if (field > 0) endLine();
  // Merge adjacent ranges of one country; a range starting inside the previous one (a /64 shared by two
  // countries) keeps the earlier country.
  const one = (wide ? 1n : 1) as T[number];
  let kept = 0;
  for (let i = 0; i < count; i++) {
    const last = kept - 1;
    if (last >= 0 && codes[last] === codes[i] && (ends[last]! as number) + (one as number) >= starts[i]!) {
      if (ends[i]! > ends[last]!) ends[last] = ends[i]!;
    } else if (last < 0 || starts[i]! > ends[last]!) {
      starts[kept] = starts[i]!;
      ends[kept] = ends[i]!;
      codes[kept] = codes[i]!;
      kept++;
    }
  }
  return {
    starts: starts.subarray(0, kept) as T,
    ends: ends.subarray(0, kept) as T,
    codes: codes.subarray(0, kept),
  };
}

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

/** The upper 64 bits of an IPv6 address (its network part). */
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

  /** The table of two files like the package's (tests). */
  static async fromFiles(ipv4File: string, ipv6File: string): Promise<CountryTable> {
    return new CountryTable(
      await readRanges(ipv4File, (n) => new Uint32Array(n)),
      await readRanges(ipv6File, (n) => new BigUint64Array(n)),
    );
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

  /**
   * The table as one block of bytes, for the build to write (tooling/country-table.ts): a header (FORMAT, the data
   * package's version, the two counts), then the arrays as they are in memory, each aligned to its element size. In
   * this machine's byte order, as the build runs where the server does.
   */
  toBytes(version: string): Uint8Array {
    const [n4, n6] = [this.#ipv4.starts.length, this.#ipv6.starts.length];
    const bytes = new Uint8Array(HEADER_BYTES + n4 * 10 + n6 * 18);
    const header = new DataView(bytes.buffer);
    bytes.set(Buffer.from(FORMAT, "latin1"), 0);
    bytes.set(Buffer.from(version.padEnd(VERSION_BYTES).slice(0, VERSION_BYTES), "latin1"), FORMAT.length);
    header.setUint32(FORMAT.length + VERSION_BYTES, n4, true);
    header.setUint32(FORMAT.length + VERSION_BYTES + 4, n6, true);
    let offset = HEADER_BYTES;
    for (const array of [
      this.#ipv6.starts,
      this.#ipv6.ends,
      this.#ipv4.starts,
      this.#ipv4.ends,
      this.#ipv4.codes,
      this.#ipv6.codes,
    ]) {
      bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), offset);
      offset += array.byteLength;
    }
    return bytes;
  }

  /**
   * The table written by toBytes, as views on `bytes` (nothing parsed, nothing copied); undefined when the bytes are
   * not such a table or were made from another version of the data.
   */
  static fromBytes(bytes: Uint8Array, version: string): CountryTable | undefined {
    if (bytes.byteLength < HEADER_BYTES || bytes.byteOffset % 8 !== 0) return undefined;
    if (Buffer.from(bytes.subarray(0, FORMAT.length)).toString("latin1") !== FORMAT) return undefined;
    const stored = Buffer.from(bytes.subarray(FORMAT.length, FORMAT.length + VERSION_BYTES)).toString(
      "latin1",
    );
    if (stored.trimEnd() !== version) return undefined;
    const header = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
    const n4 = header.getUint32(FORMAT.length + VERSION_BYTES, true);
    const n6 = header.getUint32(FORMAT.length + VERSION_BYTES + 4, true);
    if (bytes.byteLength !== HEADER_BYTES + n4 * 10 + n6 * 18) return undefined;
    let offset = bytes.byteOffset + HEADER_BYTES;
    const take = <T>(
      make: (buffer: ArrayBufferLike, at: number, length: number) => T,
      length: number,
      size: number,
    ) => {
      const array = make(bytes.buffer, offset, length);
      offset += length * size;
      return array;
    };
    const v6Starts = take((b, at, n) => new BigUint64Array(b, at, n), n6, 8);
    const v6Ends = take((b, at, n) => new BigUint64Array(b, at, n), n6, 8);
    const v4Starts = take((b, at, n) => new Uint32Array(b, at, n), n4, 4);
    const v4Ends = take((b, at, n) => new Uint32Array(b, at, n), n4, 4);
    const v4Codes = take((b, at, n) => new Uint16Array(b, at, n), n4, 2);
    const v6Codes = take((b, at, n) => new Uint16Array(b, at, n), n6, 2);
    return new CountryTable(
      { starts: v4Starts, ends: v4Ends, codes: v4Codes },
      { starts: v6Starts, ends: v6Ends, codes: v6Codes },
    );
  }
}

// The binary table's header: FORMAT, the data's version padded to VERSION_BYTES, then two 32-bit counts. 48 bytes,
// so the 64-bit arrays that follow start aligned.
const FORMAT = "verdant-country-table-1\n";
const VERSION_BYTES = 16;
const HEADER_BYTES = 48;

/** Where the build writes the table (tooling/country-table.ts). */
export const COUNTRY_TABLE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../build/country-table.bin",
);

/** The version of the installed data package: a table built from another one is not used. */
export function countryDataVersion(): string {
  const require = createRequire(import.meta.url);
  return (require(`${PACKAGE}/package.json`) as { version: string }).version;
}

/** The table read from the package's two CSV files (about a second of parsing, and some 900 MB of garbage). */
export async function parseCountryTable(): Promise<CountryTable> {
  const require = createRequire(import.meta.url);
  return CountryTable.fromFiles(require.resolve(IPV4_FILE), require.resolve(IPV6_FILE));
}

let loading: Promise<CountryTable> | undefined;

/**
 * The table, once per process: the build's binary copy when it was made from the installed data (a read of some
 * 7 MB), else parsed from the package's files. Parsing made V8 grow its heap by 20-30 MB that an idle server kept.
 */
export function loadCountryTable(): Promise<CountryTable> {
  loading ??= (async () => {
    try {
      const bytes = await fs.promises.readFile(COUNTRY_TABLE_FILE);
      const table = CountryTable.fromBytes(bytes, countryDataVersion());
      if (table) return table;
    } catch {
      // No build yet (tests of a fresh clone, `npm run dev`): parsed below.
    }
    return parseCountryTable();
  })();
  return loading;
}
