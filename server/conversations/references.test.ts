import { describe, expect, it } from "vitest";
import { REFERENCE_PATTERN } from "../../contract/conversations.ts";
import { newReference, referenceInSubject } from "./references.ts";

describe("newReference", () => {
  it("draws six characters of Crockford's base 32 after VC-", () => {
    expect(newReference(() => 0)).toBe("VC-000000");
    expect(newReference(() => 31)).toBe("VC-ZZZZZZ");
    for (let i = 0; i < 200; i++) expect(newReference()).toMatch(REFERENCE_PATTERN);
  });
});

describe("referenceInSubject", () => {
  it("finds the reference in a reply's subject", () => {
    expect(referenceInSubject("Re: We received your message: Soil data [VC-7K3Q9M]")).toBe("VC-7K3Q9M");
    expect(referenceInSubject("AW: about VC-7K3Q9M, again")).toBe("VC-7K3Q9M");
  });

  it("reads a retyped one kindly: any case, O for zero, I and L for one", () => {
    expect(referenceInSubject("my reference is vc-7k3q9m")).toBe("VC-7K3Q9M");
    expect(referenceInSubject("VC-O1IL2A")).toBe("VC-01112A");
  });

  it("ignores what is not one", () => {
    expect(referenceInSubject("Hello")).toBeUndefined();
    expect(referenceInSubject("XVC-7K3Q9M")).toBeUndefined();
    expect(referenceInSubject("VC-7K3Q9MX")).toBeUndefined();
    expect(referenceInSubject("VC-UUUUUU")).toBeUndefined();
  });
});
