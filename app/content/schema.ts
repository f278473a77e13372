// Build-time only (app/content/load.ts checks the files with it); pages import just the types, so full zod stays out
// of the browser bundle that the contract keeps on zod/mini.
// eslint-disable-next-line no-restricted-imports -- see above
import { z } from "zod";
import { topicCategories } from "./categories.ts";
import { isoDate, list, order, text } from "../../content-reader/fields.ts";

// The field rules, and the collections the server reads too (jobs, acknowledgements, stage emails), live outside
// app/ in content-reader/, which the server may import; they are part of these rules all the same.
export { isoDate, list, order, text } from "../../content-reader/fields.ts";
export {
  acknowledgedForms,
  acknowledgementSchema,
  jobSchema,
  stageEmailSchema,
  type Acknowledgement,
  type Job,
  type StageEmailText,
} from "../../content-reader/server-collections.ts";

// The rules every content file under content/ must follow, checked when the site is built (app/content/load.ts).
// Pages import only the types below (`import type`), never this module's values: zod stays out of the browser.
//
// Ids and slugs come from file names; a Markdown file's text below its front matter fills one field (see
// `collections` in app/content/load.ts). Unknown fields are refused, so a misspelt field name fails the build instead of
// silently disappearing from the page.

/** A month written as 2025-05. */
export const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "must be a month written as YYYY-MM");

export const httpsUrl = z.url({ protocol: /^https$/, error: "must be an https:// address" });

/**
 * Why a title and an address disagree about the year ("… Summit 2027" linking to …/summit-2026), or undefined. Only
 * a year the title names is compared, and only with the years in the address.
 */
export function yearMismatch(title: string, url: string): string | undefined {
  const titleYears = new Set(title.match(/\b(?:19|20)\d{2}\b/g) ?? []);
  if (titleYears.size === 0) return undefined;
  const urlYears = url.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g) ?? [];
  const other = urlYears.find((year) => !titleYears.has(year));
  return other ? `names ${other}, but the title says ${[...titleYears].join(" and ")}` : undefined;
}

export const sitePath = z.string().regex(/^\/[a-z0-9/-]*$/, "must be a path on this site, such as /contact");
const category = z.enum(topicCategories, { error: `must be one of: ${topicCategories.join(", ")}` });

export const eventStatuses = ["Registration Open", "Early Bird Registration", "Invitation Only"] as const;

/** A moment with the venue's UTC offset, such as 2026-04-21T09:00:00+01:00. */
const dateTimeWithOffset = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/,
    "must be a date and time with its UTC offset, such as 2026-04-21T09:00:00+01:00",
  )
  .refine((value) => !Number.isNaN(Date.parse(value)), "is not a real date and time");

/** A physical venue: where people meet in person. */
export const eventVenueSchema = z.strictObject({
  name: text,
  locality: text,
  country: z.string().regex(/^[A-Z]{2}$/, "must be a two-letter country code (ISO 3166-1), such as PT"),
});

export const upcomingEventSchema = z
  .strictObject({
    slug: text,
    title: text,
    /** First day; the page lists events by this date. */
    date: isoDate,
    /** The dates as people read them, such as "21–23 April 2026". */
    dateLabel: text,
    time: text,
    /** The day the event was announced: its date in the events feed. */
    announced: isoDate,
    /** Exact start and end, with the venue's UTC offset (structured data, feeds and calendars). */
    start: dateTimeWithOffset,
    end: dateTimeWithOffset,
    location: text,
    /** In-person venues; none for an online-only event. */
    venues: z.array(eventVenueSchema).default([]),
    /** Whether people can also (or only) take part online. */
    online: z.boolean(),
    type: text,
    attendees: text,
    description: text,
    highlights: list(),
    status: z.enum(eventStatuses, { error: `must be one of: ${eventStatuses.join(", ")}` }),
    registrationLink: httpsUrl,
    /** What a ticket costs, in `currency`; 0 when taking part is free. Registration opens on `announced`. */
    price: z.number().nonnegative("must be 0 (free) or more"),
    currency: z.string().regex(/^[A-Z]{3}$/, "must be a three-letter currency code (ISO 4217), such as EUR"),
    /** Who speaks or leads the event: people, teams or organisations. */
    performers: z
      .array(z.strictObject({ name: text, kind: z.enum(["person", "organization"]) }))
      .min(1, "needs at least one performer"),
  })
  .refine((event) => Date.parse(event.end) > Date.parse(event.start), {
    path: ["end"],
    message: "must be after start",
  })
  .refine((event) => event.start.startsWith(event.date), {
    path: ["start"],
    message: "must fall on the event's date",
  })
  .refine((event) => event.online || event.venues.length > 0, {
    path: ["venues"],
    message: "needs at least one venue when the event is not online",
  })
  .superRefine((event, context) => {
    const problem = yearMismatch(event.title, event.registrationLink);
    if (problem) context.addIssue({ code: "custom", path: ["registrationLink"], message: problem });
  });

export const pastEventSchema = z.strictObject({
  slug: text,
  title: text,
  /** The month it took place; the page lists the most recent first and shows it as "May 2025". */
  date: isoMonth,
  location: text,
  attendees: text,
  description: text,
  outcomes: list(),
});

export const webinarSeriesSchema = z.strictObject({
  title: text,
  schedule: text,
  time: text,
  description: text,
  nextTopic: text,
});

export const articleIcons = ["sprout", "cloud-sun", "building", "dna", "apple", "heart-pulse"] as const;

export const articleSchema = z
  .strictObject({
    slug: text,
    order,
    title: text,
    summary: text,
    /** Full text, one entry a paragraph. */
    content: list(),
    /** The author's team entry: a file name in content/team/ (without .md), such as priya-raman. */
    author: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must name a file in content/team/, such as priya-raman"),
    date: isoDate,
    /** The day the text last changed in substance; left out while it has not. */
    updated: isoDate.optional(),
    /** The project the article reports on: a file name in content/projects/ (its page is linked as related). */
    project: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must name a file in content/projects/, such as precision-plate")
      .optional(),
    readTime: z.string().regex(/^\d+ min read$/, 'must look like "6 min read"'),
    category,
    icon: z.enum(articleIcons, { error: `must be one of: ${articleIcons.join(", ")}` }),
  })
  .refine((article) => article.updated === undefined || article.updated >= article.date, {
    path: ["updated"],
    message: "must not be before date",
  });

/** A place a project works in: drawn and named on its map (app/files/figures/project-map.ts). */
export const projectPlaceSchema = z.strictObject({
  /** The name the map writes, such as Nairobi. */
  name: text,
  country: text,
  /** Degrees, east and north positive: Nairobi is 36.82, -1.29. */
  lon: z
    .number()
    .min(-180, "must be a longitude from -180 to 180")
    .max(180, "must be a longitude from -180 to 180"),
  lat: z.number().min(-90, "must be a latitude from -90 to 90").max(90, "must be a latitude from -90 to 90"),
  /** What happens there, shown in the list beside the map. */
  work: text,
});

export const projectPartnerSchema = z.strictObject({ name: text, role: text, country: text });

export const projectSchema = z
  .strictObject({
    slug: text,
    order,
    category,
    title: text,
    subtitle: text,
    /** The project page's story, one entry a paragraph; the first is also the card's description. */
    story: list(),
    features: list(),
    impact: text,
    /** External live dashboard; opens in a new tab. */
    link: httpsUrl,
    /** Optional page of this site about a related service. */
    internalLink: sitePath.optional(),
    places: z.array(projectPlaceSchema).min(1, "needs at least one place"),
    partners: z.array(projectPartnerSchema).min(1, "needs at least one partner"),
  })
  .superRefine((project, context) => {
    const problem = yearMismatch(project.title, project.link);
    if (problem) context.addIssue({ code: "custom", path: ["link"], message: problem });
    const names = project.places.map((place) => place.name);
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index)
        context.addIssue({
          code: "custom",
          path: ["places", index, "name"],
          message: `${name} is listed twice`,
        });
    });
  })
  .transform((project) => ({ ...project, description: project.story[0]! }));

/** How a series' figures were obtained: measured results, or targets (never drawn or worded as results). */
export const seriesKinds = ["result", "target"] as const;

const chartPoint = z.strictObject({
  /** Where on the horizontal axis: a number on a line chart (a year, a month), a category on a bar chart. */
  at: z.union([z.number(), text], { error: "must be a number or a text" }),
  value: z.number({ error: "must be a number" }),
});

export const projectSeriesSchema = z.strictObject({
  name: text,
  kind: z.enum(seriesKinds, { error: `must be one of: ${seriesKinds.join(", ")}` }),
  /** Where the figures come from: who measured or set them, how, when. */
  source: text,
  values: z.array(chartPoint).min(1, "needs at least one value"),
});

export const chartTypes = ["bar", "line"] as const;

export const projectChartSchema = z
  .strictObject({
    /** The figure's title; also its id on the page (as lower-case words). */
    title: text,
    type: z.enum(chartTypes, { error: `must be one of: ${chartTypes.join(", ")}` }),
    /** What the horizontal axis shows, such as Season. */
    x: text,
    /** What the values measure, and their unit, such as "Soil organic carbon" and "%". */
    measure: text,
    unit: text,
    /** What the reader should take from the chart, in a sentence or two: read out with the figure. */
    summary: text,
    /** What the figures are and are not (pilot scale, not yet peer reviewed, ...). */
    note: text,
    series: z.array(projectSeriesSchema).min(1, "needs at least one series"),
  })
  .superRefine((chart, context) => {
    chart.series.forEach((series, index) => {
      series.values.forEach((point, position) => {
        if (chart.type === "line" && typeof point.at !== "number")
          context.addIssue({
            code: "custom",
            path: ["series", index, "values", position, "at"],
            message: "must be a number on a line chart (a year or a month)",
          });
      });
    });
    if (!chart.series.some((series) => series.kind === "result"))
      context.addIssue({ code: "custom", path: ["series"], message: "needs at least one result series" });
    chart.series.forEach((series, index) => {
      const ats = series.values.map((point) => point.at);
      const twice = ats.find((at, position) => ats.indexOf(at) !== position);
      if (twice !== undefined)
        context.addIssue({
          code: "custom",
          path: ["series", index, "values"],
          message: `has two values at ${twice}`,
        });
    });
  });

/** content/project-results/<project>.yaml: the charts of a project page, each from its series. */
export const projectResultsSchema = z.strictObject({
  slug: text,
  charts: z.array(projectChartSchema).min(1, "needs at least one chart"),
});

/** Where a person appears on /company: the elected leadership, or the research staff who write our articles. */
export const teamGroups = ["leadership", "research"] as const;

export const teamMemberSchema = z.strictObject({
  slug: text,
  order,
  group: z.enum(teamGroups, { error: `must be one of: ${teamGroups.join(", ")}` }),
  name: text,
  role: text,
  bio: text,
  /** A portrait under /images/; without one the card draws the person's initials. */
  image: z
    .string()
    .regex(/^\/images\/[a-z0-9-]+\.(jpg|png|webp|avif)$/, "must be a file under /images/")
    .nullable()
    .default(null),
  expertise: list(),
});

export const legalSectionSchema = z.strictObject({ heading: text, paragraphs: list() });

export const legalDocumentSchema = z.strictObject({
  id: text,
  order,
  title: text,
  summary: text,
  lastUpdated: isoDate,
  sections: z.array(legalSectionSchema).min(1, "needs at least one ## section"),
});

export const interviewSchema = z.strictObject({
  slug: text,
  order,
  title: text,
  interviewee: text,
  description: text,
  type: z.enum(["Written", "Video", "Podcast"], { error: "must be Written, Video or Podcast" }),
  date: isoDate,
  /** "12 min read" for written interviews, a duration for video and podcast. */
  length: text,
  outlet: text,
  /** Transcript excerpt or summary shown when the interview is opened. */
  excerpt: z.array(z.strictObject({ speaker: text.optional(), text })).min(1, "needs at least one entry"),
});

export const explainerVideoSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  title: text,
  description: text,
  duration: z.string().regex(/^\d+:\d{2}$/, 'must look like "4:12"'),
  type: text,
});

export const visualAssetCategorySchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  category: text,
  description: text,
  /** Number of files in the generated archive. */
  itemCount: z.number().int().positive(),
  formats: list(),
  downloadUrl: z.string().regex(/^\/assets\/press\/[a-z0-9-]+\.zip$/, "must be /assets/press/<name>.zip"),
});

export const mediaContactSchema = z.strictObject({
  name: text,
  role: text,
  email: z.email("must be an email address"),
  phone: z.string().regex(/^\+[\d ()-]+$/, 'must be an international number such as "+1 (555) 014-2025"'),
  focus: text,
});

export const companyFactSchema = z.strictObject({ figure: text, label: text });

/** The public pages: their keys, used by the code (pageMeta("careers")), and their entries in content/page-titles.yaml. */
export const pageKeys = [
  "home",
  "vision",
  "company",
  "careers",
  "aiCenter",
  "featuredInitiatives",
  "research",
  "projects",
  "services",
  "serviceBioai",
  "serviceNutrition",
  "serviceGenomic",
  "serviceGovernance",
  "serviceAgtech",
  "insights",
  "events",
  "newsletters",
  "press",
  "contact",
  "legal",
  "terms",
  "login",
  "register",
  "verifyEmail",
  "account",
  "forgotPassword",
  "resetPassword",
  "forgotPasswordSent",
  "resetPasswordDone",
  "confirmEmail",
  "subscriptionConfirm",
  "subscriptionUnsubscribe",
  "staff",
  "contactThanks",
  "careersThanks",
  "careersApplication",
  "insightsThanks",
  "eventsThanks",
] as const;

export const pageInfoSchema = z.strictObject({
  path: z.string().regex(/^\/[a-z0-9/-]*$/, "must be a path on this site, such as /contact"),
  title: text,
  description: text,
  /** Reached only from a link in an email: kept out of search engines and the sitemap. */
  noindex: z.literal(true, { error: "must be true, or left out" }).optional(),
});

/** content/page-titles.yaml: every page, by key; a missing or unknown key is a problem. */
export const pageTitlesSchema = z.strictObject(
  Object.fromEntries(pageKeys.map((key) => [key, pageInfoSchema])) as Record<
    (typeof pageKeys)[number],
    typeof pageInfoSchema
  >,
);

const servicePageKeys = pageKeys.filter((key) => key.startsWith("service") && key !== "services");

/** content/services/<slug>.yaml; the title, summary and address are those of its page in content/page-titles.yaml. */
export const serviceSchema = z.strictObject({
  slug: text,
  order,
  /** Its page's key in content/page-titles.yaml. */
  page: z.enum(servicePageKeys as [string, ...string[]], {
    error: `must be one of: ${servicePageKeys.join(", ")}`,
  }),
  tagline: text,
  /** The hero paragraph of the service page. */
  description: text,
  /** Short capability list for the overview card. */
  features: list(),
  differentiators: z.array(z.strictObject({ title: text, text })).min(1, "needs at least one entry"),
  deliverables: list(),
  /** The brochure, /assets/pdfs/<name>-brochure.pdf: names fixed because other sites link to them. */
  brochure: z
    .string()
    .regex(/^\/assets\/pdfs\/[a-z0-9-]+-brochure\.pdf$/, "must look like /assets/pdfs/<name>-brochure.pdf"),
});

/** content/service-process.yaml: the four steps of an engagement on /services. */
export const serviceStepSchema = z.strictObject({ title: text, text });

/** content/whitepapers/<slug>.md: the PDF /assets/pdfs/whitepapers/<slug>.pdf is made from its sections. */
export const whitepaperSchema = z.strictObject({
  slug: text,
  order,
  title: text,
  description: text,
  /** The page count of the generated PDF (a unit test checks it). */
  pages: z.number().int("must be a whole number").positive("must be at least 1"),
  date: isoDate,
  category,
  sections: z.array(legalSectionSchema).min(1, "needs at least one section"),
});

export type UpcomingEvent = z.output<typeof upcomingEventSchema>;
export type EventStatus = UpcomingEvent["status"];
export type EventVenue = z.output<typeof eventVenueSchema>;
export type PastEvent = z.output<typeof pastEventSchema>;
export type WebinarSeries = z.output<typeof webinarSeriesSchema>;
export type ArticleFile = z.output<typeof articleSchema>;
/** An article with its author's team entry (name, role and the anchor of their card on /company). */
export type Article = Omit<ArticleFile, "author"> & { author: ArticleAuthor };
export interface ArticleAuthor {
  slug: string;
  name: string;
  role: string;
}
export type ArticleIcon = Article["icon"];
export type Project = z.output<typeof projectSchema>;
export type ProjectPlace = z.output<typeof projectPlaceSchema>;
export type ProjectPartner = z.output<typeof projectPartnerSchema>;
export type ProjectChart = z.output<typeof projectChartSchema>;
export type ProjectSeries = z.output<typeof projectSeriesSchema>;
export type ProjectResults = z.output<typeof projectResultsSchema>;
export type TeamMember = z.output<typeof teamMemberSchema>;
export type LegalSection = z.output<typeof legalSectionSchema>;
export type LegalDocument = z.output<typeof legalDocumentSchema>;
export type Interview = z.output<typeof interviewSchema>;
export type ExplainerVideo = z.output<typeof explainerVideoSchema>;
export type VisualAssetCategory = z.output<typeof visualAssetCategorySchema>;
export type MediaContact = z.output<typeof mediaContactSchema>;
export type CompanyFact = z.output<typeof companyFactSchema>;
export type PageKey = (typeof pageKeys)[number];
export type PageInfo = z.output<typeof pageInfoSchema>;
export type PageTitles = z.output<typeof pageTitlesSchema>;
export type ServiceFile = z.output<typeof serviceSchema>;
export type ServiceStep = z.output<typeof serviceStepSchema>;
export type WhitepaperFile = z.output<typeof whitepaperSchema>;
