import { describe, expect, it } from "vitest";
import { drawField, type ArtSubject } from "./field.ts";
import { placesIn } from "./places.ts";

const subject: ArtSubject = {
  name: "article-example",
  sources: [{ domain: "Agriculture", at: [36.8, -1.3], rings: 6, nodes: 4 }],
  month: 3,
  day: 14,
};

describe("field maps", () => {
  it("draw the same bytes for the same subject, and other bytes for another name", () => {
    expect(drawField(subject, "card", "light")).toBe(drawField(subject, "card", "light"));
    expect(drawField({ ...subject, name: "article-other" }, "card", "light")).not.toBe(
      drawField(subject, "card", "light"),
    );
  });

  it("draw a light and a dark card and a hero, each a sized SVG with one amber signal", () => {
    const light = drawField(subject, "card", "light");
    const dark = drawField(subject, "card", "dark");
    const hero = drawField(subject, "hero", "band");
    expect(light).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="480" height="300" viewBox="0 0 960 600">/,
    );
    expect(hero).toMatch(/viewBox="0 0 1600 640"/);
    expect(light).not.toBe(dark);
    expect(light.match(/fill="#e8941a"/g)).toHaveLength(2);
    expect(dark.match(/fill="#f8c66a"/g)).toHaveLength(2);
  });

  it("give each figure its ring: more reading minutes, more rings", () => {
    const rings = (count: number) =>
      (
        drawField({ ...subject, sources: [{ ...subject.sources[0]!, rings: count }] }, "card", "light").match(
          /<path d="M[^"]*z"/g,
        ) ?? []
      ).length;
    expect(rings(7)).toBeGreaterThan(rings(4));
  });

  it("find the places a text names, once each, as whole words", () => {
    expect(placesIn("Hubs in Nairobi, Bogotá and Nairobi again", "Kenyan farms")).toEqual([
      [36.8, -1.3],
      [-74.1, 4.7],
    ]);
  });
});
