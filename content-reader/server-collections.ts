// The collections of content/ the server reads as well as the site: the positions an application may name (their
// titles name them in emails and the console), what an acknowledgement says comes next, and the stage emails.
import { z } from "zod";
import type { JobId } from "../contract/careers.ts";
import { contactCategories } from "../contract/contact.ts";
import { emailStages } from "../contract/pipeline.ts";
import { unknownPlaceholderMessage, unknownPlaceholders } from "../contract/placeholders.ts";
import { isoDate, list, order, text } from "./fields.ts";

/** "$90,000–$140,000": the lower figure first, joined by an en dash (the site's one dash for ranges). */
const salaryRange = z
  .string()
  .regex(
    /^\$\d{1,3}(,\d{3})*–\$\d{1,3}(,\d{3})*$/,
    'must look like "$90,000–$140,000" (an en dash between the figures, no spaces)',
  )
  .refine((value) => {
    const figures = /^\$([\d,]+)–\$([\d,]+)$/.exec(value);
    // A value of the wrong shape is reported by the pattern above alone.
    return !figures || Number(figures[1]!.replace(/,/g, "")) < Number(figures[2]!.replace(/,/g, ""));
  }, "must start with the lower figure");

export const jobSchema = z
  .strictObject({
    id: text,
    order,
    title: text,
    department: text,
    // The careers page says every role is remote and full-time, and job-search data is published as such.
    location: z.literal("Remote / Global", { error: 'must be "Remote / Global" (every role is remote)' }),
    type: z.literal("Full-time", { error: 'must be "Full-time"' }),
    /** The experience badge, such as "Senior" or "Mid-Senior". */
    experience: text,
    description: text,
    requirements: list(),
    responsibilities: list(),
    /** Annual range in US dollars. */
    salary: salaryRange,
    equity: z
      .string()
      .regex(/^(Significant|Competitive) equity$/, 'must be "Significant equity" or "Competitive equity"'),
    /** The day the posting was published and the last day it stays open (structured data for job search engines). */
    datePosted: isoDate,
    validThrough: isoDate,
  })
  .refine((job) => job.validThrough > job.datePosted, {
    path: ["validThrough"],
    message: "must be after datePosted",
  });

/** Who an acknowledgement speaks for: a contact category (its department), or the application form. */
export const acknowledgedForms = [...contactCategories, "application"] as const;

/**
 * content/acknowledgements.yaml: what the email acknowledging a message or an application says comes next, and how
 * soon people usually hear back, one entry per contact category and one for applications.
 */
export const acknowledgementSchema = z.strictObject({
  for: z.enum(acknowledgedForms, { error: `must be one of: ${acknowledgedForms.join(", ")}` }),
  /** Completes "We usually answer within …". */
  responseTime: text,
  nextSteps: text,
});

/**
 * content/stage-emails.yaml: the email an applicant gets when staff move the application to a stage that has one
 * (the interview invitation, the decline), in Markdown with the placeholders {{name}}, {{position}}, {{reference}}.
 */
export const stageEmailSchema = z.strictObject({
  for: z.enum(emailStages, { error: `must be one of: ${emailStages.join(", ")}` }),
  body: text.superRefine((value, context) => {
    const unknown = unknownPlaceholders(value);
    if (unknown.length > 0) context.addIssue({ code: "custom", message: unknownPlaceholderMessage(unknown) });
  }),
});

export type Job = Omit<z.output<typeof jobSchema>, "id"> & { id: JobId };
export type Acknowledgement = z.output<typeof acknowledgementSchema>;
export type StageEmailText = z.output<typeof stageEmailSchema>;
