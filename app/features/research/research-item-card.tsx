import ArrowRight from "lucide-react/icons/arrow-right";
import Download from "lucide-react/icons/download";
import Lock from "lucide-react/icons/lock";
import { Link } from "../../lib/navigation.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { tintFor } from "../../components/ui/category-tint.ts";
import type { ResearchItem } from "./research-items.ts";

/**
 * One Research Center item. "View details" opens the item's own page (its full record, text and citations); Open
 * Access items download a generated file; Restricted items lead to how to request access, on the same page.
 */
export function ResearchItemCard({ item, detailsLabel }: { item: ResearchItem; detailsLabel: string }) {
  return (
    <article className="flex h-full flex-col gap-3 rounded-(--radius-card) border border-slate-200 bg-surface p-6 shadow-(--shadow-raised)">
      <div className="flex flex-wrap gap-2">
        <Badge className={tintFor(item.category).badge}>{item.category}</Badge>
        {item.badges.map((badge) => (
          <Badge
            key={badge}
            className={
              badge === "Restricted"
                ? "bg-amber-100 text-amber-900"
                : badge === "Open Access"
                  ? "bg-brand-100 text-brand-900"
                  : undefined
            }
          >
            {badge === "Restricted" ? <Lock aria-hidden="true" className="mr-1 size-3" /> : null}
            {badge}
          </Badge>
        ))}
      </div>
      <h3 className="text-lg leading-snug">{item.title}</h3>
      <p className="text-slate-700">{item.description}</p>
      <p className="text-sm text-slate-600">
        {item.facts
          .filter((fact) => fact.label !== "Category" && fact.label !== "Access")
          .slice(0, 3)
          .map((fact) => `${fact.label}: ${fact.value}`)
          .join(" · ")}
      </p>
      {/* One quiet action a card: a page full of cards would otherwise be a page full of amber buttons. */}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-2">
        <Link
          to={item.href}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          {detailsLabel}
          <span className="sr-only">: {item.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        {item.download ? (
          <a
            href={item.download.href}
            download={item.download.href.split("/").pop()}
            className={buttonClasses("secondary")}
          >
            <Download aria-hidden="true" className="size-4" />
            {item.download.label}
            <span className="sr-only">: {item.title} (PDF)</span>
          </a>
        ) : null}
        {item.restricted ? (
          <Link to={`${item.href}#access`} className={buttonClasses("secondary")}>
            <Lock aria-hidden="true" className="size-4" />
            Request access
            <span className="sr-only">: {item.title}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
