import { content } from "./load.ts";
import { projectBriefsOf } from "./project-briefs.ts";
import { projects } from "./projects.ts";

const pressCopy = content().pageCopy.press;

// Press Kit content. Interviews, videos, visual asset categories and media contacts are files under content/press/;
// the project briefs are made from the project entries, so they never disagree; the company facts are shared with
// /company (company.ts).
export const interviews = content().interviews;
export const explainerVideos = content().explainerVideos;
export const visualAssetCategories = content().visualAssetCategories;
export const mediaContacts = content().mediaContacts;
export type { ExplainerVideo, Interview, MediaContact, VisualAssetCategory } from "./schema.ts";

/** The press boilerplate: the lead of the facts section on /press, also printed in the press kit PDFs. */
export const boilerplate = pressCopy.facts.lead;

export type { ProjectBrief } from "./project-briefs.ts";

export const projectBriefs = projectBriefsOf(projects);
