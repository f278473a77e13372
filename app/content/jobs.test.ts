import { describe, expect, it } from "vitest";
import { jobIds } from "../../contract/careers.ts";
import { countInWords, jobs } from "./jobs.ts";

// SPEC §3 Job posting and §9 salary ranges.
const expectedSalaries: Record<string, string> = {
  "genomic-systems-architect": "$120,000 - $180,000",
  "nutritional-ai-engineer": "$90,000 - $140,000",
  "disease-risk-modeler": "$100,000 - $160,000",
  "environmental-data-strategist": "$80,000 - $120,000",
  "blockchain-developer": "$100,000 - $150,000",
  "ai-researcher": "$110,000 - $170,000",
  "climate-scientist": "$90,000 - $130,000",
  "bioethics-specialist": "$100,000 - $160,000",
};

describe("job postings", () => {
  it("are the eight positions of the contract, in its order", () => {
    expect(jobs.map((job) => job.id)).toEqual([...jobIds]);
    expect(jobs).toHaveLength(8);
  });

  it("have the titles their ids name", () => {
    expect(jobs.map((job) => job.title)).toEqual([
      "Genomic Systems Architect",
      "Nutritional AI Engineer",
      "Disease Risk Modeler",
      "Environmental Data Strategist",
      "Blockchain Developer",
      "AI Researcher",
      "Climate Scientist",
      "Bioethics Specialist",
    ]);
  });

  it("are all Remote / Global, Full-time, Senior or Mid-Senior", () => {
    for (const job of jobs) {
      expect(job.location).toBe("Remote / Global");
      expect(job.type).toBe("Full-time");
      expect(["Senior", "Mid-Senior"]).toContain(job.experience);
    }
  });

  it("carry the salary ranges of SPEC §9 and a significant or competitive equity label", () => {
    for (const job of jobs) {
      expect(job.salary).toBe(expectedSalaries[job.id]);
      expect(job.equity).toMatch(/^(Significant|Competitive) equity$/);
    }
  });

  it("have every field a card shows filled in", () => {
    for (const job of jobs) {
      expect(job.department.length).toBeGreaterThan(0);
      expect(job.description.length).toBeGreaterThan(40);
      expect(job.requirements.length).toBeGreaterThanOrEqual(3);
      expect(job.responsibilities.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("states the count in words for the heading: eight, not nine", () => {
    expect(countInWords(jobs.length)).toBe("Eight");
    expect(countInWords(1)).toBe("One");
    expect(countInWords(42)).toBe("42");
  });
});
