import type { ReactNode } from "react";
import { Badge } from "./badge.tsx";

/** A team member: a drawn portrait (a field map of their work, not a photograph), name, role, bio and expertise. */
export function PersonCard({
  id,
  name,
  portrait,
  role,
  bio,
  expertise,
}: {
  /** The card's anchor (/company#<id>): an author's byline links here. */
  id?: string;
  name: string;
  portrait: ReactNode;
  role: string;
  bio: string;
  expertise: readonly string[];
}) {
  return (
    <article
      id={id}
      className="flex scroll-mt-24 flex-col gap-4 rounded-(--radius-card) border border-slate-200 bg-surface p-6 shadow-(--shadow-raised)"
    >
      <div className="flex items-center gap-4">
        {portrait}
        <div>
          <h3 className="text-lg leading-snug">{name}</h3>
          <p className="text-sm font-medium text-brand-700">{role}</p>
        </div>
      </div>
      <p className="text-slate-700">{bio}</p>
      <ul aria-label={`Expertise of ${name}`} className="mt-auto flex flex-wrap gap-2">
        {expertise.map((item) => (
          <li key={item}>
            <Badge>{item}</Badge>
          </li>
        ))}
      </ul>
    </article>
  );
}
