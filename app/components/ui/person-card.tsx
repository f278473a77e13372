import type { ReactNode } from "react";

/**
 * A team member: their mark (person-mark.tsx: initials over a field map of their work, never a photograph), name,
 * role, biography and expertise. `layout="card"` is a raised card; `"row"` a row of ruled rows from md and, below,
 * a card of a row that scrolls sideways (scroller.tsx).
 */
export function PersonCard({
  id,
  name,
  portrait,
  role,
  bio,
  expertise,
  layout = "card",
}: {
  /** The card's anchor (/company#<id>): an author's byline links here. */
  id?: string;
  name: string;
  portrait: ReactNode;
  role: string;
  bio: string;
  expertise: readonly string[];
  layout?: "card" | "row";
}) {
  return (
    <article
      id={id}
      className={`flex scroll-mt-24 flex-col gap-3 ${layout === "card" ? "rounded-(--radius-card) border border-slate-200 bg-surface p-4 shadow-(--shadow-raised) sm:p-6" : "max-md:rounded-(--radius-card) max-md:border max-md:border-slate-200 max-md:bg-surface max-md:p-5 md:py-5"}`}
    >
      <div className="flex items-center gap-3 sm:gap-4">
        {portrait}
        <div>
          <h3 className="text-lg leading-snug">{name}</h3>
          <p className="text-sm font-medium text-brand-700">{role}</p>
        </div>
      </div>
      {/* A phone sets the biography a size smaller, as the careers cards do their descriptions: four leaders
          stacked are most of /company's height there. */}
      <p className="text-sm text-slate-700 sm:text-base">{bio}</p>
      {/* A comma list that wraps as one run of text: a comma stays at the end of its item, so no wrapped line
          starts with a separator (as a "·" between flex items did). */}
      <ul aria-label={`Expertise of ${name}`} className="mt-auto text-sm font-medium text-slate-600">
        {expertise.map((item, index) => (
          <li key={item} className="inline">
            {item}
            {index < expertise.length - 1 ? ", " : null}
          </li>
        ))}
      </ul>
    </article>
  );
}
