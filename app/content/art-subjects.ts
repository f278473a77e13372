// What each field map draws, taken from the content (docs/design.md, "Art direction"): an item's category (or, when
// it has none, the domain its words are about), the places it names, a figure for the rings and its date for the
// signal. Node only, like the content modules it reads: the endpoint writes the card files and PageHero draws the
// heroes at prerender.
import type { Domain } from "../lib/art/forms.ts";
import type { ArtSource, ArtSubject } from "../lib/art/field.ts";
import { placeOfCountry, placesIn, type LonLat } from "../lib/art/places.ts";
import { articles } from "./articles.ts";
import { heroArtName, itemArtName, partnerSlug, type HeroKey } from "./art.ts";
import { companyFacts } from "./company.ts";
import { upcomingEvents as events } from "./events.ts";
import { initiatives } from "./initiatives.ts";
import { jobs } from "./jobs.ts";
import { content } from "./load.ts";
import { legalDocuments } from "./legal-documents.ts";
import { milestones } from "./milestones.ts";
import { partners } from "./partners.ts";
import { offices } from "./offices.ts";
import { pages } from "./pages.ts";
import { pastEvents } from "./past-events.ts";
import { pillars } from "./pillars.ts";
import { explainerVideos, interviews } from "./press.ts";
import { projects } from "./projects.ts";
import { aiModels, datasets, publications } from "./research.ts";
import type { PageKey } from "./schema.ts";
import { services } from "./services.ts";
import { site } from "./site.ts";
import { team } from "./team.ts";
import { webinarSeries } from "./webinars.ts";
import { whitepapers } from "./whitepapers.ts";

// The words that say which domain a text without a category is about; the domain named most often wins.
const domainWords: [Domain, RegExp][] = [
  ["Genomics", /genom|\bdna\b|consent|variant|helix/gi],
  ["Agriculture", /soil|farm|crop|regenerat|agri/gi],
  ["Climate", /climate|carbon|heat|emission|weather/gi],
  ["Nutrition", /nutrition|food|meal|glucose|diet|microbiome|metabolic/gi],
  ["Public Health", /health|wastewater|disease|clinic|patient/gi],
  ["AI", /\bai\b|machine learning|federated learning|model|neural|intelligence/gi],
  [
    "Blockchain",
    /blockchain|ledger|governance|\bdao\b|smart[ -]contract|decentrali|cryptograph|distributed/gi,
  ],
  ["Urban Systems", /urban|\bcity\b|cities|resident/gi],
];

/** The domains a text is about, most often named first (ties in the order of domainWords). */
function domainsOfText(...texts: readonly string[]): Domain[] {
  const text = texts.join(" ");
  return domainWords
    .map(([domain, words]) => ({ domain, count: text.match(words)?.length ?? 0 }))
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count)
    .map(({ domain }) => domain);
}

export function domainOfText(...texts: readonly string[]): Domain {
  return domainsOfText(...texts)[0] ?? "Collective";
}

/**
 * The field each person of a group is drawn in (their mark's tint on /company): the domain their role, expertise
 * and biography name most, or, when a colleague listed before them already has it, the next one they name, so
 * the marks of one group never share a colour while each still says what the person works on.
 */
export function personDomains(): Map<string, Domain> {
  const chosen = new Map<string, Domain>();
  const taken = new Map<string, Set<Domain>>();
  for (const member of team) {
    const used = taken.get(member.group) ?? new Set<Domain>();
    const named = domainsOfText(member.role, ...member.expertise, ...member.expertise, member.bio);
    const domain = named.find((candidate) => !used.has(candidate)) ?? named[0] ?? "Collective";
    used.add(domain);
    taken.set(member.group, used);
    chosen.set(member.slug, domain);
  }
  return chosen;
}

const monthOf = (date: string) => Number(date.slice(5, 7));
const dayOf = (date: string) => Number(date.slice(8, 10)) || undefined;
const minutes = (text: string) => Number(/(\d+)/.exec(text)?.[1] ?? 4);

/** One source per place named (or one without a place), sharing the rings between them. */
function sourcesAt(domain: Domain, places: readonly LonLat[], rings: number, nodes: number): ArtSource[] {
  if (places.length === 0) return [{ domain, rings, nodes }];
  return places.slice(0, 4).map((at, index) => ({
    domain,
    at,
    rings: index === 0 ? rings : Math.max(3, rings - 2),
    nodes: index === 0 ? nodes : 2,
  }));
}

// The card pictures, one per item.

/** A project's places, as the field maps take them. */
const projectPlaces = (slug: string | undefined): LonLat[] =>
  projects.find((project) => project.slug === slug)?.places.map((place) => [place.lon, place.lat] as const) ??
  [];

/**
 * An article: a lens over its field (its category's rings, one per minute of reading), beside a globe turned to the
 * places of the project it is about (or, without one, the places it names).
 */
export const articleSubjects = (): ArtSubject[] =>
  articles.map((article) => {
    const places = projectPlaces(article.project);
    return {
      name: itemArtName("article", article.slug),
      composition: "lens",
      sources: sourcesAt(
        article.category,
        places.length > 0 ? places : placesIn(article.title, article.summary, ...article.content),
        minutes(article.readTime),
        article.content.length,
      ),
      month: monthOf(article.date),
      day: dayOf(article.date),
    };
  });

export const eventSubjects = (): ArtSubject[] =>
  events.map((event) => {
    const days = Math.max(1, Math.round((Date.parse(event.end) - Date.parse(event.start)) / 86_400_000));
    // Each venue at its city when the map knows it, else at its country.
    const places = event.venues
      .map((venue) => placesIn(venue.locality)[0] ?? placeOfCountry(venue.country))
      .filter((place) => place !== undefined);
    return {
      name: itemArtName("event", event.slug),
      composition: "map",
      sources: sourcesAt(
        domainOfText(event.title, event.description, ...event.highlights),
        places.length > 0 ? places : placesIn(event.location, event.description),
        event.highlights.length + days,
        event.performers.length + 1,
      ),
      month: monthOf(event.date),
      day: dayOf(event.date),
    };
  });

export const pastEventSubjects = (): ArtSubject[] =>
  pastEvents.map((event) => ({
    name: itemArtName("past-event", event.slug),
    composition: "map",
    sources: sourcesAt(
      domainOfText(event.title, event.description, ...event.outcomes),
      placesIn(event.location, event.description),
      event.outcomes.length + 2,
      event.outcomes.length,
    ),
    month: monthOf(event.date),
  }));

/** A project: its places (content/projects/, the same as its page's map) on a real map. */
export const projectSubjects = (): ArtSubject[] =>
  projects.map((project) => ({
    name: itemArtName("project", project.slug),
    composition: "map",
    sources: sourcesAt(
      project.category,
      projectPlaces(project.slug),
      project.features.length + 1,
      project.features.length,
    ),
  }));

/** A service: a chain of steps, one station per deliverable. */
export const serviceSubjects = (): ArtSubject[] =>
  services.map((service) => ({
    name: itemArtName("service", service.slug),
    composition: "process",
    beats: [service.deliverables.length],
    sources: sourcesAt(
      domainOfText(service.title, service.tagline, service.description, ...service.features),
      placesIn(service.description),
      service.deliverables.length + 1,
      service.features.length,
    ),
  }));

/** An interview: a conversation, one mark per turn of its excerpt, as long as the turn; spoken or written. */
export const interviewSubjects = (): ArtSubject[] =>
  interviews.map((interview) => ({
    name: itemArtName("interview", interview.slug),
    composition: "dialogue",
    spoken: interview.type !== "Written",
    beats: interview.excerpt.map((entry) => Math.max(1, Math.round(entry.text.split(" ").length / 8))),
    sources: sourcesAt(
      domainOfText(interview.title, interview.description, ...interview.excerpt.map((entry) => entry.text)),
      placesIn(interview.description, ...interview.excerpt.map((entry) => entry.text)),
      Math.ceil(minutes(interview.length) / 6),
      interview.excerpt.length + 1,
    ),
    month: monthOf(interview.date),
    day: dayOf(interview.date),
  }));

/** A video: a strip of film, a frame per minute. */
export const videoSubjects = (): ArtSubject[] =>
  explainerVideos.map((video) => ({
    name: itemArtName("video", video.slug),
    composition: "sequence",
    beats: [minutes(video.duration)],
    sources: sourcesAt(
      domainOfText(video.title, video.description),
      placesIn(video.title, video.description),
      minutes(video.duration) + 1,
      3,
    ),
  }));

// The portraits on /company, square: never a likeness, a map of the person's work or the partner's.

/**
 * A person's mark: one source per area of expertise, in its domain's form, all in the one colour of the person's
 * field (personDomains), so the marks of a group never share a colour.
 */
export const personSubjects = (): ArtSubject[] => {
  const fields = personDomains();
  return team.map((member) => {
    const own = fields.get(member.slug)!;
    return {
      name: itemArtName("person", member.slug),
      composition: "mark",
      tint: own,
      sources: member.expertise.map((area) => {
        const domain = domainOfText(area);
        return {
          domain: domain === "Collective" ? own : domain,
          rings: Math.max(3, area.split(" ").length + 2),
          nodes: 1,
        };
      }),
    };
  });
};

/** A partner's mark: its domain's form, ringed by the words of what it does, in its domain's colour. */
export const partnerSubjects = (): ArtSubject[] =>
  partners.map((partner) => {
    const domain = domainOfText(partner.type, partner.description);
    return {
      name: itemArtName("partner", partnerSlug(partner.name)),
      composition: "mark",
      tint: domain,
      sources: [
        { domain, rings: Math.round(partner.description.split(" ").length / 4) },
        { domain, rings: 3 },
      ],
    };
  });

/** Every card picture of the site: the endpoint writes a light and a dark file of each. */
export const itemSubjects = (): ArtSubject[] => [
  ...articleSubjects(),
  ...eventSubjects(),
  ...pastEventSubjects(),
  ...projectSubjects(),
  ...serviceSubjects(),
  ...interviewSubjects(),
  ...videoSubjects(),
];

// The heroes: the map of what each page lists.

const officeSources = (): ArtSource[] =>
  offices.map((office) => ({
    domain: office.city === "Everywhere" ? "Collective" : domainOfText(office.focus),
    at: placesIn(office.city)[0],
    rings: office.address.length + 3,
  }));

const projectSources = (): ArtSource[] =>
  projects.map((project) => ({
    domain: project.category,
    at: projectPlaces(project.slug)[0],
    rings: project.features.length,
  }));

const fromTexts = (items: readonly { title: string; description?: string; summary?: string }[], rings = 4) =>
  items.map((item) => {
    const text = [item.title, item.description ?? item.summary ?? ""];
    return { domain: domainOfText(...text), at: placesIn(...text)[0], rings } satisfies ArtSource;
  });

const servicePage: Partial<Record<PageKey, string>> = Object.fromEntries(
  services.map((service) => [service.pageKey, service.slug]),
);

function serviceHero(slug: string): ArtSource[] {
  const service = services.find((candidate) => candidate.slug === slug)!;
  const domain = domainOfText(service.title, service.tagline, service.description, ...service.features);
  return [
    { domain, rings: service.deliverables.length + 2, nodes: service.features.length },
    ...service.differentiators.map(() => ({ domain, rings: 3, nodes: 1 })),
  ];
}

/**
 * An article's page: drawn from its words, like a page that lists nothing, in its category (its card picture, the
 * map of its places, is the page's lead figure). A project's page: its places, a ring per feature.
 */
function entryHero(key: `article-${string}` | `project-${string}`): ArtSource[] {
  if (key.startsWith("article-")) {
    const article = articles.find((candidate) => `article-${candidate.slug}` === key);
    if (!article) throw new Error(`no article for the hero ${key}`);
    return wordSources(article.summary).map((source) => ({ ...source, domain: article.category }));
  }
  const project = projects.find((candidate) => `project-${candidate.slug}` === key);
  if (!project) throw new Error(`no project for the hero ${key}`);
  return project.places.map((place, index) => ({
    domain: project.category,
    at: [place.lon, place.lat] as const,
    rings: index === 0 ? project.features.length + 2 : 3,
    nodes: 2,
  }));
}

/** What the hero of each page maps. */
function heroSources(key: HeroKey): readonly ArtSource[] {
  if (key.startsWith("article-") || key.startsWith("project-"))
    return entryHero(key as `article-${string}` | `project-${string}`);
  const service = servicePage[key as PageKey];
  if (service) return serviceHero(service);
  switch (key) {
    case "home":
      return [...projectSources(), ...officeSources().slice(1)];
    case "vision":
      return fromTexts(pillars, 5);
    case "company":
      return [
        ...fromTexts(milestones, 3),
        ...team.map((member) => ({ domain: domainOfText(member.role, member.bio), rings: 3 })),
      ];
    case "careers":
      return jobs.map((job) => ({
        domain: domainOfText(job.title, job.department, job.description),
        rings: job.requirements.length,
      }));
    case "aiCenter":
      return [...aiModels, ...datasets].map((item) => ({ domain: item.category, rings: 3 }));
    case "featuredInitiatives":
      return initiatives.map((initiative) => ({ domain: initiative.category, rings: 5 }));
    case "research":
      return publications.map((publication) => ({ domain: publication.category, rings: 3 }));
    case "projects":
      return projectSources();
    case "services":
      return services.map((service) => ({
        domain: domainOfText(service.title, service.tagline, service.description),
        rings: service.deliverables.length,
      }));
    case "insights":
      return [
        ...articles.map((article) => ({
          domain: article.category,
          at: placesIn(article.summary)[0],
          rings: minutes(article.readTime),
        })),
        ...fromTexts(whitepapers, 3),
      ];
    case "events":
      return [...fromTexts(events, 5), ...fromTexts(pastEvents, 3), ...fromTexts(webinarSeries, 3)].map(
        (source, index) => ({
          ...source,
          at:
            source.at ??
            (index < events.length ? placeOfCountry(events[index]!.venues[0]?.country ?? "") : undefined),
        }),
      );
    case "press":
      return [
        ...fromTexts(interviews, 4),
        ...fromTexts(explainerVideos, 3),
        ...companyFacts.map(() => ({ domain: "Collective" as const, rings: 3 })),
      ];
    case "contact":
      return officeSources();
    case "legal":
    case "terms":
      return legalDocuments
        .filter((document) => key === "legal" || document.id === "terms-and-conditions")
        .flatMap((document) =>
          key === "legal"
            ? [document]
            : document.sections.map((section) => ({
                ...document,
                summary: section.paragraphs.join(" "),
                title: section.heading,
              })),
        )
        .map((document) => ({ domain: domainOfText(document.title, document.summary), rings: 3 }));
    default:
      return wordSources(
        key === "notFound" ? content().pageCopy.notFound.lead : pages[key as PageKey].description,
      );
  }
}

/** A page that lists nothing is drawn from its own description: a source per long word, a ring per letter. */
function wordSources(text: string): ArtSource[] {
  const words = text
    .replace(new RegExp(site.name, "g"), "")
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 5);
  return words.map((word) => ({ domain: domainOfText(text), rings: word.length - 3, nodes: 2 }));
}

export function heroSubject(key: HeroKey): ArtSubject {
  return { name: heroArtName(key), sources: heroSources(key).slice(0, 9) };
}

/**
 * The hero of a research item's own page (a publication, dataset, model or report) or a whitepaper's: its
 * category's rings at the places its work covers, one ring per section of its text, one node per person, turned by
 * its date. Named after the item, so no two pages share a hero.
 */
export function researchItemHeroSubject(
  kind: "publication" | "dataset" | "model" | "report" | "whitepaper",
  item: {
    slug: string;
    category: Domain;
    date: string;
    people: number;
    sections: number;
    texts: readonly string[];
  },
): ArtSubject {
  return {
    name: `hero-research-${kind}-${item.slug}`,
    sources: sourcesAt(item.category, placesIn(...item.texts), item.sections + 2, item.people + 1),
    month: monthOf(item.date),
    day: dayOf(item.date),
  };
}
