import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { applicationSchema, jobIds } from "./job-ids.ts";

describe("the positions the server accepts", () => {
  it("are the job files in content/jobs/, in the careers page's order", () => {
    expect([...jobIds].sort()).toEqual(
      fs
        .readdirSync("content/jobs")
        .map((name) => name.replace(/\.md$/, ""))
        .sort(),
    );
  });

  it("are the only positions an application may name", () => {
    const position = (value: string) => applicationSchema.shape.position.safeParse(value).success;
    for (const id of jobIds) expect(position(id), id).toBe(true);
    expect(position("astronaut")).toBe(false);
  });
});
