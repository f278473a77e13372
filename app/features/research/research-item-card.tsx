import ChevronDown from "lucide-react/icons/chevron-down";
import Download from "lucide-react/icons/download";
import Lock from "lucide-react/icons/lock";
import { useId, useState } from "react";
import { Link } from "../../lib/navigation.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { tintFor } from "../../components/ui/category-tint.ts";
import type { ResearchItem } from "./research-items.ts";

/**
 * One Research Center item. "View Details" opens the full record; Open Access items download a generated file;
 * Restricted items explain how to request access.
 */
export function ResearchItemCard({ item, detailsLabel }: { item: ResearchItem; detailsLabel: string }) {
  const [open, setOpen] = useState<"details" | "access" | null>(null);
  const detailsId = useId();
  const accessId = useId();
  const toggle = (panel: "details" | "access") => setOpen((current) => (current === panel ? null : panel));
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
      <div id={detailsId} hidden={open !== "details"} className="rounded-(--radius-control) bg-slate-50 p-4">
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
          {item.facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="font-semibold text-slate-900">{fact.label}</dt>
              <dd className="text-slate-700">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {item.restricted ? (
        <div
          id={accessId}
          hidden={open !== "access"}
          className="rounded-(--radius-control) bg-amber-50 p-4 text-sm text-amber-950"
        >
          <p>
            This dataset holds individual-level health or genetic data. Access is granted to named researchers
            after review by the data access committee and, for community data, the community data board.
            Approved users work in our secure research environment; no files leave it.
          </p>
          <p className="mt-2">
            <Link to="/contact" className="font-semibold text-amber-950 underline underline-offset-4">
              Request access through our contact form
            </Link>{" "}
            (choose the Research category and name the dataset).
          </p>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap gap-3 pt-2">
        <button
          type="button"
          aria-expanded={open === "details"}
          aria-controls={detailsId}
          onClick={() => toggle("details")}
          className={buttonClasses("secondary")}
        >
          {detailsLabel}
          <span className="sr-only">: {item.title}</span>
          <ChevronDown
            aria-hidden="true"
            className={`size-4 transition-transform duration-200 ${open === "details" ? "rotate-180" : ""}`}
          />
        </button>
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
          <button
            type="button"
            aria-expanded={open === "access"}
            aria-controls={accessId}
            onClick={() => toggle("access")}
            className={buttonClasses("primary")}
          >
            <Lock aria-hidden="true" className="size-4" />
            Request Access
            <span className="sr-only">: {item.title}</span>
          </button>
        ) : null}
      </div>
    </article>
  );
}
