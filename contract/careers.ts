// The open positions an application may name are the file names in content/jobs/ (docs/content.md): the careers page
// hands them to the application form, and the server reads them at start (server/careers/job-ids.ts), so the three
// always agree. See applicationSchemaFor in application.ts.
export type JobId = string;

export const experienceLevels = ["entry", "mid", "senior", "executive"] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const availabilityOptions = ["immediate", "2-weeks", "1-month", "2-months", "flexible"] as const;
export type Availability = (typeof availabilityOptions)[number];
export const defaultAvailability: Availability = "flexible";
