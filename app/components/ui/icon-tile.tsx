import type { LucideIcon } from "lucide-react";

/** A decorative icon in a tinted square, used at the top of feature cards. */
export function IconTile({
  icon: Icon,
  className = "bg-brand-50 text-brand-700",
}: {
  icon: LucideIcon;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex size-12 items-center justify-center rounded-xl ${className}`}
    >
      <Icon className="size-6" />
    </span>
  );
}
