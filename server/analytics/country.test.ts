import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { CountryTable, loadCountryTable } from "./country.ts";

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
});
