// The live projects on /projects: one Markdown file per project in content/projects/. The press kit's project
// briefs are made from the same entries, so the two never disagree.
import { content } from "./load.ts";

export const projects = content().projects;
export type { Project } from "./schema.ts";
