import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { jobs } from "./jobs.ts";
import { jobSchema } from "./schema.ts";

// Invariants of the job files in content/jobs/, whatever positions are open today.
describe("job postings", () => {
  it("are the files in content/jobs/, each file name a job id", () => {
    expect(jobs.map((job) => `${job.id}.md`).sort()).toEqual(fs.readdirSync("content/jobs").sort());
  });

  it("have unique ids and titles", () => {
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length);
    expect(new Set(jobs.map((job) => job.title)).size).toBe(jobs.length);
  });

  it("each carry every field of a job posting, valid by the content rules", () => {
    for (const job of jobs) {
      expect(jobSchema.safeParse(job).success, job.id).toBe(true);
      for (const field of ["title", "department", "location", "type", "experience", "description"] as const) {
        expect(job[field].trim(), `${job.id}: ${field}`).not.toBe("");
      }
      expect(job.requirements.length, `${job.id}: requirements`).toBeGreaterThan(0);
      expect(job.responsibilities.length, `${job.id}: responsibilities`).toBeGreaterThan(0);
    }
  });

  it("state an annual salary range in US dollars, lower figure first, and a significant or competitive equity label", () => {
    for (const job of jobs) {
      const [low, high] = job.salary.split("–").map((figure) => Number(figure.replace(/[$,]/g, "")));
      expect(low, job.id).toBeLessThan(high!);
      expect(job.equity, job.id).toMatch(/^(Significant|Competitive) equity$/);
    }
  });
});

describe("the job rules", () => {
  const valid = {
    id: "a-job",
    order: 10,
    title: "A job",
    department: "A department",
    location: "Remote / Global",
    type: "Full-time",
    experience: "Senior",
    description: "What the job is.",
    requirements: ["One"],
    responsibilities: ["Two"],
    salary: "$90,000–$140,000",
    equity: "Competitive equity",
    datePosted: "2026-11-02",
    validThrough: "2027-01-31",
  };

  it("accept a complete job and refuse a reversed salary range, another equity label, a missing list or dates out of order", () => {
    expect(jobSchema.safeParse(valid).success).toBe(true);
    expect(jobSchema.safeParse({ ...valid, salary: "$140,000–$90,000" }).success).toBe(false);
    // One dash for ranges: a hyphen between the figures is refused.
    expect(jobSchema.safeParse({ ...valid, salary: "$90,000 - $140,000" }).success).toBe(false);
    expect(jobSchema.safeParse({ ...valid, salary: "90k-140k" }).success).toBe(false);
    expect(jobSchema.safeParse({ ...valid, equity: "Some equity" }).success).toBe(false);
    expect(jobSchema.safeParse({ ...valid, requirements: [] }).success).toBe(false);
    expect(jobSchema.safeParse({ ...valid, salry: "typo" }).success).toBe(false);
    expect(jobSchema.safeParse({ ...valid, validThrough: "2026-11-01" }).success).toBe(false);
    expect(jobSchema.safeParse({ ...valid, datePosted: "2026-02-30" }).success).toBe(false);
  });
});
