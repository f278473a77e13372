// The placeholders of saved replies and of the pipeline's emails: `{{name}}`, `{{position}}` and `{{reference}}`,
// filled for one entry. Without zod, so the console can show the same rules next to its editor.

import { markdownLiteral } from "./markdown-text.ts";

export const placeholderNames = ["name", "position", "reference"] as const;
export type PlaceholderName = (typeof placeholderNames)[number];
export type PlaceholderValues = Record<PlaceholderName, string>;

/** What each placeholder becomes, as the console explains it next to the editor. */
export const placeholderHelp: Record<PlaceholderName, string> = {
  name: "the sender's name, as they gave it",
  position: "the position's title for an application; the subject for a message",
  reference: "the entry's reference, such as VC-7K3Q9M",
};

// Double braces around a name; spaces inside the braces are allowed ({{ name }}).
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

const isKnown = (name: string): name is PlaceholderName =>
  (placeholderNames as readonly string[]).includes(name);

/** The placeholders in a text that are not known, each once, as written. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    if (!isKnown(match[1]!)) unknown.add(match[0]);
  }
  return [...unknown];
}

/** The sentence refusing a text with unknown placeholders. */
export function unknownPlaceholderMessage(unknown: readonly string[]): string {
  const known = placeholderNames.map((name) => `{{${name}}}`);
  const allowed = `${known.slice(0, -1).join(", ")} or ${known.at(-1)}`;
  const named = unknown.join(", ");
  return unknown.length === 1
    ? `${named} is not a placeholder. Use ${allowed}.`
    : `${named} are not placeholders. Use ${allowed}.`;
}

/**
 * The Markdown with each known placeholder replaced by its value, as text: a name or a subject is the visitor's, so it
 * is escaped and can never become a link, a heading or markup (markdown-text.ts). Anything else is left as written.
 */
export function fillPlaceholders(markdown: string, values: PlaceholderValues): string {
  return markdown.replace(PLACEHOLDER, (whole, name: string) =>
    isKnown(name) ? markdownLiteral(values[name]) : whole,
  );
}
