import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readContent } from "./load.ts";

// The Research Center's items are files: an editor adds a paper by adding content/publications/<slug>.md, and
// `npm run content:check` (the same reader as the build) names the file and the field of each mistake.

const paper = (fields: string) => `---
title: Soil moisture memory and maize yield in rain-fed smallholder systems
${fields}
kind: Journal article
venue: Agricultural and Forest Meteorology
citations: 0
impact: Emerging
category: Agriculture
abstract: Soil moisture in the four weeks before flowering explained more of the variation in maize yield than seasonal rainfall totals.
---

## Key findings

Moisture before flowering mattered most.
`;

describe("research items as files", () => {
  let root: string;
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  function withPaper(text: string): string {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-research-"));
    fs.cpSync("content", path.join(root, "content"), { recursive: true });
    fs.writeFileSync(path.join(root, "content/publications/soil-moisture-memory.md"), text);
    return root;
  }

  /** What `npm run content:check` prints for a copy of the content, and its exit status. */
  function contentCheck(copy: string): { status: number; output: string } {
    try {
      const output = execFileSync(process.execPath, ["tooling/check-content.ts", copy], {
        encoding: "utf8",
        stdio: "pipe",
      });
      return { status: 0, output };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { status: failed.status, output: failed.stderr };
    }
  }

  it("takes a new paper from its file alone: page, list and citations follow", () => {
    const copy = withPaper(
      paper(`authors:
  - given: Wanjiru
    family: Kamau
    team: wanjiru-kamau
  - given: Mateo
    family: Álvarez
    team: mateo-alvarez
date: 2025-03-04`),
    );
    const added = readContent(copy).publications.find((each) => each.slug === "soil-moisture-memory");
    expect(added).toMatchObject({ kind: "Journal article", pdf: false, date: "2025-03-04" });
    expect(added?.sections).toEqual([
      { heading: "Key findings", paragraphs: ["Moisture before flowering mattered most."] },
    ]);
    expect(contentCheck(copy)).toMatchObject({ status: 0 });
  });

  it("names the file and the field of each mistake in a new paper", () => {
    const copy = withPaper(
      paper(`authors:
  - given: Wanjiru
  - given: Mateo
    family: Álvarez
    team: mateo-alvares
date: 2025-02-30
doi: https://doi.org/10.5555/verdant.wp.2025.02
journal: Agricultural and Forest Meteorology`),
    );
    const { status, output } = contentCheck(copy);
    expect(status).toBe(1);
    const file = "content/publications/soil-moisture-memory.md";
    expect(output.split("\n").filter((line) => line.startsWith("  "))).toEqual([
      `  ${file}: authors.0.family is missing`,
      `  ${file}: date is not a real date`,
      `  ${file}: doi must be a DOI such as 10.5555/verdant.wp.2025.01, without https://doi.org/`,
      `  ${file}: unknown field "journal" (misspelt, or not shown by the site)`,
    ]);
  });

  it("checks across files: a team entry and a model's training data must exist", () => {
    const copy = withPaper(
      paper(`authors:
  - given: Mateo
    family: Álvarez
    team: mateo-alvares
date: 2025-03-04`),
    );
    const model = path.join(copy, "content/models/soilsense.md");
    fs.writeFileSync(
      model,
      fs.readFileSync(model, "utf8").replace("  - living-soils-observations", "  - living-soil-observations"),
    );
    const { output } = contentCheck(copy);
    expect(output).toContain(
      "content/publications/soil-moisture-memory.md: authors.0.team names mateo-alvares, which is not a file in content/team/",
    );
    expect(output).toContain(
      "content/models/soilsense.md: trainingData.0 names living-soil-observations, which is not a file in content/datasets/",
    );
  });

  it("asks for the team entry of an author who has one, so their byline links to it", () => {
    const copy = withPaper(
      paper(`authors:
  - given: Amina
    family: Diallo
date: 2025-03-04`),
    );
    const { status, output } = contentCheck(copy);
    expect(status).toBe(1);
    expect(output).toContain(
      "content/publications/soil-moisture-memory.md: authors.0 is Amina Diallo, who has a team entry: add team: amina-diallo",
    );
  });

  it("refuses a download for a Restricted dataset and none for an Open Access one", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "verdant-research-"));
    fs.cpSync("content", path.join(root, "content"), { recursive: true });
    const dataset = path.join(root, "content/datasets/crop-stress-imagery.md");
    const text = fs.readFileSync(dataset, "utf8");
    fs.writeFileSync(dataset, text.replace(/^distribution:\n(?: {2,}.*\n)+/m, ""));
    const { output } = contentCheck(root);
    expect(output).toContain(
      "content/datasets/crop-stress-imagery.md: distribution needs at least one download for an Open Access dataset",
    );
  });
});
