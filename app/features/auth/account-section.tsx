import type { ReactNode } from "react";

/** One section of /account: its heading (the section's name for screen readers), an optional lead, its content. */
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
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="scroll-mt-24 text-2xl">
        {title}
      </h2>
      {lead ? <p className="mt-2 mb-4 max-w-xl text-slate-700">{lead}</p> : null}
      {children}
    </section>
  );
}
