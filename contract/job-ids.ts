// Generated from the file names in content/jobs/ by scripts/content/generate.ts: do not edit.
// Change the content files instead; the build, the dev server and `npm run content` regenerate this.
// The server accepts an application only for one of these positions.
export const jobIds = [
  "genomic-systems-architect",
  "nutritional-ai-engineer",
  "disease-risk-modeler",
  "environmental-data-strategist",
  "blockchain-developer",
  "ai-researcher",
  "climate-scientist",
  "bioethics-specialist",
] as const;
