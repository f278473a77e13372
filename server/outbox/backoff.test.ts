import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./backoff.ts";

describe("retryDelayMs", () => {
  const rule = { baseMs: 1_000, maxMs: 60_000 };
  it("doubles from the base and stops at the maximum", () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 7, 8, 50].map((attempt) => retryDelayMs(attempt, rule, middle))).toEqual([
      1_000, 2_000, 4_000, 8_000, 60_000, 60_000, 60_000,
    ]);
  });

  it("stays within ±20 % of the nominal delay", () => {
    expect(retryDelayMs(1, rule, () => 0)).toBe(800);
    expect(retryDelayMs(1, rule, () => 1)).toBe(1_200);
  });
});
