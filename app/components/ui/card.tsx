import type { ReactNode } from "react";
import { Link } from "../../lib/navigation.tsx";

/**
 * A raised surface with an optional badge, title, body and actions. With `to`, the card leads somewhere: its title is
 * the link, stretched over the whole card, with an arrow and a hover and focus hint (do not combine with actions).
 */
export function Card({
  title,
  titleAs: Title = "h3",
  badge,
  children,
  actions,
  className = "",
  id,
  to,
}: {
  title?: ReactNode;
  titleAs?: "h2" | "h3" | "h4";
  badge?: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
  id?: string;
  to?: string;
}) {
  return (
    <article
      id={id}
      className={`flex flex-col gap-3 rounded-(--radius-card) border border-slate-200 bg-surface p-6 shadow-(--shadow-raised) ${to ? "group relative transition-colors duration-150 hover:border-brand-500 hover:bg-brand-50/40" : ""} ${className}`}
    >
      {badge ? <div className="flex flex-wrap gap-2">{badge}</div> : null}
      {title ? (
        <Title className="text-xl leading-snug">
          {to ? (
            <Link
              to={to}
              className="text-slate-900 underline-offset-4 group-hover:text-brand-800 group-hover:underline after:absolute after:inset-0 after:rounded-(--radius-card)"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Title>
      ) : null}
      {children ? <div className="flex flex-1 flex-col gap-3 text-slate-700">{children}</div> : null}
      {to ? (
        <span
          aria-hidden="true"
          className="mt-auto text-lg font-semibold text-brand-700 transition-transform duration-150 group-hover:translate-x-1"
        >
          →
        </span>
      ) : null}
      {actions ? <div className="mt-2 flex flex-wrap items-center gap-3">{actions}</div> : null}
    </article>
  );
}
