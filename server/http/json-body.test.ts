import { describe, expect, it } from "vitest";
import { jsonDepth } from "./json-body.ts";

describe("jsonDepth", () => {
  it("counts nesting of arrays and objects, not brackets inside strings", () => {
    expect(jsonDepth('{"a":1}')).toBe(1);
    expect(jsonDepth('{"a":[{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{\\"]]]"}')).toBe(1);
    expect(jsonDepth("[".repeat(5000) + "]".repeat(5000))).toBe(5000);
    expect(jsonDepth('"plain"')).toBe(0);
  });
});
