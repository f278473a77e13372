import { describe, expect, it } from "vitest";
import { countInWords, withCount } from "./count-in-words.ts";

describe("counts in words", () => {
  it("spells one to twelve and keeps larger numbers in digits", () => {
    expect(countInWords(1)).toBe("one");
    expect(countInWords(8)).toBe("eight");
    expect(countInWords(12)).toBe("twelve");
    expect(countInWords(42)).toBe("42");
  });

  it("fills {count}, capitalised only at the start of the text", () => {
    expect(withCount("{count} open positions", 8)).toBe("Eight open positions");
    expect(withCount("The same {count}-stage method", 4)).toBe("The same four-stage method");
    expect(withCount("{count} projects", 13)).toBe("13 projects");
    expect(withCount("No placeholder", 3)).toBe("No placeholder");
  });
});
