import { ALL, topicCategories } from "../../content/categories.ts";
import type { FilterOption } from "./filter-bar.tsx";

/** Filter options (All first, then the shared topic categories in their fixed order) with how many items each would show. */
export function categoryOptions(items: readonly { category: string }[]): FilterOption[] {
  return [
    { value: ALL, label: ALL, count: items.length },
    ...topicCategories.map((category) => ({
      value: category,
      label: category,
      count: items.filter((item) => item.category === category).length,
    })),
  ];
}

export function filterByCategory<T extends { category: string }>(items: readonly T[], category: string): T[] {
  return category === ALL ? [...items] : items.filter((item) => item.category === category);
}
