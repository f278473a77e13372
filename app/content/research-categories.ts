// The options of the Research Center category select, in order; "All" comes first and is the default.
export const researchCategories = ["Genomics", "Nutrition", "Agriculture", "Health"] as const;
export type ResearchCategory = (typeof researchCategories)[number];
