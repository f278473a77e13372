import { jobIds } from "./job-ids.ts";

// The open positions an application may name: generated from the job files (content/jobs/, see docs/content.md), so
// the careers page, the application form and the server's validation always agree.
export { jobIds };
export type JobId = (typeof jobIds)[number];

export const experienceLevels = ["entry", "mid", "senior", "executive"] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const availabilityOptions = ["immediate", "2-weeks", "1-month", "2-months", "flexible"] as const;
export type Availability = (typeof availabilityOptions)[number];
export const defaultAvailability: Availability = "flexible";
