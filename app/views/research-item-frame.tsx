import type { ReactNode } from "react";
import type { ArtSubject } from "../lib/art/field.ts";
import { Badge } from "../components/ui/badge.tsx";
import { tintFor } from "../components/ui/category-tint.ts";
import { FactList } from "../components/ui/fact-list.tsx";
import { ItemPageFrame } from "../components/ui/item-page-frame.tsx";

/**
 * The frame the four research item pages (publication, dataset, model, report) share: the trail back to the
 * Research Center, the hero, and a details panel that opens with the item's category badge and one more badge,
 * then its facts.
 */
export function ResearchItemFrame({
  art,
  title,
  kicker,
  lead,
  actions,
  asideLabel,
  category,
  badge,
  facts,
  asideFooter,
  children,
}: {
  art: ArtSubject;
  title: string;
  kicker: string;
  lead?: ReactNode;
  actions?: ReactNode;
  asideLabel: string;
  /** The item's research category, shown as a tinted badge. */
  category: string;
  /** The second badge of the panel (access, version, impact or type). */
  badge: ReactNode;
  facts: readonly { label: string; value: ReactNode }[];
  /** What the panel shows after the facts, if anything. */
  asideFooter?: ReactNode;
  children: ReactNode;
}) {
  return (
    <ItemPageFrame
      art={art}
      trail={[{ label: "Home", to: "/" }, { label: "Research Center", to: "/research" }, { label: title }]}
      kicker={kicker}
      title={title}
      lead={lead}
      actions={actions}
      asideLabel={asideLabel}
      aside={
        <>
          <div className="flex flex-wrap gap-2">
            <Badge className={tintFor(category).badge}>{category}</Badge>
            {badge}
          </div>
          <FactList facts={facts} />
          {asideFooter}
        </>
      }
    >
      {children}
    </ItemPageFrame>
  );
}
