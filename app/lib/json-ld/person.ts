import type { Person } from "schema-dts";
import type { ArticleAuthor } from "../../content/schema.ts";
import { absoluteUrl, organizationReference } from "./core.ts";

/** Where a team member's card is on /company: their entry's anchor, /company#<file name>. */
export const teamMemberPath = (slug: string) => `/company#${slug}`;

/** An author: a Person whose url is their card on /company (search engines read it as the author's page). */
export function personLd(author: ArticleAuthor): Person {
  const url = absoluteUrl(teamMemberPath(author.slug));
  return {
    "@type": "Person",
    "@id": url,
    name: author.name,
    url,
    jobTitle: author.role,
    worksFor: organizationReference(),
  };
}
