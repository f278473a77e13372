import { describe, expect, it } from "vitest";
import { spamReason } from "./spam-check.ts";

describe("spamReason", () => {
  const human = { formStartedAt: 1_000, formSentAt: 20_000 };

  it("finds nothing in a browser submission filled at a person's pace", () => {
    expect(spamReason({ ...human, website: "" }, 3_000)).toBeUndefined();
    expect(spamReason(human, 3_000)).toBeUndefined();
  });

  it("finds nothing in a body with only the documented fields (any HTTP client)", () => {
    expect(spamReason({ email: "a@example.org" }, 3_000)).toBeUndefined();
    expect(spamReason({}, 3_000)).toBeUndefined();
    expect(spamReason({ website: null }, 3_000)).toBeUndefined();
  });

  it("names a filled honeypot", () => {
    expect(spamReason({ ...human, website: "http://spam.example" }, 3_000)).toBe(
      "the hidden honeypot field was filled",
    );
    expect(spamReason({ website: "x" }, 0)).toBe("the hidden honeypot field was filled");
  });

  it("names a form sent faster than the minimum fill time", () => {
    expect(spamReason({ formStartedAt: 1_000, formSentAt: 2_500 }, 3_000)).toBe(
      "sent 1500 ms after the form was shown",
    );
  });

  it("names timing fields that are not two numbers", () => {
    expect(spamReason({ formStartedAt: "1000", formSentAt: 9_000 }, 3_000)).toBe(
      "the form timing fields were not two numbers",
    );
    expect(spamReason({ formSentAt: 9_000 }, 3_000)).toBe("the form timing fields were not two numbers");
  });

  it("skips the fill-time check when it is turned off", () => {
    expect(spamReason({ formStartedAt: 1_000, formSentAt: 1_001 }, 0)).toBeUndefined();
  });
});
