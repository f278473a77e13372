import type { ReactNode } from "react";

/** A raised surface with an optional badge, title, body and actions. */
export function Card({
  title,
  titleAs: Title = "h3",
  badge,
  children,
  actions,
  className = "",
  id,
}: {
  title?: ReactNode;
  titleAs?: "h2" | "h3" | "h4";
  badge?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <article
      id={id}
      className={`flex flex-col gap-3 rounded-(--radius-card) border border-slate-200 bg-white p-6 shadow-(--shadow-raised) ${className}`}
    >
      {badge ? <div className="flex flex-wrap gap-2">{badge}</div> : null}
      {title ? <Title className="text-xl leading-snug">{title}</Title> : null}
      {children ? <div className="flex flex-1 flex-col gap-3 text-slate-700">{children}</div> : null}
      {actions ? <div className="mt-2 flex flex-wrap items-center gap-3">{actions}</div> : null}
    </article>
  );
}
