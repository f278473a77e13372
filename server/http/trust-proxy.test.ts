import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";
import { fastifyTrustProxy, trustedProxyAddresses } from "./trust-proxy.ts";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("TRUST_PROXY", () => {
  it("is off by default and with false, 0 or no", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    for (const value of ["false", "0", "no"])
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(false);
  });

  it("takes a hop count or a list of addresses and CIDR ranges", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback" }).trustProxy).toEqual([
      "127.0.0.1",
      "10.0.0.0/8",
      "::1",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses true with one line that names the alternatives", () => {
    for (const value of ["true", "yes", "TRUE"]) {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY must not be true: that trusts every hop/);
      expect(problems[0]).toContain("TRUST_PROXY=1");
      expect(problems[0]).toContain("TRUST_PROXY=127.0.0.1");
    }
  });

  it("refuses what is neither a count nor addresses", () => {
    for (const value of ["proxy.example.org", "10.0.0.0/33", "1.2.3", "11", ","]) {
      const problems = problemsOf({ TRUST_PROXY: value });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^TRUST_PROXY must be a hop count from 0 to 10 or a comma-separated list/);
    }
  });

  it("a hop count trusts exactly that many hops, nearest first", () => {
    const trust = fastifyTrustProxy(1);
    expect(typeof trust).toBe("function");
    if (typeof trust !== "function") return;
    expect(trust("127.0.0.1", 0)).toBe(true);
    expect(trust("203.0.113.9", 1)).toBe(false);
    expect(fastifyTrustProxy(0)).toBe(false);
  });

  it("lists the addresses of a list, named ranges included, and none for a hop count", () => {
    const list = trustedProxyAddresses(["10.0.0.0/8", "loopback", "2001:db8::7"]);
    expect(list.check("10.1.2.3", "ipv4")).toBe(true);
    expect(list.check("127.0.0.1", "ipv4")).toBe(true);
    expect(list.check("::1", "ipv6")).toBe(true);
    expect(list.check("2001:db8::7", "ipv6")).toBe(true);
    expect(list.check("192.0.2.1", "ipv4")).toBe(false);
    expect(trustedProxyAddresses(1).check("127.0.0.1", "ipv4")).toBe(false);
  });
});
