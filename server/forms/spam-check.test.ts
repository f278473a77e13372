import { describe, expect, it } from "vitest";
import { looksAutomated } from "./spam-check.ts";

describe("looksAutomated", () => {
  const human = { formStartedAt: 1_000, formSentAt: 20_000 };
  it("lets a normal submission through", () => {
    expect(looksAutomated({ ...human, website: "" }, 3_000)).toBe(false);
    expect(looksAutomated(human, 3_000)).toBe(false);
  });

  it("catches a filled honeypot", () => {
    expect(looksAutomated({ ...human, website: "http://spam.example" }, 3_000)).toBe(true);
    expect(looksAutomated({ website: "x" }, 0)).toBe(true);
  });

  it("catches a form sent faster than the minimum fill time, or without timestamps", () => {
    expect(looksAutomated({ formStartedAt: 1_000, formSentAt: 2_500 }, 3_000)).toBe(true);
    expect(looksAutomated({}, 3_000)).toBe(true);
    expect(looksAutomated({ formStartedAt: "1000", formSentAt: 9_000 }, 3_000)).toBe(true);
  });

  it("skips the timing check when it is turned off", () => {
    expect(looksAutomated({}, 0)).toBe(false);
  });
});
