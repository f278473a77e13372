import { content } from "./load.ts";
import { describe, expect, it } from "vitest";
import { aiImpact, aiMethodologies, aiTechnologies } from "./ai-center.ts";
import { benefits } from "./benefits.ts";
import { departments } from "./departments.ts";
import { faq } from "./faq.ts";
import { featuredInitiatives } from "./featured-initiatives.ts";
import { homeInitiatives, initiatives } from "./initiatives.ts";
import { complianceStandards, governanceFeatures, legalDisclaimer, treatyMembership } from "./legal.ts";
import { formatLegalDate } from "./legal-documents.ts";
import { factFigure, statFigure } from "./company.ts";
import { milestones } from "./milestones.ts";
import { offices } from "./offices.ts";
import { pages } from "./pages.ts";
import { partners } from "./partners.ts";
import { pillars } from "./pillars.ts";
import { site } from "./site.ts";
import { team } from "./team.ts";
import { values } from "./values.ts";

const homeCopy = content().pageCopy.home;

// Invariants of the organisation pages' content: what the pages rely on, not today's titles or counts.

const unique = (values: readonly string[]) => new Set(values).size === values.length;
const sitePaths = new Set<string>(Object.values(pages).map((page) => page.path));

describe("Home", () => {
  it("sends its hero actions to pages of this site and shows only initiatives of the Vision page", () => {
    for (const action of homeCopy.hero.actions) expect(sitePaths).toContain(action.to);
    expect(homeCopy.stats.figures.length).toBeGreaterThan(0);
    expect(homeInitiatives.length).toBeGreaterThan(0);
    for (const initiative of homeInitiatives) expect(initiatives).toContain(initiative);
  });

  it("links its stat tiles and initiative cards to pages of this site, and their anchors exist", () => {
    const anchors: Record<string, readonly string[]> = {
      "/featured-initiatives": featuredInitiatives.map((initiative) => initiative.id),
      "/vision": initiatives.map((initiative) => initiative.id),
    };
    const links = [
      ...homeCopy.stats.figures.map((figure) => figure.to),
      ...initiatives.map((item) => item.detail),
    ];
    for (const link of links) {
      const [path = "", anchor] = link.split("#");
      expect(sitePaths).toContain(path);
      if (anchor) expect(anchors[path]).toContain(anchor);
    }
  });
});

describe("Vision and AI Center", () => {
  it("have pillars, initiatives, technologies and methodologies with distinct titles", () => {
    for (const items of [pillars, initiatives, aiTechnologies, aiMethodologies]) {
      expect(items.length).toBeGreaterThan(0);
      expect(unique(items.map((item) => item.title))).toBe(true);
    }
    expect(unique(initiatives.map((initiative) => initiative.id))).toBe(true);
    expect(aiImpact.length).toBeGreaterThan(0);
  });
});

describe("Featured Initiatives", () => {
  it("gives each initiative an anchor id, features and impact figures", () => {
    expect(unique(featuredInitiatives.map((initiative) => initiative.id))).toBe(true);
    for (const initiative of featuredInitiatives) {
      expect(initiative.features.length).toBeGreaterThan(0);
      expect(initiative.impact.length).toBeGreaterThan(0);
    }
  });
});

describe("Company", () => {
  it("has values, leaders with expertise and partners", () => {
    expect(values.length).toBeGreaterThan(0);
    expect(partners.length).toBeGreaterThan(0);
    for (const member of team) expect(member.expertise.length).toBeGreaterThan(0);
  });

  it("has a timeline of distinct years in order", () => {
    const years = milestones.map((milestone) => milestone.year);
    expect(years).toEqual([...years].sort((a, b) => a - b));
    expect(new Set(years).size).toBe(years.length);
  });

  it("tells the pilot countries one way: 12 running now on Home, of the key fact's 25 that have hosted one", () => {
    const pilotCountries = factFigure("Pilot countries");
    const home = homeCopy.stats.figures.find((stat) => stat.label === "countries in pilot programs")!;
    expect(statFigure(home)).toBe("12");
    expect(home.context).toContain(`of the ${pilotCountries} countries`);
    const texts = [
      ...content().pageCopy.company.story.paragraphs,
      ...milestones.map((milestone) => milestone.description),
    ].join(" ");
    const mentioned = [...texts.matchAll(/(\d+) countries/g)].map((match) => match[1]);
    expect(mentioned.length).toBeGreaterThan(0);
    expect(new Set(mentioned)).toEqual(new Set([pilotCountries]));
  });
});

describe("Careers and Contact", () => {
  it("have benefits, offices and FAQ entries with distinct titles and topics", () => {
    expect(unique(benefits.map((benefit) => benefit.title))).toBe(true);
    expect(unique(offices.map((office) => office.kind))).toBe(true);
    expect(unique(faq.map((item) => item.topic))).toBe(true);
  });

  it("show only the site's own department addresses, on the reserved .example domain", () => {
    const addresses = Object.values(site.emails) as string[];
    for (const department of departments) expect(addresses).toContain(department.email);
    for (const email of addresses) expect(email).toMatch(/@[a-z.]+\.example$/);
  });
});

describe("Legal and Compliance", () => {
  it("has standards, a treaty membership, governance features and a disclaimer", () => {
    expect(complianceStandards.length).toBeGreaterThan(0);
    expect(treatyMembership.title.trim()).not.toBe("");
    expect(governanceFeatures.length).toBeGreaterThan(0);
    expect(legalDisclaimer.trim()).not.toBe("");
  });

  it("formats dates in English regardless of time zone", () => {
    expect(formatLegalDate("2025-01-15")).toBe("15 January 2025");
    expect(formatLegalDate("2024-11-05")).toBe("5 November 2024");
  });
});
