import { describe, expect, it } from "vitest";
import { aiModels, datasets, publications, reports } from "../../content/research.ts";
import {
  filterResearch,
  parseCategory,
  parseTab,
  researchItemsFrom,
  researchTabs,
} from "./research-items.ts";

const researchItems = researchItemsFrom({ datasets, reports, aiModels, publications });

describe("Research Center items", () => {
  it("has the four tabs in their fixed order, Datasets first and default", () => {
    expect(researchTabs.map((tab) => tab.label)).toEqual([
      "Datasets",
      "Reports",
      "AI Models",
      "Publications",
    ]);
    expect(parseTab(null)).toBe("datasets");
    expect(parseTab("publications")).toBe("publications");
    expect(parseTab("nonsense")).toBe("datasets");
    expect(parseCategory("Health")).toBe("Health");
    expect(parseCategory("health")).toBe("All");
  });

  it("gives every item its own page, under its kind", () => {
    for (const [tab, section] of [
      ["datasets", "datasets"],
      ["reports", "reports"],
      ["models", "models"],
      ["publications", "publications"],
    ] as const) {
      for (const item of researchItems[tab]) expect(item.href).toBe(`/research/${section}/${item.id}`);
    }
  });

  it("offers a download only for Open Access datasets, and an access request for Restricted ones", () => {
    for (const item of researchItems.datasets) {
      const open = item.badges.includes("Open Access");
      expect(Boolean(item.download), item.id).toBe(open);
      expect(item.restricted, item.id).toBe(!open);
    }
  });

  it("filters case-insensitively by title, description and other fields", () => {
    const datasets = researchItems.datasets;
    expect(filterResearch(datasets, "", "All")).toHaveLength(datasets.length);
    expect(filterResearch(datasets, "WASTEWATER", "All").map((item) => item.id)).toEqual([
      "sentinel-wastewater-series",
    ]);
    // "Kenya" only appears in a description; "46 TB" only in a size field.
    expect(filterResearch(datasets, "kenya", "All").map((item) => item.id)).toEqual([
      "living-soils-observations",
    ]);
    expect(filterResearch(datasets, "46 tb", "All").map((item) => item.id)).toEqual([
      "community-genomes-individual",
    ]);
    expect(filterResearch(researchItems.publications, "diallo", "All")).toHaveLength(2);
  });

  it("narrows by category, and combines category and search", () => {
    const genomics = filterResearch(researchItems.datasets, "", "Genomics");
    expect(genomics.length).toBeGreaterThan(0);
    expect(genomics.every((item) => item.category === "Genomics")).toBe(true);
    expect(filterResearch(researchItems.datasets, "restricted", "Genomics").map((item) => item.id)).toEqual([
      "community-genomes-individual",
    ]);
    expect(filterResearch(researchItems.datasets, "wastewater", "Agriculture")).toEqual([]);
  });
});
