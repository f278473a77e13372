import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path.ts";

describe("safeReturnPath", () => {
  it("keeps a path on this site with its query and hash", () => {
    expect(safeReturnPath("/careers")).toBe("/careers");
    expect(safeReturnPath("/projects?category=Climate#top")).toBe("/projects?category=Climate#top");
    expect(safeReturnPath("/services/genomic-data")).toBe("/services/genomic-data");
  });

  it("falls back to / when there is nothing to return to", () => {
    expect(safeReturnPath(null)).toBe("/");
    expect(safeReturnPath(undefined)).toBe("/");
    expect(safeReturnPath("")).toBe("/");
  });

  it("refuses other sites in every disguise", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "evil.example",
      "/\t/evil.example",
      "/%0a/evil",
    ]) {
      const result = safeReturnPath(value);
      expect(result.startsWith("/")).toBe(true);
      expect(result.startsWith("//")).toBe(false);
      expect(new URL(result, "https://site.example").origin).toBe("https://site.example");
    }
    expect(safeReturnPath("//evil.example/path")).toBe("/");
    expect(safeReturnPath("https://evil.example/")).toBe("/");
  });

  it("does not send a person back to the login or register page", () => {
    expect(safeReturnPath("/login")).toBe("/");
    expect(safeReturnPath("/register/")).toBe("/");
    expect(safeReturnPath("/login?from=/x")).toBe("/");
  });
});
