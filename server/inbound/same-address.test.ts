import { describe, expect, it } from "vitest";
import { normalAddress, sameAddress } from "./same-address.ts";

describe("sameAddress", () => {
  it("ignores case, spaces, brackets and a trailing dot", () => {
    expect(sameAddress("Bob@Example.org", " <bob@EXAMPLE.ORG.> ")).toBe(true);
    expect(normalAddress("< Bob@Example.org >")).toBe("bob@example.org");
  });

  it("compares Unicode in one form, and an internationalised domain in either spelling", () => {
    expect(sameAddress("jos\u00e9@example.org", "jose\u0301@example.org")).toBe(true);
    expect(sameAddress("ana@b\u00fccher.example", "ana@xn--bcher-kva.example")).toBe(true);
  });

  it("tells different mailboxes apart", () => {
    expect(sameAddress("bob@example.org", "mallory@evil.test")).toBe(false);
    expect(sameAddress("bob@example.org", "bob@example.org.evil.test")).toBe(false);
    expect(sameAddress("bob+x@example.org", "bob@example.org")).toBe(false);
    expect(sameAddress("bob@example.org", "bob@example.com")).toBe(false);
  });
});
