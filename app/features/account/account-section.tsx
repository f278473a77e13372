import type { ReactNode } from "react";

/**
 * One section of /account: its heading (the section's name for screen readers), an optional lead, its content. From
 * lg the heading and lead sit in a column beside the content, as settings pages do, so a panel uses its width.
 */
export function AccountSection({
  id,
  title,
  lead,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-x-10">
      <div className={lead ? undefined : "mb-4 lg:mb-0"}>
        <h2 id={id} className="scroll-mt-24 text-2xl">
          {title}
        </h2>
        {lead ? <p className="mt-2 mb-4 max-w-xl text-slate-700 lg:text-sm">{lead}</p> : null}
      </div>
      <div className={`min-w-0 ${className ?? ""}`}>{children}</div>
    </section>
  );
}
