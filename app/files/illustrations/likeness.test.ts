import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { itemSubjects } from "../../content/art-subjects.ts";
import { drawField, type ArtSubject } from "../../lib/art/field.ts";

// Two pictures of one category must be told apart at a glance: they share a colour and a ring form, so
// what tells them apart is where their ink is. Each light card is rendered small (resvg, as the brochures are),
// turned into a map of ink (how much darker than the paper each cell of a 48 by 30 grid is), and two maps are
// compared as a soft Jaccard distance: the ink they do not share over all their ink. 0 is the same picture, 1
// pictures with no ink in common.
const WIDTH = 240;
const CELL = 5;

function inkMap(svg: string): Float64Array {
  const image = new Resvg(svg, { fitTo: { mode: "width", value: WIDTH } }).render();
  const { width, pixels } = image;
  const columns = Math.floor(width / CELL);
  const rows = Math.floor(image.height / CELL);
  const ink = new Float64Array(columns * rows);
  for (let y = 0; y < rows * CELL; y++)
    for (let x = 0; x < columns * CELL; x++) {
      const at = (y * width + x) * 4;
      const light = (0.2126 * pixels[at]! + 0.7152 * pixels[at + 1]! + 0.0722 * pixels[at + 2]!) / 255;
      // The paper and its faintest marks (a wash, the dot grid) count for nothing: 0.92 is about the plate's tint.
      ink[Math.floor(y / CELL) * columns + Math.floor(x / CELL)]! +=
        Math.max(0, 0.92 - light) / 0.92 / CELL ** 2;
    }
  return ink;
}

function distance(a: Float64Array, b: Float64Array): number {
  let apart = 0;
  let all = 0;
  for (let index = 0; index < a.length; index++) {
    apart += Math.abs(a[index]! - b[index]!);
    all += a[index]! + b[index]!;
  }
  return apart / all;
}

/** The category a picture is drawn in: its first source's domain (an item's category, or what its words are about). */
const categoryOf = (subject: ArtSubject) => subject.sources[0]!.domain;

describe("pictures of one category", () => {
  it("are told apart at a glance: every two differ in at least 45 % of their ink", () => {
    const pictures = itemSubjects().map((subject) => ({
      name: subject.name,
      category: categoryOf(subject),
      ink: inkMap(drawField(subject, "card", "light")),
    }));
    const close: string[] = [];
    for (const [index, one] of pictures.entries())
      for (const other of pictures.slice(index + 1))
        if (one.category === other.category) {
          const apart = distance(one.ink, other.ink);
          if (apart < 0.45) close.push(`${one.name} and ${other.name}: ${apart.toFixed(2)}`);
        }
    expect(close, "pairs of one category that look alike").toEqual([]);
  });
});
