import { z } from "./zod.ts";
import { availabilityOptions, defaultAvailability, experienceLevels, type JobId } from "./careers.ts";
import {
  bodyMessage,
  emailField,
  optionalLine,
  optionalUrl,
  requiredLine,
  requiredText,
} from "./form-text.ts";

// A job application: its fields, the rules the form and the server apply to them, and the texts shown after sending
// (an alert on success; on failure 'Failed to submit application: ' and the reason).
export const APPLICATION_LIMITS = { name: 200, phone: 50, location: 200, coverLetter: 10_000 } as const;

export const experienceLabels: Record<(typeof experienceLevels)[number], string> = {
  entry: "Entry level",
  mid: "Mid level",
  senior: "Senior",
  executive: "Executive",
};

export const availabilityLabels: Record<(typeof availabilityOptions)[number], string> = {
  immediate: "Immediately",
  "2-weeks": "In 2 weeks",
  "1-month": "In 1 month",
  "2-months": "In 2 months",
  flexible: "Flexible",
};

/** The rules of an application for one of `jobIds`, the open positions (the file names in content/jobs/). */
export const applicationSchemaFor = (jobIds: readonly JobId[]) =>
  z.object(
    {
      name: requiredLine("Name", "Please enter your name", APPLICATION_LIMITS.name),
      email: emailField,
      phone: optionalLine("Phone", APPLICATION_LIMITS.phone),
      position: z.enum(jobIds as [JobId, ...JobId[]], {
        error: "Please choose one of the listed positions",
      }),
      experience: z.enum(experienceLevels, { error: "Please choose your experience level" }),
      location: optionalLine("Location", APPLICATION_LIMITS.location),
      remoteWork: z._default(z.boolean({ error: "Remote work must be true or false" }), true),
      coverLetter: requiredText(
        "Cover letter",
        "Please write a cover letter",
        APPLICATION_LIMITS.coverLetter,
      ),
      resume: optionalUrl("Resume"),
      portfolio: optionalUrl("Portfolio"),
      linkedIn: optionalUrl("LinkedIn"),
      github: optionalUrl("GitHub"),
      availability: z._default(
        z.enum(availabilityOptions, { error: "Please choose one of the listed availability options" }),
        defaultAvailability,
      ),
    },
    { error: bodyMessage },
  );
export type ApplicationInput = z.input<ReturnType<typeof applicationSchemaFor>>;
export type Application = z.output<ReturnType<typeof applicationSchemaFor>>;

/** The fields the form checks before sending; any missing one gives the single message naming all five. */
export const applicationRequiredFields = ["name", "email", "position", "experience", "coverLetter"] as const;

export const applicationTexts = {
  success: "Application submitted successfully!",
  failurePrefix: "Failed to submit application: ",
  missingRequired:
    "Please fill out all required fields: Name, Email, Position, Experience, and Cover Letter.",
  submit: "Submit Application",
  sending: "Submitting...",
  applyNow: "Apply Now",
} as const;
