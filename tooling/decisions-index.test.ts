import fs from "node:fs";
import { describe, expect, it } from "vitest";

// docs/decisions/README.md is the index of every decision: a new ADR without its line, or a line naming a file
// that is gone, fails here rather than drifting unnoticed.
const folder = "docs/decisions";
const files = fs.readdirSync(folder).filter((name) => /^\d{4}-.+\.md$/.test(name));
const index = fs.readFileSync(`${folder}/README.md`, "utf8");
const linked = [...index.matchAll(/\]\((\d{4}-[^)]+\.md)\)/g)].map((match) => match[1]);

describe("the decisions index", () => {
  it("links every decision once, in number order", () => {
    expect(linked).toEqual([...files].sort());
  });

  it("names no file that does not exist", () => {
    expect(linked.filter((name) => !files.includes(name!))).toEqual([]);
  });
});
