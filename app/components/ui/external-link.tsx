import ExternalIcon from "lucide-react/icons/external-link";
import type { AnchorHTMLAttributes, ReactNode } from "react";

/** A link that opens in a new tab, and says so to screen readers. */
export function ExternalLink({
  children,
  showIcon = true,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode; showIcon?: boolean }) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon ? <ExternalIcon aria-hidden="true" className="size-4 shrink-0" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
