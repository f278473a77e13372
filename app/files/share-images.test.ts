import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { pages } from "../content/pages.ts";
import { renderShareImage, sectionOf, themeColours } from "./share-images.ts";

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe("share images", () => {
  const colours = themeColours(fs.readFileSync("app/app.css", "utf8"));

  it("take their colours from the app's design tokens", () => {
    expect(colours["brand-900"]).toMatch(/^#[0-9a-f]{6}$/i);
    expect(colours["accent-400"]).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it("name the navigation section a page sits in", () => {
    expect(sectionOf("/events")).toBe("Resources");
    expect(sectionOf("/services/genomic-data")).toBe("Services");
    expect(sectionOf("/contact")).toBeUndefined();
  });

  it("render a 1200×630 PNG", async () => {
    const png = await renderShareImage(pages.serviceGovernance, colours);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });
});
