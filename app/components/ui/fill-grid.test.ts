import { describe, expect, it } from "vitest";
import { fillGridItem } from "./fill-grid.ts";

const spans = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    Number(/lg:col-span-(\d)/.exec(fillGridItem(index, count))![1]),
  );

describe("fillGridItem", () => {
  it("fills every row of six tracks from three cards up: no hole in the last row", () => {
    for (let count = 3; count <= 12; count++) {
      let row = 0;
      for (const span of spans(count)) row = (row + span) % 6;
      expect(row, `${count} cards`).toBe(0);
    }
    expect(spans(5)).toEqual([2, 2, 2, 3, 3]);
  });

  it("lets an odd card out span both columns of the two-column grid", () => {
    expect(fillGridItem(4, 5)).toContain("md:col-span-2");
    expect(fillGridItem(3, 4)).not.toContain("md:col-span-2");
  });
});
