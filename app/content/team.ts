// The leadership team on /company: one Markdown file per person in content/team/, the biography below the front
// matter. Without a photo the person card draws an initials avatar.
export { team } from "./generated/team.ts";
export type { TeamMember } from "./schema.ts";

/** "Dr. Amara Okafor" -> "AO": first letters of the first and last names, titles ignored. */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).filter((word) => !/^(dr|prof|mr|ms|mrs)\.?$/i.test(word));
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
