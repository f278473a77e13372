import { describe, expect, it } from "vitest";
import { jobs } from "../../content/jobs.ts";
import { breadcrumbs } from "./core.ts";
import { parseSalaryRange } from "./job-posting.ts";

describe("structured data helpers", () => {
  it("reads every listed salary range as numbers", () => {
    expect(parseSalaryRange("$120,000 - $180,000")).toEqual([120000, 180000]);
    expect(parseSalaryRange("Competitive")).toBeUndefined();
    for (const job of jobs) expect(parseSalaryRange(job.salary), job.id).toBeDefined();
  });

  it("builds the breadcrumb trail from the pages a path passes through", () => {
    const trail = breadcrumbs("/services/genomic-data");
    expect(trail?.itemListElement).toMatchObject([
      { position: 1, name: "Home" },
      { position: 2, name: "Services" },
      { position: 3, name: "Genomic Data Tokenization" },
    ]);
    expect(breadcrumbs("/")).toBeUndefined();
  });
});
