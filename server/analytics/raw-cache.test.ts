import { describe, expect, it } from "vitest";
import { LARGE_RAW_EVENTS, LARGE_RAW_FRESH_MS, RawCache } from "./raw-cache.ts";

describe("the dashboard's cache of raw aggregates", () => {
  let clock = 0;
  const cache = () =>
    new RawCache<number>(
      (events) => events,
      () => clock,
    );

  it("computes a small aggregate on every load", async () => {
    const small = cache();
    let computed = 0;
    const compute = async () => ++computed;
    await small.get("today", compute);
    await small.get("today", compute);
    expect(computed).toBe(2);
  });

  it("serves a large one, refreshes it in the background once older, and shares one computation", async () => {
    const large = cache();
    let computed = 0;
    let events = LARGE_RAW_EVENTS;
    const compute = async () => {
      computed += 1;
      return events++;
    };
    const [first, second] = await Promise.all([large.get("today", compute), large.get("today", compute)]);
    expect([first, second, computed]).toEqual([LARGE_RAW_EVENTS, LARGE_RAW_EVENTS, 1]);
    clock += LARGE_RAW_FRESH_MS - 1;
    expect(await large.get("today", compute)).toBe(LARGE_RAW_EVENTS);
    clock += 2;
    // Stale: the held value is answered at once, and the refresh is under way.
    expect(await large.get("today", compute)).toBe(LARGE_RAW_EVENTS);
    expect(computed).toBe(2);
    await Promise.resolve();
    expect(await large.get("today", compute)).toBe(LARGE_RAW_EVENTS + 1);
  });
});
