import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CountryTable, countryDataVersion, loadCountryTable, parseCountryTable } from "./country.ts";

// 1.0.0.0-1.0.0.255 AU, 1.0.1.0-1.0.3.255 CN, 1.0.4.0-1.0.7.255 JP in two adjacent ranges (merged), a gap, then
// 1.0.9.0-1.0.9.255 AU.
const IPV4 =
  "16777216,16777471,AU\n16777472,16778239,CN\n16778240,16778495,JP\n16778496,16779263,JP\n16779520,16779775,AU";
// 2001:200::/32 AU (its upper 64 bits 0x2001020000000000..0x20010200ffffffff), 2001:4860::/32 US.
const IPV6 = [
  `${0x2001_0200_0000_0000n << 64n},${(0x2001_0200_ffff_ffffn << 64n) | 0xffff_ffff_ffff_ffffn},AU`,
  `${0x2001_4860_0000_0000n << 64n},${(0x2001_4860_ffff_ffffn << 64n) | 0xffff_ffff_ffff_ffffn},US`,
].join("\r\n");

describe("the address-to-country table", () => {
  let table: CountryTable;
  beforeAll(async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-country-"));
    fs.writeFileSync(path.join(folder, "ipv4.csv"), IPV4);
    fs.writeFileSync(path.join(folder, "ipv6.csv"), IPV6);
    table = await CountryTable.fromFiles(path.join(folder, "ipv4.csv"), path.join(folder, "ipv6.csv"));
    fs.rmSync(folder, { recursive: true });
  });

  it("finds an address's range by bisection, at either bound and inside, and nothing in a gap", () => {
    expect(table.lookup("1.0.0.0")).toBe("AU");
    expect(table.lookup("1.0.0.255")).toBe("AU");
    expect(table.lookup("1.0.1.0")).toBe("CN");
    expect(table.lookup("1.0.3.255")).toBe("CN");
    expect(table.lookup("1.0.5.7")).toBe("JP");
    expect(table.lookup("1.0.7.255")).toBe("JP");
    expect(table.lookup("1.0.8.0")).toBeNull();
    expect(table.lookup("1.0.9.0")).toBe("AU");
    expect(table.lookup("0.255.255.255")).toBeNull();
    expect(table.lookup("255.255.255.254")).toBeNull();
    // Adjacent ranges of one country are one.
    expect(table.size).toEqual({ ipv4: 4, ipv6: 2 });
  });

  it("reads IPv6 by its network half, IPv4-mapped addresses as IPv4, and nothing else", () => {
    expect(table.lookup("2001:200::1")).toBe("AU");
    expect(table.lookup("2001:200:ffff:ffff:ffff:ffff:ffff:ffff")).toBe("AU");
    expect(table.lookup("2001:4860:4860::8888")).toBe("US");
    expect(table.lookup("2001:4861::1")).toBeNull();
    expect(table.lookup("::ffff:1.0.1.1")).toBe("CN");
    expect(table.lookup("fe80::1%eth0")).toBeNull();
    for (const junk of ["", "not an address", "1.0.0", "1.0.0.256", "2001:::1"])
      expect(table.lookup(junk)).toBeNull();
  });

  it("knows real addresses in the installed database, and no private or reserved one", async () => {
    const installed = await loadCountryTable();
    expect(installed.size.ipv4).toBeGreaterThan(100_000);
    expect(installed.size.ipv6).toBeGreaterThan(50_000);
    expect(installed.lookup("81.2.69.142")).toBe("GB");
    expect(installed.lookup("8.8.8.8")).toBe("US");
    expect(installed.lookup("2a00:1450:4001:82a::200e")).toBe("IE");
    expect(installed.lookup("2001:4860:4860::8888")).toBe("US");
    for (const local of ["127.0.0.1", "10.0.0.1", "172.16.5.4", "192.168.1.1", "100.64.0.1", "169.254.1.1"])
      expect(installed.lookup(local)).toBeNull();
    for (const local of ["::1", "fe80::1", "fd00::1", "2001:db8::1", "::ffff:192.168.0.1"])
      expect(installed.lookup(local)).toBeNull();
  });

  it("answers the same from the build's binary copy as from the package's files, and refuses another version's", async () => {
    const parsed = await parseCountryTable();
    const version = countryDataVersion();
    // Read back from a Buffer as the server reads the file, whose memory is its own ArrayBuffer.
    const bytes = Buffer.from(parsed.toBytes(version));
    const copy = CountryTable.fromBytes(
      new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.length)),
      version,
    );
    expect(copy?.size).toEqual(parsed.size);
    const addresses = [
      "81.2.69.142",
      "8.8.8.8",
      "1.1.1.1",
      "2a00:1450:4001:82a::200e",
      "2001:4860:4860::8888",
      "10.0.0.1",
    ];
    // Addresses spread over the whole space, so every part of each array is compared.
    for (let i = 0; i < 2_000; i++) {
      const n = Math.floor((i / 2_000) * 2 ** 32);
      addresses.push([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join("."));
      addresses.push(`2${(i % 0xfff).toString(16).padStart(3, "0")}:${(i * 37).toString(16)}::1`);
    }
    for (const address of addresses) expect(copy!.lookup(address), address).toBe(parsed.lookup(address));
    expect(addresses.filter((address) => parsed.lookup(address) !== null).length).toBeGreaterThan(1_000);

    expect(CountryTable.fromBytes(bytes, `${version}-other`)).toBeUndefined();
    expect(CountryTable.fromBytes(bytes.subarray(0, bytes.length - 2), version)).toBeUndefined();
    expect(CountryTable.fromBytes(new Uint8Array(16), version)).toBeUndefined();
  });
});
