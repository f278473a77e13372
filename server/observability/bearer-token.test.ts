import { describe, expect, it } from "vitest";
import { bearerMatches } from "./bearer-token.ts";

describe("bearerMatches", () => {
  const token = "b".repeat(64);

  it("takes the token after Bearer, in any case of the scheme", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });

  it("refuses anything else", () => {
    expect(bearerMatches(undefined, token)).toBe(false);
    expect(bearerMatches("", token)).toBe(false);
    expect(bearerMatches("Bearer ", token)).toBe(false);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(`Basic ${token}`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token.slice(1)}`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token} extra`, token)).toBe(false);
  });
});
