// The entries of a content collection in an Astro page, layout or endpoint (getCollection works only there), in the
// order the pages list them. Components get them as props from the page.
import { getCollection } from "astro:content";
import { inListOrder, type Content } from "./load.ts";

type Lists = {
  [Name in keyof Content]: Content[Name] extends readonly unknown[] ? Name : never;
}[keyof Content];

/** A collection's entries, in the order the pages list them (getCollection returns them by id). */
export async function entries<Name extends Lists>(name: Name): Promise<Content[Name]> {
  const found: { id: string; data: unknown }[] = await getCollection(name);
  return inListOrder(name, found).map((entry) => entry.data) as Content[Name];
}

/** Title, description and path of every page, by key. */
export async function pageTitles(): Promise<Content["pages"]> {
  const found = await getCollection("pages");
  return Object.fromEntries(
    found.map((entry: { id: string; data: unknown }) => [entry.id, entry.data]),
  ) as Content["pages"];
}

/** Each page's copy, by page key. */
export async function pageCopies(): Promise<Content["pageCopy"]> {
  const found = await getCollection("pageCopy");
  return Object.fromEntries(
    found.map((entry: { id: string; data: unknown }) => [entry.id, entry.data]),
  ) as Content["pageCopy"];
}
