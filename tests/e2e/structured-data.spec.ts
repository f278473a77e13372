import { expect, test, type APIRequestContext } from "@playwright/test";
import { articles } from "../../app/content/articles.ts";
import { whitepapers } from "../../app/content/whitepapers.ts";
import { articlePath, detailPages, projectPath, whitepaperPath } from "../../app/content/detail-pages.ts";
import { upcomingEvents } from "../../app/content/events.ts";
import { jobs } from "../../app/content/jobs.ts";
import { departments } from "../../app/content/departments.ts";
import { pages } from "../../app/content/pages.ts";
import { projects } from "../../app/content/projects.ts";
import { aiModels, datasets, publications, reports } from "../../app/content/research.ts";
import { team } from "../../app/content/team.ts";
import { site } from "../../app/content/site.ts";
import { NOT_FOUND_ROUTE, prerenderedRoutes, urlToOpen } from "../support/routes.ts";

// What search engines read: the JSON-LD in each prerendered page's HTML, as served.
type Node = Record<string, unknown>;

const routes = prerenderedRoutes();
const titleByPath = new Map<string, string>(
  [
    ...Object.values(pages),
    ...detailPages({ articles, whitepapers, projects, publications, datasets, aiModels, reports }),
  ].map((page) => [page.path, page.title]),
);

async function jsonLdNodes(request: APIRequestContext, route: string) {
  const html = await (await request.get(urlToOpen(route))).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? "") as Node,
  );
  const nodes: Node[] = [];
  for (const block of blocks) {
    expect(block["@context"]).toBe("https://schema.org");
    nodes.push(...((block["@graph"] as Node[] | undefined) ?? [block]));
  }
  return { blocks, nodes };
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node["@type"] === type);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2})?(?:Z|[+-]\d{2}:\d{2})$/;

function expectProperties(node: Node, names: readonly string[]) {
  for (const name of names) {
    const value = node[name];
    expect(value, `${String(node["@type"])} ${name}`).toBeDefined();
    expect(value, `${String(node["@type"])} ${name}`).not.toBe("");
  }
}

function expectOrganizationReference(value: unknown) {
  const organization = value as Node;
  expect(organization["@type"]).toBe("Organization");
  expect(organization.name).toBe(site.name);
  expect(organization.logo).toBe(`${site.url}/logo.png`);
}

/** An author: a Person whose url is their card on /company, which exists there. */
function expectAuthor(value: unknown) {
  const person = value as Node;
  expect(person["@type"]).toBe("Person");
  expectProperties(person, ["name", "url", "jobTitle"]);
  const slug = String(person.url).split("#")[1];
  expect(person.url).toBe(`${site.url}/company#${slug}`);
  expect(team.find((member) => member.slug === slug)?.name).toBe(person.name);
}

/** An image that structured data names is served by this site as a PNG. */
async function expectServedImage(request: APIRequestContext, url: unknown) {
  expect(String(url).startsWith(`${site.url}/og/`), String(url)).toBe(true);
  const response = await request.get(String(url).slice(site.url.length));
  expect(response.status(), String(url)).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
}

test.describe("structured data (JSON-LD) of every prerendered page", () => {
  for (const route of routes) {
    test(`${route}: JSON-LD parses and has a breadcrumb trail when it is an inner page`, async ({
      request,
    }) => {
      const { blocks, nodes } = await jsonLdNodes(request, route);
      if (route === NOT_FOUND_ROUTE) {
        expect(blocks).toHaveLength(0);
        return;
      }
      expect(blocks).toHaveLength(1);
      for (const node of nodes) expect(typeof node["@type"]).toBe("string");
      const trails = ofType(nodes, "BreadcrumbList");
      if (route === "/") {
        expect(trails).toHaveLength(0);
        return;
      }
      expect(trails).toHaveLength(1);
      const items = trails[0]!.itemListElement as Node[];
      expect(items[0]).toMatchObject({
        "@type": "ListItem",
        position: 1,
        name: "Home",
        item: `${site.url}/`,
      });
      expect(items.at(-1)).toMatchObject({
        position: items.length,
        name: titleByPath.get(route),
        item: `${site.url}${route}`,
      });
    });
  }

  test("home: the Organization (description, offices, a contact point per department, raster logo) and the WebSite", async ({
    request,
  }) => {
    const { nodes } = await jsonLdNodes(request, "/");
    const [organization] = ofType(nodes, "Organization");
    expectProperties(organization!, [
      "name",
      "url",
      "logo",
      "email",
      "sameAs",
      "description",
      "address",
      "contactPoint",
    ]);
    expect(organization!.url).toBe(`${site.url}/`);
    const logo = organization!.logo as Node;
    expect(logo["@type"]).toBe("ImageObject");
    expect(logo.url).toBe(`${site.url}/logo.png`);
    const png = await request.get("/logo.png");
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    // Width and height from the PNG header: at least the 112 px search engines ask for, and as declared.
    expect(bytes.readUInt32BE(16)).toBeGreaterThanOrEqual(112);
    expect(bytes.readUInt32BE(16)).toBe((logo.width as Node).value);
    expect(bytes.readUInt32BE(20)).toBe((logo.height as Node).value);
    const addresses = organization!.address as Node[];
    expect(addresses.length).toBeGreaterThan(1);
    for (const address of addresses) {
      expect(address["@type"]).toBe("PostalAddress");
      expectProperties(address, ["streetAddress", "addressLocality", "addressCountry"]);
    }
    const contacts = organization!.contactPoint as Node[];
    expect(contacts.map((contact) => contact.contactType)).toEqual(departments.map((each) => each.title));
    for (const contact of contacts) expectProperties(contact, ["email", "contactType"]);
    expect((organization!.sameAs as string[]).length).toBeGreaterThan(0);
    const [website] = ofType(nodes, "WebSite");
    expectProperties(website!, ["name", "url", "publisher"]);
  });

  test("careers: one JobPosting per open position", async ({ request }) => {
    const postings = ofType((await jsonLdNodes(request, "/careers")).nodes, "JobPosting");
    expect(postings.map((posting) => posting.title)).toEqual(jobs.map((job) => job.title));
    for (const posting of postings) {
      expectProperties(posting, ["title", "description", "datePosted", "validThrough", "employmentType"]);
      expect(posting.datePosted).toMatch(ISO_DATE);
      expect(Date.parse(String(posting.validThrough))).toBeGreaterThan(
        Date.parse(String(posting.datePosted)),
      );
      expect(posting.employmentType).toBe("FULL_TIME");
      expectOrganizationReference(posting.hiringOrganization);
      expect(posting.jobLocationType).toBe("TELECOMMUTE");
      expect(posting.applicantLocationRequirements).toMatchObject({ name: expect.any(String) });
      expect(posting.directApply).toBe(true);
      const salary = posting.baseSalary as { currency: string; value: Node };
      expect(salary.currency).toBe("USD");
      expect(salary.value).toMatchObject({ "@type": "QuantitativeValue", unitText: "YEAR" });
      const job = jobs.find((each) => each.title === posting.title)!;
      const money = (n: unknown) => `$${Number(n).toLocaleString("en-US")}`;
      expect(`${money(salary.value.minValue)}–${money(salary.value.maxValue)}`).toBe(job.salary);
    }
  });

  test("events: one Event per upcoming event", async ({ request }) => {
    const events = ofType((await jsonLdNodes(request, "/events")).nodes, "Event");
    expect(events.map((event) => event.name)).toEqual(upcomingEvents.map((event) => event.title));
    for (const event of events) {
      expectProperties(event, ["name", "description", "startDate", "endDate", "location", "organizer"]);
      expect(event.startDate).toMatch(ISO_DATE_TIME_WITH_OFFSET);
      expect(event.endDate).toMatch(ISO_DATE_TIME_WITH_OFFSET);
      expect(Date.parse(String(event.endDate))).toBeGreaterThan(Date.parse(String(event.startDate)));
      expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
      expect(event.eventAttendanceMode).toMatch(
        /^https:\/\/schema\.org\/(?:Offline|Online|Mixed)EventAttendanceMode$/,
      );
      const locations = [event.location].flat() as Node[];
      expect(locations.length).toBeGreaterThan(0);
      for (const location of locations) {
        expect(["Place", "VirtualLocation"]).toContain(location["@type"]);
        if (location["@type"] === "Place") expectProperties(location, ["name", "address"]);
        else expectProperties(location, ["url"]);
      }
      expectOrganizationReference(event.organizer);
      await expectServedImage(request, event.image);
      const source = upcomingEvents.find((each) => each.title === event.name)!;
      expect(event.performer).toEqual(
        source.performers.map((performer) => ({
          "@type": performer.kind === "person" ? "Person" : "Organization",
          name: performer.name,
        })),
      );
      expect(event.offers).toMatchObject({
        price: source.price,
        priceCurrency: source.currency,
        validFrom: source.announced,
      });
    }
  });

  test("events: each card shows the price and the speakers its structured data gives", async ({ page }) => {
    await page.goto("/events");
    for (const event of upcomingEvents) {
      const card = page.locator(`[id="${event.slug}"]`);
      await expect(card).toContainText(event.price === 0 ? "Free" : String(event.price));
      for (const performer of event.performers) await expect(card).toContainText(performer.name);
    }
  });

  test("insights: a list of the articles, each pointing to its page", async ({ request }) => {
    const [list] = ofType((await jsonLdNodes(request, "/insights")).nodes, "ItemList");
    expect((list!.itemListElement as Node[]).map((item) => item.url)).toEqual(
      articles.map((article) => `${site.url}${articlePath(article.slug)}`),
    );
  });

  for (const article of articles)
    test(`${articlePath(article.slug)}: its Article, by a Person with a url`, async ({ request }) => {
      const found = ofType((await jsonLdNodes(request, articlePath(article.slug))).nodes, "Article");
      expect(found).toHaveLength(1);
      const node = found[0]!;
      expectProperties(node, ["headline", "datePublished", "dateModified", "author", "publisher", "image"]);
      expect(node.headline).toBe(article.title);
      expect(node.url).toBe(`${site.url}${articlePath(article.slug)}`);
      expect(node.mainEntityOfPage).toBe(node.url);
      expect(node.datePublished).toMatch(ISO_DATE);
      expect(String(node.dateModified) >= String(node.datePublished)).toBe(true);
      expectAuthor(node.author);
      expectOrganizationReference(node.publisher);
      expect(node.image).toBe(`${site.url}/og/insights-${article.slug}.png`);
      await expectServedImage(request, node.image);
    });

  for (const paper of whitepapers)
    test(`${whitepaperPath(paper.slug)}: its Report, its PDF and the trail through Insights`, async ({
      request,
    }) => {
      const { nodes } = await jsonLdNodes(request, whitepaperPath(paper.slug));
      const found = ofType(nodes, "Report");
      expect(found).toHaveLength(1);
      const node = found[0]!;
      expectProperties(node, [
        "name",
        "headline",
        "description",
        "datePublished",
        "author",
        "publisher",
        "image",
      ]);
      expect(node.headline).toBe(paper.title);
      expect(node.url).toBe(`${site.url}${whitepaperPath(paper.slug)}`);
      expect(node.mainEntityOfPage).toBe(node.url);
      expect(node.datePublished).toMatch(ISO_DATE);
      expectOrganizationReference(node.author);
      expectOrganizationReference(node.publisher);
      expect(node.encoding).toEqual({
        "@type": "MediaObject",
        contentUrl: `${site.url}${paper.link}`,
        encodingFormat: "application/pdf",
      });
      expect((await request.get(paper.link)).status()).toBe(200);
      await expectServedImage(request, node.image);
      const [trail] = ofType(nodes, "BreadcrumbList");
      expect((trail!.itemListElement as Node[]).map((item) => item.name)).toEqual([
        "Home",
        "Insights",
        paper.title,
      ]);
    });

  for (const project of projects)
    test(`${projectPath(project.slug)}: its ResearchProject, with its places and partners`, async ({
      request,
    }) => {
      const [node] = ofType((await jsonLdNodes(request, projectPath(project.slug))).nodes, "ResearchProject");
      expectProperties(node!, ["name", "description", "url", "areaServed", "member", "parentOrganization"]);
      expect(node!.name).toBe(project.title);
      const places = node!.areaServed as Node[];
      expect(places.map((place) => place.name)).toEqual(
        project.places.map((place) => `${place.name}, ${place.country}`),
      );
      for (const place of places) expect(place.geo).toMatchObject({ "@type": "GeoCoordinates" });
      await expectServedImage(request, node!.image);
    });

  test("the anchors that structured data points to exist on the page", async ({ page }) => {
    for (const [route, ids] of [
      ["/careers", jobs.map((job) => job.id)],
      ["/events", upcomingEvents.map((event) => event.slug)],
      ["/insights", articles.map((article) => article.slug)],
      ["/company", [...new Set(articles.map((article) => article.author.slug))]],
    ] as const) {
      await page.goto(route);
      for (const id of ids) await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
  });
});
