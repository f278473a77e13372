import { z } from "./zod.ts";
import { bodyMessage, emailField, optionalLine, requiredLine, requiredText } from "./form-text.ts";
import { contactCategories, defaultContactCategory } from "./contact-categories.ts";

// A contact message: its fields (organization optional, category general by default), the rules the form and the
// server apply, and the success and failure banners.

export * from "./contact-categories.ts";

export const CONTACT_LIMITS = { name: 200, organization: 200, subject: 200, message: 10_000 } as const;

export const contactMessageSchema = z.object(
  {
    name: requiredLine("Name", "Please enter your name", CONTACT_LIMITS.name),
    email: emailField,
    organization: optionalLine("Organisation", CONTACT_LIMITS.organization),
    subject: requiredLine("Subject", "Please enter a subject", CONTACT_LIMITS.subject),
    message: requiredText("Message", "Please enter your message", CONTACT_LIMITS.message),
    category: z._default(
      z.enum(contactCategories, { error: "Please choose one of the listed categories" }),
      defaultContactCategory,
    ),
  },
  { error: bodyMessage },
);
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

export const contactTexts = {
  success: "Thank you! Your message has been sent successfully.",
  failure: "Sorry, there was an error sending your message. Please try again.",
  submit: "Send message",
  sending: "Sending...",
} as const;
