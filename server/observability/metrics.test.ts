import { describe, expect, it } from "vitest";
import { limiterName } from "./metrics.ts";

describe("limiterName", () => {
  it("drops the client address a key ends with, IPv4 or IPv6", () => {
    expect(limiterName("form:contact:203.0.113.5")).toBe("form:contact");
    expect(limiterName("form:contact:2001:db8::1")).toBe("form:contact");
    expect(limiterName("form:subscription-link:::1")).toBe("form:subscription-link");
    expect(limiterName("register:ip:::ffff:203.0.113.5")).toBe("register:ip");
  });

  it("drops the account id or hash a key ends with", () => {
    expect(limiterName("account-data:0b6f9e62-2d0f-4a4e-9a57-1f3c8d2b7e10")).toBe("account-data");
    expect(limiterName("new-device-notice:42")).toBe("new-device-notice");
  });

  it("keeps a key of one part", () => {
    expect(limiterName("global")).toBe("global");
  });
});
