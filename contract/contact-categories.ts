// A contact message's categories and their labels, apart from the schemas (contact.ts), so the staff console's
// filters can name them without loading zod.
export const contactCategories = [
  "general",
  "genomics",
  "agro",
  "partnerships",
  "research",
  "careers",
] as const;
export type ContactCategory = (typeof contactCategories)[number];
export const defaultContactCategory: ContactCategory = "general";

export const contactCategoryLabels: Record<ContactCategory, string> = {
  general: "General enquiry",
  genomics: "Genomics",
  agro: "Agriculture and food",
  partnerships: "Partnerships",
  research: "Research collaboration",
  careers: "Careers",
};
