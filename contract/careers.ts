// Identifiers shared by the careers page, the application form and the server's validation (SPEC §3, §5).
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
export type JobId = (typeof jobIds)[number];

export const experienceLevels = ["entry", "mid", "senior", "executive"] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const availabilityOptions = ["immediate", "2-weeks", "1-month", "2-months", "flexible"] as const;
export type Availability = (typeof availabilityOptions)[number];
export const defaultAvailability: Availability = "flexible";
