// Open positions: one Markdown file per job in content/jobs/ (docs/content.md), checked and turned into data at
// build. The file names are also the job ids the application form offers and the server accepts.
export { jobs } from "./generated/jobs.ts";
export type { Job } from "./schema.ts";
