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

  it("refuses paths that become protocol-relative once dot-segments and percent-encoding are resolved", () => {
    for (const value of [
      "/..//evil.example/x",
      "/.//evil.example/x",
      "/./..//evil.example",
      "/%2e%2e//evil.example/x",
      "/%2E%2E//evil.example/x",
      "/%2e//evil.example/x",
      "/a/..//evil.example",
      "/%2F/evil.example",
      "/%252F/evil.example",
      "/%25252e%25252e//evil.example",
      "/%2F%2Fevil.example",
      "/..%2F/evil.example",
    ]) {
      expect(safeReturnPath(value), value).toBe("/");
    }
  });

  it("refuses backslash variants, raw or percent-encoded", () => {
    for (const value of [
      "/\\evil.example",
      "/..\\evil.example",
      "/.\\/evil.example",
      "/%5Cevil.example",
      "/%5c%5cevil.example",
      "/..%5C%5Cevil.example",
      "/%255Cevil.example",
      "/%2e%2e/%5Cevil.example",
    ]) {
      expect(safeReturnPath(value), value).toBe("/");
    }
  });

  it("keeps ordinary paths that contain dots or encoded characters", () => {
    expect(safeReturnPath("/insights/../careers")).toBe("/careers");
    expect(safeReturnPath("/research?q=gen%C3%B3mica")).toBe("/research?q=gen%C3%B3mica");
  });

  it("does not send a person back to the login or register page", () => {
    expect(safeReturnPath("/login")).toBe("/");
    expect(safeReturnPath("/register/")).toBe("/");
    expect(safeReturnPath("/login?from=/x")).toBe("/");
    expect(safeReturnPath("/%6cogin")).toBe("/");
    expect(safeReturnPath("/verify-email")).toBe("/verify-email");
  });
});
