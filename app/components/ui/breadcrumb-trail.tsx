import ChevronRight from "lucide-react/icons/chevron-right";
import { Link } from "../../lib/navigation.tsx";
import { Container } from "./container.tsx";

/** The visible trail above an item's page (the same steps as its BreadcrumbList); the last step is the page itself. */
export function BreadcrumbTrail({ steps }: { steps: readonly { label: string; to?: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50">
      <Container>
        <ol className="flex flex-wrap items-center gap-x-1 gap-y-1 py-3 text-sm text-slate-700">
          {steps.map((step, index) => (
            <li key={step.label} className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <ChevronRight aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
              ) : null}
              {step.to ? (
                <Link to={step.to} className="text-brand-700 underline-offset-4 hover:underline">
                  {step.label}
                </Link>
              ) : (
                <span aria-current="page" className="truncate">
                  {step.label}
                </span>
              )}
            </li>
          ))}
        </ol>
      </Container>
    </nav>
  );
}
