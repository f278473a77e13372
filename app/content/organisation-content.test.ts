import { describe, expect, it } from "vitest";
import { aiImpact, aiMethodologies, aiTechnologies } from "./ai-center.ts";
import { benefits } from "./benefits.ts";
import { companyFacts } from "./company.ts";
import { departments } from "./departments.ts";
import { faq } from "./faq.ts";
import { featuredInitiatives } from "./featured-initiatives.ts";
import { homeHero, homeStats } from "./home.ts";
import { homeInitiatives, initiatives } from "./initiatives.ts";
import { complianceStandards, governanceFeatures, legalDisclaimer, treatyMembership } from "./legal.ts";
import { formatLegalDate, legalDocuments } from "./legal-documents.ts";
import { milestones } from "./milestones.ts";
import { offices } from "./offices.ts";
import { partners } from "./partners.ts";
import { pillars } from "./pillars.ts";
import { site } from "./site.ts";
import { initialsOf, team } from "./team.ts";
import { values } from "./values.ts";

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

describe("Home (SPEC §2)", () => {
  it("has three hero actions: two to /featured-initiatives, one to /projects", () => {
    expect(homeHero.actions.map((action) => action.to)).toEqual([
      "/featured-initiatives",
      "/featured-initiatives",
      "/projects",
    ]);
  });
  it("shows the four key figures", () => {
    expect(homeStats.map((stat) => `${stat.figure} ${stat.label}`)).toEqual([
      "12 countries in pilot programs",
      "5 medical research centers",
      "30% disease reduction target",
      "25% metabolic risk decrease",
    ]);
  });
  it("shows four flagship initiatives out of the six", () => {
    expect(homeInitiatives).toHaveLength(4);
  });
});

describe("Vision (SPEC §2)", () => {
  it("has five pillars and six flagship initiatives with distinct titles", () => {
    expect(pillars).toHaveLength(5);
    expect(initiatives).toHaveLength(6);
    expect(new Set(initiatives.map((initiative) => initiative.title)).size).toBe(6);
  });
});

describe("AI Center (SPEC §2)", () => {
  it("has four technologies, four methodologies and the three impact figures", () => {
    expect(aiTechnologies).toHaveLength(4);
    expect(aiMethodologies).toHaveLength(4);
    expect(aiImpact.map((item) => `${item.figure} ${item.label}`)).toEqual([
      "50+ AI models deployed",
      "15 research partnerships",
      "1M+ data points analyzed",
    ]);
  });
});

describe("Featured Initiatives (SPEC §2)", () => {
  it("details the three named initiatives, each with features and impact", () => {
    expect(featuredInitiatives.map((initiative) => initiative.title)).toEqual([
      "Helix Discovery Platform",
      "Precision Nutrition System",
      "Genetic Switches and Disease Prevention Platform",
    ]);
    for (const initiative of featuredInitiatives) {
      expect(initiative.features.length).toBeGreaterThanOrEqual(3);
      expect(initiative.impact.length).toBeGreaterThanOrEqual(1);
    }
  });
});

describe("Company (SPEC §2, §9)", () => {
  it("has four values, a team of four and five partners", () => {
    expect(values).toHaveLength(4);
    expect(team).toHaveLength(4);
    expect(partners).toHaveLength(5);
    for (const member of team) expect(member.expertise.length).toBeGreaterThan(0);
  });
  it("has a timeline from 2020 to 2025, one milestone a year", () => {
    expect(milestones.map((milestone) => milestone.year)).toEqual([2020, 2021, 2022, 2023, 2024, 2025]);
  });
  it("states the company facts of SPEC §9", () => {
    expect(Object.fromEntries(companyFacts.map((fact) => [fact.label, fact.figure]))).toEqual({
      Founded: "2020",
      Continents: "5",
      "Research centres": "12",
      "Team members": "150+",
      "Pilot countries": "25",
      "Research partnerships": "50+",
      "Open-source repositories": "15",
      Publications: "75+",
    });
  });
  it("draws initials without titles", () => {
    expect(initialsOf("Dr. Amara Okafor")).toBe("AO");
    expect(initialsOf("Mateo Álvarez")).toBe("MÁ");
    expect(initialsOf("Plato")).toBe("P");
  });
});

describe("Careers (SPEC §2)", () => {
  it("has the four benefits", () => {
    expect(benefits.map((benefit) => benefit.title)).toEqual([
      "Work from anywhere",
      "Equity in a decentralised organisation",
      "Grant access for open science",
      "Global research network",
    ]);
  });
});

describe("Contact (SPEC §2)", () => {
  it("has the general, genomics and agro department cards with the site's addresses", () => {
    expect(departments.map((department) => department.email)).toEqual([
      site.emails.general,
      site.emails.genomics,
      site.emails.agro,
    ]);
  });
  it("has the four office locations", () => {
    expect(offices.map((office) => office.kind)).toEqual([
      "Virtual headquarters",
      "Research hub",
      "Agricultural centre",
      "Health systems hub",
    ]);
  });
  it("has the four FAQ topics", () => {
    expect(faq.map((item) => item.topic)).toEqual(["partnering", "datasets", "consulting", "open-source"]);
  });
  it("keeps every contact address on the reserved .example domain", () => {
    for (const email of Object.values(site.emails)) expect(email).toMatch(/@[a-z.]+\.example$/);
  });
});

describe("Legal and Compliance (SPEC §2, §9)", () => {
  it("has three compliance standards, one treaty membership and smart-contract governance features", () => {
    expect(complianceStandards.map((standard) => standard.title)).toEqual([
      "Data-protection regulation",
      "Healthcare data standards",
      "Biodata sovereignty",
    ]);
    expect(treatyMembership.title.length).toBeGreaterThan(0);
    expect(governanceFeatures.length).toBeGreaterThanOrEqual(3);
    expect(wordCount(legalDisclaimer)).toBeGreaterThan(40);
  });
  it("has six documents, updated between November 2024 and January 2025", () => {
    expect(legalDocuments).toHaveLength(6);
    expect(new Set(legalDocuments.map((document) => document.id)).size).toBe(6);
    for (const document of legalDocuments) {
      expect(document.lastUpdated >= "2024-11-01" && document.lastUpdated <= "2025-01-31").toBe(true);
    }
  });
  it("gives every document real text to read", () => {
    for (const document of legalDocuments) {
      const words = document.sections.flatMap((section) => section.paragraphs).map(wordCount);
      expect(words.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(80);
    }
  });
  it("formats dates in English regardless of time zone", () => {
    expect(formatLegalDate("2025-01-15")).toBe("January 15, 2025");
    expect(formatLegalDate("2024-11-05")).toBe("November 5, 2024");
  });
});
