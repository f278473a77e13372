import { expect, test, type Page } from "@playwright/test";
import { aiImpact } from "../../app/content/ai-center.ts";
import { companyFacts } from "../../app/content/company.ts";
import { homeStats } from "../../app/content/home.ts";
import { jobs } from "../../app/content/jobs.ts";
import { legalDocuments, termsDocument } from "../../app/content/legal-documents.ts";
import { site } from "../../app/content/site.ts";

// What SPEC §2 lists for each organisation page, checked in the prerendered HTML with JavaScript off, and the
// interactive parts (legal documents, FAQ) with JavaScript on.
test.describe("prerendered content (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  const main = (page: Page) => page.getByRole("main");

  test("Home: three hero actions, four figures, four initiatives, mission, link to all initiatives, six globe dots", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = main(page).locator("section").first();
    const actions = hero.getByRole("link");
    await expect(actions).toHaveCount(3);
    expect(await actions.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/featured-initiatives",
      "/featured-initiatives",
      "/projects",
    ]);
    for (const stat of homeStats) await expect(main(page)).toContainText(`${stat.figure}${stat.label}`);
    await expect(
      page.getByRole("region", { name: "Where our research meets the field" }).getByRole("article"),
    ).toHaveCount(4);
    await expect(
      page.getByRole("heading", { name: "Science that returns more than it takes" }),
    ).toBeVisible();
    await expect(main(page).getByRole("link", { name: "View all initiatives" })).toHaveAttribute(
      "href",
      "/featured-initiatives",
    );
    const globe = page.locator("svg[data-globe]");
    await expect(globe.locator("[data-globe-dot]")).toHaveCount(6);
    await expect(page.locator('[aria-hidden="true"]:has(svg[data-globe])')).toHaveCount(1);
  });

  test("Vision: mission, five pillars, six initiatives, links to careers and contact", async ({ page }) => {
    await page.goto("/vision");
    await expect(page.getByRole("heading", { name: "Our mission" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "The disciplines we bring together" }).getByRole("article"),
    ).toHaveCount(5);
    await expect(
      page.getByRole("region", { name: "Our vision, put to work" }).getByRole("article"),
    ).toHaveCount(6);
    await expect(main(page).locator('a[href="/careers"]')).toHaveCount(1);
    await expect(main(page).locator('a[href="/contact"]')).toHaveCount(1);
  });

  test("AI Center: four technologies, four methodologies and the three impact figures", async ({ page }) => {
    await page.goto("/ai-center");
    await expect(
      page.getByRole("region", { name: "Four technologies behind every initiative" }).getByRole("article"),
    ).toHaveCount(4);
    await expect(
      page.getByRole("region", { name: "How we build models people can trust" }).getByRole("listitem"),
    ).toHaveCount(4);
    for (const item of aiImpact) await expect(main(page)).toContainText(`${item.figure}${item.label}`);
    await expect(main(page)).toContainText("50+AI models deployed");
  });

  test("Featured Initiatives: the three initiatives with features and impact, links to contact and research", async ({
    page,
  }) => {
    await page.goto("/featured-initiatives");
    for (const title of [
      "Helix Discovery Platform",
      "Precision Nutrition System",
      "Genetic Switches and Disease Prevention Platform",
    ]) {
      const region = page.getByRole("region", { name: title });
      await expect(region.getByRole("heading", { name: "Key features" })).toBeVisible();
      await expect(region.getByRole("heading", { name: "Impact" })).toBeVisible();
    }
    await expect(main(page).locator('a[href="/contact"]')).toHaveCount(1);
    await expect(main(page).locator('a[href="/research"]')).toHaveCount(1);
  });

  test("Company: story, four values, four leaders with initials, 2020-2025 timeline, five partners", async ({
    page,
  }) => {
    await page.goto("/company");
    await expect(page.getByRole("heading", { name: "Our story" })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "What we hold ourselves to" }).getByRole("article"),
    ).toHaveCount(4);
    await expect(
      page.getByRole("region", { name: "The people stewarding the collective" }).getByRole("article"),
    ).toHaveCount(4);
    await expect(page.getByText("AO", { exact: true })).toBeVisible();
    const timeline = page
      .getByRole("region", { name: "From reading group to research collective" })
      .getByRole("listitem");
    await expect(timeline).toHaveCount(6);
    await expect(timeline.first()).toContainText("2020");
    await expect(timeline.last()).toContainText("2025");
    await expect(
      page.getByRole("region", { name: "Institutions we build with" }).getByRole("listitem"),
    ).toHaveCount(5);
    for (const fact of companyFacts) await expect(main(page)).toContainText(`${fact.label}${fact.figure}`);
  });

  test("Careers: four benefits, 'Eight open positions', every job field and an Apply Now per card, contact CTA", async ({
    page,
  }) => {
    await page.goto("/careers");
    await expect(
      page.getByRole("region", { name: "Benefits of the collective" }).getByRole("article"),
    ).toHaveCount(4);
    const positions = page.getByRole("region", { name: "Eight open positions" });
    await expect(positions.getByRole("heading", { level: 2 })).toHaveText("Eight open positions");
    const cards = positions.getByRole("article");
    await expect(cards).toHaveCount(8);
    for (const job of jobs) {
      const card = positions.locator(`article#${job.id}`);
      await expect(card.getByRole("heading", { name: job.title })).toBeVisible();
      for (const text of [job.experience, job.department, job.location, job.type, job.salary, job.equity]) {
        await expect(card).toContainText(text);
      }
      await expect(card.getByRole("heading", { name: "Requirements" })).toBeVisible();
      await expect(card.getByRole("heading", { name: "Responsibilities" })).toBeVisible();
      await expect(card.getByText("Apply Now")).toBeVisible();
    }
    await expect(main(page).getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  test("Contact: three department cards, four offices, four FAQ questions", async ({ page }) => {
    await page.goto("/contact");
    for (const email of [site.emails.general, site.emails.genomics, site.emails.agro]) {
      await expect(main(page).getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
    }
    await expect(page.getByRole("region", { name: "Our locations" }).getByRole("article")).toHaveCount(4);
    await expect(
      page.getByRole("region", { name: "Frequently asked questions" }).getByRole("button"),
    ).toHaveCount(4);
  });

  test("Legal: standards, treaty, governance, six dated documents, legal mailto and disclaimer; /terms has the text", async ({
    page,
  }) => {
    await page.goto("/legal");
    await expect(
      page.getByRole("region", { name: "The standards we meet" }).getByRole("article"),
    ).toHaveCount(3);
    await expect(main(page)).toContainText("Treaty membership");
    await expect(
      page.getByRole("region", { name: "Governance you can verify" }).getByRole("listitem"),
    ).toHaveCount(5);
    const documents = page.getByRole("region", { name: "Policies and terms" });
    await expect(documents.getByRole("button", { name: /^View Document/ })).toHaveCount(6);
    await expect(documents.locator("time")).toHaveCount(6);
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
  await expect(page.locator("nav[aria-label=Main][data-hydrated]")).toBeAttached();
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
  await expect(page.locator("nav[aria-label=Main][data-hydrated]")).toBeAttached();
  const question = page.getByRole("button", { name: "Do you offer consulting services?" });
  const answer = page.getByText("Our Services teams help hospitals");
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toBeVisible();
  await question.click();
  await expect(answer).toBeHidden();
});
