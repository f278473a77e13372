import { describe, expect, it } from "vitest";
import { addressGroup, rateLimitKey } from "./client-address.ts";

describe("addressGroup", () => {
  it("keeps IPv4 addresses and maps IPv4-mapped IPv6 to IPv4", () => {
    expect(addressGroup("192.0.2.7")).toBe("192.0.2.7");
    expect(addressGroup("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(addressGroup("::FFFF:c000:207")).toBe("192.0.2.7");
  });

  it("groups IPv6 addresses by /64", () => {
    expect(addressGroup("2001:db8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:2:ffff:eeee:dddd:cccc")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:0db8:0001:0002:0000:0000:0000:0009")).toBe("2001:db8:1:2::/64");
    expect(addressGroup("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
    expect(addressGroup("::1")).toBe("0:0:0:0::/64");
    expect(addressGroup("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressGroup("64:ff9b::192.0.2.7")).toBe("64:ff9b:0:0::/64");
  });

  it("leaves other text alone", () => {
    expect(addressGroup("not an address")).toBe("not an address");
  });
});

describe("rateLimitKey", () => {
  it("replaces the address a key ends with by its group", () => {
    expect(rateLimitKey("form:contact:2001:db8:1:2::99")).toBe("form:contact:2001:db8:1:2::/64");
    expect(rateLimitKey("login-failures:ip:::ffff:203.0.113.5")).toBe("login-failures:ip:203.0.113.5");
    expect(rateLimitKey("register:ip:203.0.113.5")).toBe("register:ip:203.0.113.5");
    expect(rateLimitKey("form:subscription-link:::1")).toBe("form:subscription-link:0:0:0:0::/64");
  });

  it("leaves keys without an address alone", () => {
    expect(rateLimitKey("login-failures:account:ada@example.org")).toBe(
      "login-failures:account:ada@example.org",
    );
    expect(rateLimitKey("mail:daily:12")).toBe("mail:daily:12");
  });
});
