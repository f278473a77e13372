// Build-time only (app/content/load.ts checks the files with it); pages import just the types, so full zod stays out
// of the browser bundle that the contract keeps on zod/mini.
// eslint-disable-next-line no-restricted-imports -- see above
import { z } from "zod";

// The words of each page that are not a list of entries: hero taglines and leads, section headings, calls to action.
// One file per page in content/pages/, checked against these shapes when the site is built. Labels the site's
// behaviour depends on (Apply Now, Register Now, View Document, ...) and link targets stay in the page code.
//
// "{count}" in a text is replaced by the number of entries the page lists ("{count} open positions" shows "Eight
// open positions"), so a heading never disagrees with the list below it.

const text = z.string().trim().min(1, "must not be empty");
const paragraphs = z.array(text).min(1, "needs at least one paragraph");
const counted = text.refine((value) => value.includes("{count}"), {
  error: "must contain {count}, which the page replaces with the number of entries it lists",
});
const sitePath = z.string().regex(/^\/[a-z0-9/-]*$/, "must be a path on this site, such as /projects");
/** A path on this site, optionally to an anchor on the page: /featured-initiatives#helix-discovery. */
const siteLink = z
  .string()
  .regex(
    /^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/,
    "must be a path on this site, such as /projects or /vision#mission",
  );

const hero = z.strictObject({ tagline: text.optional(), lead: text });
/** A key figure is a measured count or result, or a target: never one shown as the other. */
const status = z.enum(["measured", "target"], { error: "must be measured or target" });
const heading = z.strictObject({ eyebrow: text.optional(), title: text, lead: text.optional() });
/** Labels of one or two buttons whose targets the page fixes. */
const oneAction = z.tuple([text], { error: "must be a list of one button label" });
const twoActions = z.tuple([text, text], { error: "must be a list of two button labels" });
/** A closing box: heading, one paragraph, then its buttons. */
const callout = <Actions extends z.ZodType>(actions: Actions) =>
  z.strictObject({ title: text, text, actions });

export const pageCopySchemas = {
  home: z.strictObject({
    hero: z.strictObject({
      tagline: text,
      lead: text,
      actions: z.array(z.strictObject({ label: text, to: sitePath })).min(1),
    }),
    stats: z.strictObject({
      title: text,
      figures: z
        .array(
          // `context` says where the figure comes from or what it measures, under the figure. A figure that is also
          // one of the company's key facts is named by that fact's label (`fact`), so both pages show one number.
          // `status` says whether the figure was measured or is a target, `source` where it comes from; both are
          // shown in smaller type under the figure.
          z.union([
            z.strictObject({ figure: text, label: text, context: text, to: siteLink, status, source: text }),
            z.strictObject({ fact: text, label: text, context: text, to: siteLink, status, source: text }),
          ]),
        )
        .min(1),
    }),
    initiatives: heading.extend({ lead: counted, allLink: text }),
    mission: z.strictObject({
      eyebrow: text,
      title: text,
      paragraphs,
      commitmentsTitle: text,
      commitments: z.array(text).min(1),
      action: text,
    }),
  }),
  vision: z.strictObject({
    hero,
    mission: z.strictObject({ eyebrow: text, title: text, paragraphs }),
    pillars: heading.extend({ eyebrow: counted }),
    initiatives: heading.extend({ eyebrow: counted }),
    join: callout(twoActions),
  }),
  company: z.strictObject({
    hero,
    story: z.strictObject({ eyebrow: text, title: text, paragraphs, factsTitle: text }),
    values: heading,
    team: heading,
    researchers: heading,
    timeline: heading,
    partners: heading,
  }),
  careers: z.strictObject({
    hero: hero.extend({ action: text }),
    benefits: heading,
    positions: heading.extend({ title: counted }),
    closing: callout(oneAction),
  }),
  aiCenter: z.strictObject({
    hero: hero.extend({ actions: twoActions }),
    technologies: heading.extend({ title: counted }),
    methods: heading.extend({ lead: counted }),
    impact: heading,
  }),
  featuredInitiatives: z.strictObject({
    hero: hero.extend({ lead: counted }),
    closing: callout(twoActions),
  }),
  projects: z.strictObject({
    hero: hero.extend({ lead: counted }),
    /** The caption of the map of every project's places, under it; {count} is the number of places. */
    map: z.strictObject({ caption: counted }),
    list: heading,
    partner: heading.extend({ actions: twoActions }),
    /** The headings of every project's own page (/projects/<slug>). */
    project: z.strictObject({
      story: heading,
      features: text,
      places: heading.extend({ lead: counted }),
      results: heading,
      reading: z.strictObject({ title: text, paragraphs }),
      partners: heading,
      articles: heading,
    }),
  }),
  services: z.strictObject({
    hero: hero.extend({ action: text }),
    offerings: heading.extend({ eyebrow: counted }),
    process: heading.extend({ lead: counted, action: text }),
  }),
  insights: z.strictObject({
    hero,
    articles: heading,
    whitepapers: heading,
    newsletter: z.strictObject({ title: text, text }),
    /** What every article's own page (/insights/<slug>) says around the article. */
    article: z.strictObject({ related: heading, allLink: text }),
  }),
  events: z.strictObject({
    hero,
    upcoming: heading,
    webinars: heading,
    past: heading,
    subscribe: z.strictObject({ title: text, text }),
    host: z.strictObject({ title: text, text }),
  }),
  press: z.strictObject({
    hero: hero.extend({ action: text }),
    /** The boilerplate paragraph is also printed in the press kit PDFs. */
    facts: heading.extend({ lead: text }),
    briefs: heading,
    interviews: heading,
    videos: heading,
    visuals: heading,
    contacts: heading,
  }),
  research: z.strictObject({ hero }),
  contact: z.strictObject({
    hero,
    form: z.strictObject({ title: text }),
    departments: z.strictObject({
      title: text,
      /** The phone number sits between these two texts. */
      phoneBefore: text,
      phoneAfter: text,
    }),
    offices: heading,
    faq: heading,
  }),
  legal: z.strictObject({
    hero,
    standards: heading.extend({ treatyLabel: text }),
    governance: heading,
    documents: heading,
    contact: z.strictObject({ title: text, text }),
    disclaimer: z.strictObject({ title: text }),
  }),
  terms: z.strictObject({
    /** The closing sentence around the link to /legal. */
    otherPolicies: z.strictObject({ before: text, link: text, after: text }),
  }),
  notFound: z.strictObject({
    eyebrow: text,
    title: text,
    lead: text,
    action: text,
    searchLabel: text,
    /** The main destinations, by address; each is shown with its page's title and description. */
    destinations: heading.extend({ pages: z.array(sitePath).min(3) }),
  }),
};

export type PageCopyKey = keyof typeof pageCopySchemas;
export type PageCopy<Key extends PageCopyKey> = z.output<(typeof pageCopySchemas)[Key]>;
