import type { ReactNode } from "react";

/** The one content width of the site, with its gutters. */
export function Container({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <div className={`mx-auto w-full max-w-(--container-site) px-4 sm:px-6 lg:px-8 ${className}`}>
      {children}
    </div>
  );
}
