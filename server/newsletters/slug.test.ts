import { describe, expect, it } from "vitest";
import { editionSlug } from "./slug.ts";

describe("editionSlug", () => {
  it("is the day and the subject's words, without accents or punctuation", () => {
    expect(editionSlug("2026-11-30", "Field notes: Ünïcode & soil — №3!", new Set())).toBe(
      "2026-11-30-field-notes-unicode-soil-no3",
    );
  });

  it("numbers a second edition of the same name on the same day", () => {
    const taken = new Set(["2026-11-30-news", "2026-11-30-news-2"]);
    expect(editionSlug("2026-11-30", "News", taken)).toBe("2026-11-30-news-3");
  });

  it("names an edition whose subject has no letters", () => {
    expect(editionSlug("2026-11-30", "🌱 🌱", new Set())).toBe("2026-11-30-edition");
  });

  it("keeps long subjects short, never ending on a dash", () => {
    const slug = editionSlug("2026-11-30", "a ".repeat(100), new Set());
    expect(slug.length).toBeLessThanOrEqual(11 + 60);
    expect(slug.endsWith("-")).toBe(false);
  });
});
