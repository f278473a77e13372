// Open positions: one Markdown file per job in content/jobs/ (docs/content.md), checked and turned into data at
// build. The file names are also the job ids the application form offers and the server accepts.
import { content } from "./load.ts";

export const jobs = content().jobs;
export type { Job } from "./schema.ts";
