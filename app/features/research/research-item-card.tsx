import ArrowRight from "lucide-react/icons/arrow-right";
import Download from "lucide-react/icons/download";
import Lock from "lucide-react/icons/lock";
import { Link } from "../../lib/navigation.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { tintFor } from "../../components/ui/category-tint.ts";
import type { ResearchItem } from "./research-items.ts";

/**
 * One Research Center item. "View Details" opens the item's own page (its full record, text and citations); Open
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
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        <Link to={item.href} className={buttonClasses("secondary")}>
          {detailsLabel}
          <span className="sr-only">: {item.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        {item.download ? (
          <a
            href={item.download.href}
            download={item.download.href.split("/").pop()}
            className={buttonClasses("primary")}
          >
            <Download aria-hidden="true" className="size-4" />
            {item.download.label}
            <span className="sr-only">: {item.title} (PDF)</span>
          </a>
        ) : null}
        {item.restricted ? (
          <Link to={`${item.href}#access`} className={buttonClasses("primary")}>
            <Lock aria-hidden="true" className="size-4" />
            Request Access
            <span className="sr-only">: {item.title}</span>
          </Link>
        ) : null}
      </div>
    </article>
  );
}
