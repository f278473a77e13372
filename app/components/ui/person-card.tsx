import { Badge } from "./badge.tsx";

const avatarTones = [
  "bg-brand-100 text-brand-900",
  "bg-accent-100 text-accent-700",
  "bg-sky-100 text-sky-900",
  "bg-fuchsia-100 text-fuchsia-900",
];

/** A team member: initials avatar (no remote photos), name, role, bio and expertise tags. */
export function PersonCard({
  name,
  initials,
  role,
  bio,
  expertise,
  tone = 0,
}: {
  name: string;
  initials: string;
  role: string;
  bio: string;
  expertise: readonly string[];
  tone?: number;
}) {
  return (
    <article className="flex flex-col gap-4 rounded-(--radius-card) border border-slate-200 bg-surface p-6 shadow-(--shadow-raised)">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className={`flex size-16 shrink-0 items-center justify-center rounded-full text-xl font-bold ${avatarTones[tone % avatarTones.length]}`}
        >
          {initials}
        </span>
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
