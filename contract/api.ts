import { z } from "./zod.ts";

/** Every error the API returns has this body: a sentence for people, and one sentence per problem when there are several. */
export const apiErrorSchema = z.object({
  message: z.string(),
  details: z.optional(z.array(z.string())),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const apiMessages = {
  notFound: "Not found.",
  badAddress: "The address is not valid: a percent sign must start an escaped character such as %20.",
  malformedJson: "The request body is not valid JSON.",
  invalidInput: "Some of the information you sent is not valid.",
  bodyTooLarge: "The request body is too large.",
  unsupportedMediaType: "The request body must be JSON (Content-Type: application/json).",
  crossSiteForm: "Forms on other sites cannot send to this one.",
  tooManyRequests: "Too many requests. Please wait a moment and try again.",
  unavailable: "The service is temporarily unavailable. Please try again shortly.",
  internal: "Something went wrong on our side. Please try again.",
} as const;

/** Turns zod issues into one readable message per problem (a field's, without a full stop), the `details` of a 400 answer. */
export function issuesToDetails(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => issue.message);
}
