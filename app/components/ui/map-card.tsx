import type { ReactNode } from "react";
import { Container } from "./container.tsx";

/**
 * The card of CardOnMap (card-on-map.tsx): heading, lead and the form or message, in the site's container. A file of
 * its own, without the map, so an island that draws only the card (the staff console's gate) does not carry the
 * map's generator into the browser.
 */
export function MapCard({
  title,
  lead,
  wide = false,
  children,
}: {
  title: string;
  lead: ReactNode;
  /** A wider card for a step with more to show (the staff's two-step set-up). */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Container>
      <div
        className={`mx-auto ${wide ? "max-w-2xl" : "max-w-md"} rounded-(--radius-card) border border-slate-200 bg-surface p-6 shadow-(--shadow-raised) sm:p-8`}
      >
        <h1 className="text-3xl">{title}</h1>
        <p className="mt-2 text-slate-700">{lead}</p>
        <div className="mt-6">{children}</div>
      </div>
    </Container>
  );
}
