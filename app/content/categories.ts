// The topic categories shared by the Projects and Insights filters, in the order the filter shows them after All.
export const topicCategories = [
  "Agriculture",
  "Climate",
  "Urban Systems",
  "Genomics",
  "Nutrition",
  "Public Health",
] as const;

export type TopicCategory = (typeof topicCategories)[number];

/** The filter value that shows everything; also the default. */
export const ALL = "All";

/** Reads a category from a URL query value; anything unknown falls back to All. */
export function parseTopicCategory(value: string | null): TopicCategory | typeof ALL {
  return topicCategories.find((category) => category === value) ?? ALL;
}
