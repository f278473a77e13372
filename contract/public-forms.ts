import { applicationRequiredFields, applicationTexts } from "./application.ts";
import { contactTexts } from "./contact.ts";
import { errorSummaryTitle } from "./form-problems.ts";
import { subscriptionTexts } from "./subscription.ts";

// The four public forms: where each posts, the page it lives on and the thank-you page a submission sent without
// JavaScript lands on (ADR 0007). Shared by the pages, which render the form with this action, and the server,
// which redirects to these pages. No zod here: every form page imports it.
export const publicForms = ["contact", "application", "newsletter", "events"] as const;
export type PublicForm = (typeof publicForms)[number];

export interface PublicFormPages {
  /** The API endpoint the form posts to, as JSON from the page's script or as a plain form without it. */
  action: string;
  /** The page holding the form: where a form sent without JavaScript comes back with its problems shown. */
  page: string;
  /** Where a form sent without JavaScript lands once stored. */
  thanks: string;
}

export const publicFormPages: Record<PublicForm, PublicFormPages> = {
  contact: { action: "/api/contact/", page: "/contact", thanks: "/contact/thank-you" },
  application: { action: "/api/careers/apply", page: "/careers", thanks: "/careers/thank-you" },
  newsletter: { action: "/api/newsletter", page: "/insights", thanks: "/insights/thank-you" },
  events: { action: "/api/events/subscribe", page: "/events", thanks: "/events/thank-you" },
};

/** What a form's thank-you page says: the same sentence as the form's success banner. */
export const publicFormThanks: Record<PublicForm, string> = {
  contact: contactTexts.success,
  application: applicationTexts.success,
  newsletter: subscriptionTexts.newsletter.success,
  events: subscriptionTexts.events.success,
};

/** The banner of a submission the server refused: a sentence, and the server's details when shown as a list. */
export interface FailureSummary {
  message: string;
  details: string[];
}

/**
 * The title of the error summary above the fields that need fixing, the same with JavaScript (the form kit's checks)
 * and without it (the page the server sends a refused plain form back to): for an application missing one of its five
 * required fields, the one fixed message naming them all; otherwise "There is a problem".
 */
export function problemSummaryTitle(
  form: PublicForm,
  values: Readonly<Record<string, unknown>> = {},
): string {
  if (form === "application" && missingRequired(values)) return applicationTexts.missingRequired;
  return errorSummaryTitle;
}

const missingRequired = (values: Readonly<Record<string, unknown>>) =>
  applicationRequiredFields.some((field) => String(values[field] ?? "").trim() === "");

/**
 * The banner shown when a submission fails, the same with JavaScript (after the API's answer) and without it (on
 * the page the server sends the visitor back to). `details` are the API's one-sentence-per-problem details.
 */
export function failureSummary(
  form: PublicForm,
  details: readonly string[],
  values: Readonly<Record<string, unknown>> = {},
): FailureSummary {
  switch (form) {
    case "contact":
      return { message: contactTexts.failure, details: [...details] };
    case "application": {
      // The required fields are named all at once when one is missing; otherwise the details, joined by commas.
      if (missingRequired(values) && Object.keys(values).length > 0)
        return { message: applicationTexts.missingRequired, details: [] };
      return { message: applicationTexts.failurePrefix + details.join(", "), details: [] };
    }
    case "newsletter":
    case "events":
      return { message: [subscriptionTexts[form].failure, ...details].join(" "), details: [] };
  }
}
