import { describe, expect, it } from "vitest";
import { ALL, parseTopicCategory, topicCategories } from "./categories.ts";
import { pages } from "./pages.ts";
import { aiModels, datasets, publications, reports } from "./research.ts";
import { researchCategories } from "./research-categories.ts";
import { serviceProcess, services } from "./services.ts";
import { whitepapers } from "./whitepapers.ts";

// Invariants of the showcase pages' typed content (services, research library, whitepapers): what the pages and the
// generated downloads rely on, not today's titles or counts.

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("the topic filter", () => {
  it("reads exactly a known category from the URL, anything else as All", () => {
    for (const category of topicCategories) expect(parseTopicCategory(category)).toBe(category);
    expect(parseTopicCategory(topicCategories[0].toLowerCase())).toBe(ALL);
    expect(parseTopicCategory(null)).toBe(ALL);
    expect(unique(topicCategories)).toBe(true);
  });
});

describe("Services content", () => {
  it("gives each service its own page, titled like the service, with differentiators, deliverables and a brochure", () => {
    expect(services.length).toBeGreaterThan(0);
    expect(unique(services.map((service) => service.link))).toBe(true);
    for (const service of services) {
      expect(service.link).toBe(pages[service.pageKey].path);
      expect(service.title).toBe(pages[service.pageKey].title);
      expect(service.differentiators.length).toBeGreaterThan(0);
      expect(service.deliverables.length).toBeGreaterThan(0);
      expect(service.brochure).toMatch(/^\/assets\/pdfs\/[a-z-]+-brochure\.pdf$/);
    }
  });

  it("has a process of distinct steps", () => {
    expect(serviceProcess.length).toBeGreaterThan(0);
    expect(unique(serviceProcess.map((step) => step.title))).toBe(true);
  });
});

describe("Insights whitepapers", () => {
  it("are PDFs under /assets/pdfs/whitepapers/ with unique slugs and valid dates", () => {
    expect(unique(whitepapers.map((paper) => paper.slug))).toBe(true);
    for (const paper of whitepapers) {
      expect(paper.link).toMatch(/^\/assets\/pdfs\/whitepapers\/[a-z-]+\.pdf$/);
      expect(Number.isNaN(Date.parse(paper.date))).toBe(false);
      expect(topicCategories).toContain(paper.category);
    }
  });
});

describe("Research Center content", () => {
  it("labels every dataset Open Access or Restricted", () => {
    for (const dataset of datasets) expect(["Open Access", "Restricted"]).toContain(dataset.access);
  });

  it("has items in every tab, each in a category of the select, with unique ids", () => {
    for (const items of [datasets, reports, aiModels, publications]) {
      expect(items.length).toBeGreaterThan(0);
      expect(unique(items.map((item) => item.slug))).toBe(true);
      for (const item of items) expect(researchCategories).toContain(item.category);
    }
  });
});
