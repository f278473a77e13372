import type { ReactNode } from "react";

/** The heading block that opens a page section: eyebrow, h2 and lead; it rises into place as it scrolls in (app.css). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "left",
}: {
  id?: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: "left" | "center";
}) {
  return (
    <div
      data-section-heading=""
      className={`mb-8 max-w-3xl sm:mb-10 ${align === "center" ? "mx-auto text-center" : ""}`}
    >
      {eyebrow ? (
        <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="text-3xl sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-slate-700 sm:mt-4 sm:text-lg">{lead}</p> : null}
    </div>
  );
}
