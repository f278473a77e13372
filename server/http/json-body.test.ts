import { describe, expect, it } from "vitest";
import { jsonDepth, wellFormedValue } from "./json-body.ts";

describe("jsonDepth", () => {
  it("counts nesting of arrays and objects, not brackets inside strings", () => {
    expect(jsonDepth('{"a":1}')).toBe(1);
    expect(jsonDepth('{"a":[{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonDepth("[".repeat(5000) + "]".repeat(5000))).toBe(5000);
    expect(jsonDepth('"plain"')).toBe(0);
  });
});

describe("wellFormedValue", () => {
  it("replaces every lone surrogate, in keys and nested values, with U+FFFD, and leaves well-formed text as it is", () => {
    const value = {
      "k\ud800": ["a\udc00b", { deep: "\ud83d" }],
      pair: "\ud83d\ude00",
      n: 1,
      none: null,
    };
    expect(wellFormedValue(value)).toEqual({
      "k\ufffd": ["a\ufffdb", { deep: "\ufffd" }],
      pair: "\ud83d\ude00",
      n: 1,
      none: null,
    });
    const clean = { a: ["b", { c: "d" }] };
    expect(wellFormedValue(clean)).toBe(clean);
  });
});
