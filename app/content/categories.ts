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

/**
 * Every category that has its own colour (components/ui/category-tint.ts): the topics above plus those of the
 * initiatives and research items. Content names its categories from here; components only give them colours.
 */
export const tintedCategories = [...topicCategories, "Health", "AI", "Blockchain", "Health Systems"] as const;

export type TintedCategory = (typeof tintedCategories)[number];

/** The filter value that shows everything; also the default. */
export const ALL = "All";

/** Reads a category from a URL query value; anything unknown falls back to All. */
export function parseTopicCategory(value: string | null): TopicCategory | typeof ALL {
  return topicCategories.find((category) => category === value) ?? ALL;
}
