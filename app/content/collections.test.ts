import { describe, expect, it } from "vitest";
import { articles } from "./articles.ts";
import { topicCategories } from "./categories.ts";
import { companyFacts } from "./company.ts";
import { upcomingEvents } from "./events.ts";
import { jobs } from "./jobs.ts";
import { legalDocuments, termsDocument, termsDocumentId } from "./legal-documents.ts";
import { pages } from "./pages.ts";
import { pastEvents } from "./past-events.ts";
import { formatMonth } from "../../contract/format-date.ts";
import { explainerVideos, interviews, mediaContacts, projectBriefs, visualAssetCategories } from "./press.ts";
import { projects } from "./projects.ts";
import {
  articleSchema,
  companyFactSchema,
  explainerVideoSchema,
  interviewSchema,
  legalDocumentSchema,
  mediaContactSchema,
  pastEventSchema,
  projectSchema,
  teamMemberSchema,
  upcomingEventSchema,
  visualAssetCategorySchema,
  webinarSeriesSchema,
} from "./schema.ts";
import { site } from "./site.ts";
import { team } from "./team.ts";
import { webinarSeries } from "./webinars.ts";

// Invariants of the content collections (content/, read by app/content/load.ts). They hold for any
// set of entries: nothing here pins today's titles or counts.

const today = new Date().toISOString().slice(0, 10);
const unique = (values: readonly string[]) => new Set(values).size === values.length;
const sitePaths = new Set<string>(Object.values(pages).map((page) => page.path));

describe("every collection", () => {
  const collections: [string, readonly object[], { safeParse: (value: unknown) => { success: boolean } }][] =
    [
      ["upcoming events", upcomingEvents, upcomingEventSchema],
      ["past events", pastEvents, pastEventSchema],
      ["webinar series", webinarSeries, webinarSeriesSchema],
      // The files as written: an article names its author's file, a project's description is its story's start.
      ["articles", articles.map((article) => ({ ...article, author: article.author.slug })), articleSchema],
      ["projects", projects.map(({ description: _description, ...file }) => file), projectSchema],
      ["team", team, teamMemberSchema],
      ["legal documents", legalDocuments, legalDocumentSchema],
      ["interviews", interviews, interviewSchema],
      ["explainer videos", explainerVideos, explainerVideoSchema],
      ["visual asset categories", visualAssetCategories, visualAssetCategorySchema],
      ["media contacts", mediaContacts, mediaContactSchema],
      ["company facts", companyFacts, companyFactSchema],
    ];

  it.each(collections)("%s: has entries, each valid by its rules", (_name, entries, schema) => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(schema.safeParse(entry).success, JSON.stringify(entry)).toBe(true);
  });

  it("ids and slugs are unique within their collection", () => {
    for (const ids of [
      upcomingEvents.map((event) => event.slug),
      pastEvents.map((event) => event.slug),
      articles.map((article) => article.slug),
      projects.map((project) => project.slug),
      team.map((member) => member.slug),
      legalDocuments.map((document) => document.id),
      interviews.map((interview) => interview.slug),
      explainerVideos.map((video) => video.slug),
      visualAssetCategories.map((asset) => asset.slug),
      companyFacts.map((fact) => fact.label),
    ]) {
      expect(unique(ids), ids.join(", ")).toBe(true);
    }
  });

  it("write only the site's own email addresses", () => {
    const addresses = new Set<string>(Object.values(site.emails));
    const everything = JSON.stringify([
      jobs,
      upcomingEvents,
      pastEvents,
      webinarSeries,
      articles,
      projects,
      team,
      legalDocuments,
      interviews,
      mediaContacts,
    ]);
    for (const [address] of everything.matchAll(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g)) {
      expect(addresses, address).toContain(address);
    }
  });
});

describe("dates", () => {
  it("list upcoming events by their first day, and say that day in their date label", () => {
    const dates = upcomingEvents.map((event) => event.date);
    expect(dates).toEqual([...dates].sort());
    for (const event of upcomingEvents) {
      const day = new Date(`${event.date}T00:00:00Z`);
      const month = day.toLocaleDateString("en-GB", { month: "long", timeZone: "UTC" });
      expect(event.dateLabel, event.slug).toContain(String(day.getUTCFullYear()));
      expect(event.dateLabel, event.slug).toContain(month);
      expect(event.dateLabel, event.slug).toMatch(new RegExp(`\\b${day.getUTCDate()}\\b`));
    }
  });

  it("list past events most recent first, none of them in the future", () => {
    const months = pastEvents.map((event) => event.date);
    expect(months).toEqual([...months].sort().reverse());
    for (const month of months) expect(month <= today.slice(0, 7), month).toBe(true);
    expect(formatMonth("2025-05")).toBe("May 2025");
  });

  it("date articles, interviews and legal documents no later than today", () => {
    for (const date of [
      ...articles.map((article) => article.date),
      ...interviews.map((interview) => interview.date),
      ...legalDocuments.map((document) => document.lastUpdated),
    ]) {
      expect(date <= today, date).toBe(true);
    }
  });
});

describe("links", () => {
  it("point from projects to pages of this site that exist", () => {
    for (const project of projects) {
      if (project.internalLink) expect(sitePaths, project.slug).toContain(project.internalLink);
    }
  });

  it("give every project a press brief and every project and event an https address", () => {
    expect(projectBriefs.map((brief) => brief.slug)).toEqual(projects.map((project) => project.slug));
    for (const url of [
      ...projects.map((project) => project.link),
      ...upcomingEvents.map((event) => event.registrationLink),
    ]) {
      expect(url).toMatch(/^https:\/\//);
    }
  });
});

describe("categories", () => {
  it("file every project and article under a category of the shared filter", () => {
    for (const item of [...projects, ...articles]) expect(topicCategories).toContain(item.category);
  });
});

describe("legal documents", () => {
  it("include the Terms and Conditions that /terms and registration show", () => {
    expect(termsDocument.id).toBe(termsDocumentId);
    expect(legalDocuments).toContain(termsDocument);
  });

  it("have at least one section, each with text", () => {
    for (const document of legalDocuments) {
      expect(document.sections.length, document.id).toBeGreaterThan(0);
      for (const section of document.sections)
        expect(section.paragraphs.length, section.heading).toBeGreaterThan(0);
    }
  });
});
