// The Research Center category select (SPEC §2), in order; "All" is the default.
export const researchCategories = ["Genomics", "Nutrition", "Agriculture", "Health"] as const;
export type ResearchCategory = (typeof researchCategories)[number];
