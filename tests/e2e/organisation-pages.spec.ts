import { content } from "../../app/content/load.ts";
import { expect, test, type Page } from "@playwright/test";
import { aiImpact, aiMethodologies, aiTechnologies } from "../../app/content/ai-center.ts";
import { benefits } from "../../app/content/benefits.ts";
import { companyFacts, statFigure } from "../../app/content/company.ts";
import { departments } from "../../app/content/departments.ts";
import { faq } from "../../app/content/faq.ts";
import { featuredInitiatives } from "../../app/content/featured-initiatives.ts";
import { homeInitiatives, initiatives } from "../../app/content/initiatives.ts";
import { jobs } from "../../app/content/jobs.ts";
import { complianceStandards, governanceFeatures } from "../../app/content/legal.ts";
import { legalDocuments, termsDocument } from "../../app/content/legal-documents.ts";
import { milestones } from "../../app/content/milestones.ts";
import { offices } from "../../app/content/offices.ts";
import { partners } from "../../app/content/partners.ts";
import { pillars } from "../../app/content/pillars.ts";
import { site } from "../../app/content/site.ts";
import { team } from "../../app/content/team.ts";
import { values } from "../../app/content/values.ts";
import { withCount } from "../../app/lib/count-in-words.ts";
import { waitForInteractive } from "../support/axe.ts";

const careersCopy = content().pageCopy.careers;
const homeCopy = content().pageCopy.home;

// What each organisation page shows, checked in the prerendered HTML with JavaScript off, and the interactive parts
// (legal documents, FAQ) with JavaScript on. Counts come from the content, so adding an entry needs no test change.
test.describe("prerendered content (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  const main = (page: Page) => page.getByRole("main");

  test("Home: hero actions, key figures, flagship initiatives, mission, link to all initiatives, the hero's field map", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = main(page).locator("section").first();
    const actions = hero.getByRole("link");
    expect(await actions.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
      homeCopy.hero.actions.map((action) => action.to),
    );
    for (const stat of homeCopy.stats.figures) {
      const status = stat.status === "target" ? "Target" : "Measured";
      await expect(main(page)).toContainText(
        `${statFigure(stat)}${status}${stat.label}${stat.context}Source: ${stat.source}`,
      );
    }
    await expect(
      page.getByRole("region", { name: homeCopy.initiatives.title }).getByRole("article"),
    ).toHaveCount(homeInitiatives.length);
    await expect(
      page.getByRole("heading", { name: "Science that returns more than it takes" }),
    ).toBeVisible();
    await expect(main(page).getByRole("link", { name: "View all initiatives" })).toHaveAttribute(
      "href",
      "/featured-initiatives",
    );
    // The hero's field map is decoration: drawn inline and hidden from assistive technology.
    await expect(hero.locator('[aria-hidden="true"][data-art="hero-home"] > svg')).toHaveCount(1);
  });

  test("Vision: mission, pillars, initiatives, links to careers and contact", async ({ page }) => {
    await page.goto("/vision");
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "The disciplines we bring together" }).getByRole("listitem"),
    ).toHaveCount(pillars.length);
    await expect(
      page.getByRole("region", { name: "Our vision, put to work" }).getByRole("article"),
    ).toHaveCount(initiatives.length);
    await expect(main(page).locator('a[href="/careers"]')).toHaveCount(1);
    await expect(main(page).locator('a[href="/contact"]')).toHaveCount(1);
  });

  test("AI Center: technologies, methodologies and impact figures", async ({ page }) => {
    await page.goto("/ai-center");
    await expect(
      page.getByRole("region", { name: "technologies behind every initiative" }).getByRole("article"),
    ).toHaveCount(aiTechnologies.length);
    await expect(
      page.getByRole("region", { name: "How we build models people can trust" }).getByRole("listitem"),
    ).toHaveCount(aiMethodologies.length);
    for (const item of aiImpact)
      await expect(main(page)).toContainText(`${item.figure}${item.label}${item.context}`);
  });

  test("Featured Initiatives: each initiative with features and impact, links to contact and research", async ({
    page,
  }) => {
    await page.goto("/featured-initiatives");
    for (const { title } of featuredInitiatives) {
      const region = page.getByRole("region", { name: title });
      await expect(region.getByRole("heading", { name: "Key features" })).toBeVisible();
      await expect(region.getByRole("heading", { name: "Impact" })).toBeVisible();
    }
    await expect(main(page).locator('a[href="/contact"]')).toHaveCount(1);
    await expect(main(page).locator('a[href="/research"]')).toHaveCount(1);
  });

  test("Company: story, values, leaders with drawn portraits, one timeline, partners with marks and key facts", async ({
    page,
  }) => {
    await page.goto("/company");
    const leaders = team.filter((member) => member.group === "leadership");
    await expect(page.getByRole("heading", { name: "Our story" })).toBeVisible();
    // The values are a numbered list with dividers, not cards.
    await expect(
      page.getByRole("region", { name: "What we hold ourselves to" }).getByRole("listitem"),
    ).toHaveCount(values.length);
    await expect(
      page.getByRole("region", { name: "The people stewarding the collective" }).getByRole("article"),
    ).toHaveCount(leaders.length);
    // Portraits and partner marks are field maps, decorative (alt=""), one per person and partner; the section says
    // they are drawn, and every name is in the text.
    const leadership = page.getByRole("region", { name: "The people stewarding the collective" });
    await expect(leadership).toContainText("drawn, not photographed");
    for (const member of leaders) {
      await expect(leadership.getByRole("heading", { name: member.name })).toBeVisible();
      await expect(
        leadership.locator(`img[data-art="person-${member.slug}"][alt=""]`).first(),
      ).toBeAttached();
    }
    // The researchers who write the articles have their own cards, each with its anchor for their bylines.
    const researchers = page.getByRole("region", { name: "The people who write our insights" });
    for (const member of team.filter((each) => each.group === "research")) {
      await expect(
        researchers.locator(`[id="${member.slug}"]`).getByRole("heading", { name: member.name }),
      ).toBeVisible();
    }
    await expect(main(page).locator('img[data-art^="partner-"][alt=""]')).toHaveCount(partners.length * 2);
    const timeline = page
      .getByRole("region", { name: "From reading group to research collective" })
      .getByRole("listitem");
    await expect(timeline).toHaveCount(milestones.length);
    await expect(timeline.first()).toContainText(String(milestones[0]!.year));
    await expect(timeline.last()).toContainText(String(milestones.at(-1)!.year));
    // One timeline: each year is written once in the section (no second strip of years).
    const timelineRegion = page.getByRole("region", { name: "From reading group to research collective" });
    for (const { year } of milestones)
      await expect(timelineRegion.getByText(String(year), { exact: true })).toHaveCount(1);
    await expect(
      page.getByRole("region", { name: "Institutions we build with" }).getByRole("listitem"),
    ).toHaveCount(partners.length);
    for (const fact of companyFacts) await expect(main(page)).toContainText(`${fact.label}${fact.figure}`);
  });

  test("Careers: benefits, the count of open positions, one card per position with every field and Apply Now in sight, requirements in place, contact CTA", async ({
    page,
  }) => {
    await page.goto("/careers");
    await expect(
      page.getByRole("region", { name: "Benefits of the collective" }).getByRole("listitem"),
    ).toHaveCount(benefits.length);
    const heading = withCount(careersCopy.positions.title, jobs.length);
    const positions = page.getByRole("region", { name: heading });
    await expect(positions.getByRole("heading", { level: 2 })).toHaveText(heading);
    // One list: each job once, as a title (no second set of cards repeating it).
    await expect(positions.getByRole("article")).toHaveCount(jobs.length);
    for (const job of jobs)
      await expect(positions.getByRole("heading", { name: job.title, exact: true })).toHaveCount(1);
    for (const job of jobs) {
      const position = positions.locator(`article#${job.id}`);
      await expect(position.getByRole("heading", { name: job.title })).toBeVisible();
      // Each position's card: every field and the Apply Now button without opening anything.
      for (const text of [job.experience, job.department, job.location, job.type, job.salary, job.equity]) {
        await expect(position).toContainText(text);
      }
      await expect(position.getByText(job.description)).toBeVisible();
      await expect(position.getByRole("button", { name: `Apply Now for ${job.title}` })).toBeVisible();
      // Requirements and responsibilities fold behind a native disclosure (no JavaScript needed).
      await expect(position.getByRole("heading", { name: "Requirements" })).toBeHidden();
      await position.getByText("Requirements and responsibilities").click();
      await expect(position.getByRole("heading", { name: "Requirements" })).toBeVisible();
      await expect(position.getByRole("heading", { name: "Responsibilities" })).toBeVisible();
    }
    await expect(main(page).getByRole("link", { name: careersCopy.closing.actions[0] })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("Contact: department cards, offices, FAQ questions", async ({ page }) => {
    await page.goto("/contact");
    for (const { email } of departments) {
      await expect(main(page).getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    }
    await expect(page.getByRole("region", { name: "Our locations" }).getByRole("article")).toHaveCount(
      offices.length,
    );
    await expect(
      page.getByRole("region", { name: "Frequently asked questions" }).getByRole("button"),
    ).toHaveCount(faq.length);
  });

  test("Legal: standards, treaty, governance, dated documents, legal mailto and disclaimer; /terms has the text", async ({
    page,
  }) => {
    await page.goto("/legal");
    await expect(
      page.getByRole("region", { name: "The standards we meet" }).getByRole("article"),
    ).toHaveCount(complianceStandards.length);
    await expect(main(page)).toContainText("Treaty membership");
    await expect(
      page.getByRole("region", { name: "Governance you can verify" }).getByRole("listitem"),
    ).toHaveCount(governanceFeatures.length);
    const documents = page.getByRole("region", { name: "Policies and terms" });
    await expect(documents.getByRole("button", { name: /^View Document/ })).toHaveCount(
      legalDocuments.length,
    );
    await expect(documents.locator("time")).toHaveCount(legalDocuments.length);
    await expect(main(page).getByRole("link", { name: site.emails.legal })).toHaveAttribute(
      "href",
      `mailto:${site.emails.legal}`,
    );
    await expect(page.getByRole("heading", { name: "Disclaimer" })).toBeVisible();

    await page.goto("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
    for (const section of termsDocument.sections) {
      await expect(page.getByRole("heading", { level: 2, name: section.heading })).toBeVisible();
    }
  });
});

test("each View Document button opens its document's full text, one at a time", async ({ page }) => {
  await page.goto("/legal");
  await waitForInteractive(page);
  for (const document of legalDocuments) {
    const item = page.locator(`li#${document.id}`);
    const button = item.getByRole("button", { name: /View Document/ });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.click();
    await expect(item.getByRole("button", { name: /Hide Document/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    for (const section of document.sections) {
      await expect(item.getByRole("heading", { name: section.heading })).toBeVisible();
    }
  }
  // Opening the last one closed the others.
  await expect(page.getByRole("button", { name: /Hide Document/ })).toHaveCount(1);
});

test("the FAQ answers open and close", async ({ page }) => {
  await page.goto("/contact");
  // The questions are an island (ADR 0016): its buttons answer once it has hydrated, not when the header has.
  await waitForInteractive(page);
  const question = page.getByRole("button", { name: faq[0]!.question });
  const answer = page.getByText(faq[0]!.answer);
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
});
