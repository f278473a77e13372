import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "../../lib/navigation.tsx";

export type ButtonVariant = "primary" | "secondary" | "link" | "inverse" | "danger";

const base =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-(--radius-control) px-5 py-2.5 text-sm font-semibold transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-accent-400 text-ink hover:bg-accent-300",
  secondary: "border border-brand-700 bg-surface text-brand-800 hover:bg-brand-50",
  inverse: "border border-white/70 bg-transparent text-white hover:bg-white/10",
  link: "px-0 text-brand-700 underline-offset-4 hover:underline",
  /** An action that cannot be undone (deleting an account): outlined in the error colour. */
  danger: "border border-red-700 bg-surface text-red-800 hover:bg-red-50",
};

export function buttonClasses(variant: ButtonVariant = "primary", className = ""): string {
  return `${base} ${variants[variant]} ${className}`;
}

export function Button({
  variant = "primary",
  className,
  type = "button",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant }) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

/** A link styled as a button, for in-site navigation. */
export function ButtonLink({
  variant = "primary",
  className,
  children,
  ...props
}: LinkProps & { variant?: ButtonVariant; children: ReactNode }) {
  return (
    <Link className={buttonClasses(variant, className)} {...props}>
      {children}
    </Link>
  );
}
