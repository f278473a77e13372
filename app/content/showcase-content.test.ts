import { describe, expect, it } from "vitest";
import { aiModels } from "./ai-models.ts";
import { articles } from "./articles.ts";
import { ALL, parseTopicCategory, topicCategories } from "./categories.ts";
import { datasets } from "./datasets.ts";
import { upcomingEvents } from "./events.ts";
import { pages } from "./pages.ts";
import { pastEvents } from "./past-events.ts";
import {
  companyFacts,
  explainerVideos,
  interviews,
  mediaContacts,
  projectBriefs,
  visualAssetCategories,
} from "./press.ts";
import { projects } from "./projects.ts";
import { publications } from "./publications.ts";
import { reports } from "./reports.ts";
import { researchCategories } from "./research-categories.ts";
import { serviceProcess, services } from "./services.ts";
import { webinarSeries } from "./webinars.ts";
import { whitepapers } from "./whitepapers.ts";

// Counts, labels and link targets from SPEC §2, §3 and §9.
describe("Projects content", () => {
  it("has the SPEC's six filter categories in order", () => {
    expect(topicCategories).toEqual([
      "Agriculture",
      "Climate",
      "Urban Systems",
      "Genomics",
      "Nutrition",
      "Public Health",
    ]);
    expect(parseTopicCategory("Climate")).toBe("Climate");
    expect(parseTopicCategory("climate")).toBe(ALL);
    expect(parseTopicCategory(null)).toBe(ALL);
  });

  it("has six projects, each with every Project field and an external https link", () => {
    expect(projects).toHaveLength(6);
    for (const project of projects) {
      expect(project.title && project.subtitle && project.description && project.impact).toBeTruthy();
      expect(project.features.length).toBeGreaterThan(0);
      expect(project.link).toMatch(/^https:\/\//);
    }
    expect(new Set(projects.map((project) => project.category)).size).toBe(6);
  });

  it("links only the nutrition project to /services/nutritional-health", () => {
    expect(projects.filter((project) => project.internalLink)).toEqual([
      expect.objectContaining({ category: "Nutrition", internalLink: "/services/nutritional-health" }),
    ]);
  });
});

describe("Services content", () => {
  it("has five services whose links are the five service routes", () => {
    expect(services.map((service) => service.link)).toEqual([
      "/services/bioai-platform",
      "/services/nutritional-health",
      "/services/genomic-data",
      "/services/decentralized-governance",
      "/services/precision-agtech",
    ]);
    for (const service of services) {
      expect(service.title).toBe(pages[service.pageKey].title);
      expect(service.differentiators.length).toBeGreaterThanOrEqual(3);
      expect(service.deliverables.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("has the four process steps named in SPEC §2", () => {
    expect(serviceProcess.map((step) => step.title)).toEqual([
      "Discovery and Assessment",
      "Custom Solution Design",
      "Implementation and Integration",
      "Optimization and Support",
    ]);
  });
});

describe("Insights content", () => {
  it("has six articles in the Projects categories and three PDF whitepapers", () => {
    expect(articles).toHaveLength(6);
    for (const article of articles) {
      expect(topicCategories).toContain(article.category);
      expect(article.content.length).toBeGreaterThan(0);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(new Set(articles.map((article) => article.slug)).size).toBe(6);
    expect(whitepapers).toHaveLength(3);
    for (const paper of whitepapers)
      expect(paper.link).toMatch(/^\/assets\/pdfs\/whitepapers\/[a-z-]+\.pdf$/);
  });
});

describe("Events content", () => {
  it("has three upcoming events with the three SPEC status labels and external registration links", () => {
    expect(upcomingEvents).toHaveLength(3);
    expect(upcomingEvents.map((event) => event.status).sort()).toEqual([
      "Early Bird Registration",
      "Invitation Only",
      "Registration Open",
    ]);
    for (const event of upcomingEvents) expect(event.registrationLink).toMatch(/^https:\/\//);
  });

  it("mentions the SPEC §9 figures: 1000+ and 500+ attendees and the $100,000 prize", () => {
    const text = JSON.stringify(upcomingEvents);
    expect(text).toContain("1000+");
    expect(text).toContain("500+");
    expect(text).toContain("$100,000");
  });

  it("has three webinar series and three past events with outcomes", () => {
    expect(webinarSeries).toHaveLength(3);
    expect(pastEvents).toHaveLength(3);
    for (const event of pastEvents) expect(event.outcomes.length).toBeGreaterThan(0);
  });
});

describe("Research Center content", () => {
  it("uses the SPEC categories and labels datasets Open Access or Restricted", () => {
    expect(researchCategories).toEqual(["Genomics", "Nutrition", "Agriculture", "Health"]);
    const accesses = new Set(datasets.map((dataset) => dataset.access));
    expect([...accesses].sort()).toEqual(["Open Access", "Restricted"]);
  });

  it("has realistic items in every tab, each in a known category", () => {
    for (const items of [datasets, reports, aiModels, publications]) {
      expect(items.length).toBeGreaterThanOrEqual(4);
      for (const item of items) expect(researchCategories).toContain(item.category);
    }
    expect(publications.some((publication) => publication.impact === "High Impact")).toBe(true);
  });
});

describe("Press Kit content", () => {
  it("has the SPEC §9 company facts", () => {
    expect(companyFacts.map((fact) => `${fact.figure} ${fact.label}`)).toEqual([
      "2020 Founded",
      "5 Continents",
      "12 Research centres",
      "150+ Team members",
      "25 Pilot countries",
      "50+ Research partnerships",
      "15 Open-source repositories",
      "75+ Publications",
    ]);
  });

  it("has six briefs, three interviews (Written, Video, Podcast), three videos, six asset categories, two contacts", () => {
    expect(projectBriefs).toHaveLength(6);
    expect(interviews.map((interview) => interview.type)).toEqual(["Written", "Video", "Podcast"]);
    expect(explainerVideos).toHaveLength(3);
    expect(visualAssetCategories).toHaveLength(6);
    expect(mediaContacts).toHaveLength(2);
  });
});
