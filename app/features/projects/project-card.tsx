import ArrowRight from "lucide-react/icons/arrow-right";
import TrendingUp from "lucide-react/icons/trending-up";
import { Link } from "../../lib/navigation.tsx";
import { Badge } from "../../components/ui/badge.tsx";
import { buttonClasses } from "../../components/ui/button.tsx";
import { tintFor } from "../../components/ui/category-tint.ts";
import { ExternalLink } from "../../components/ui/external-link.tsx";
import { GridCardArt } from "../../components/ui/grid-card-art.tsx";
import { projectPath } from "../../content/detail-pages.ts";
import type { Project } from "../../content/projects.ts";

export function ProjectCard({ project }: { project: Project }) {
  const tint = tintFor(project.category);
  return (
    <article
      id={project.slug}
      className="flex w-full scroll-mt-24 flex-col overflow-hidden rounded-(--radius-card) border border-slate-200 bg-surface shadow-(--shadow-raised)"
    >
      <GridCardArt kind="project" slug={project.slug} wide={{ md: false, lg: false, phone: true }} />
      <div className={`h-1.5 ${tint.accent}`} aria-hidden="true" />
      <div className="flex flex-1 flex-col gap-3 p-5 sm:gap-4 sm:p-6">
        <div>
          <Badge className={tint.badge}>{project.category}</Badge>
        </div>
        <div>
          <h3 className="text-xl leading-snug">{project.title}</h3>
          <p className="mt-1 font-medium text-brand-800">{project.subtitle}</p>
        </div>
        <p className="text-slate-700">{project.description}</p>
        <p className="mt-auto flex gap-2 rounded-(--radius-control) bg-brand-50 p-3 text-sm text-brand-900">
          <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            <span className="font-semibold">Impact: </span>
            {project.impact}
          </span>
        </p>
        <Link
          to={projectPath(project.slug)}
          className="inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
        >
          Results, map and partners
          <span className="sr-only">: {project.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        {/* Every card's actions keep their own width, whether one or two and whether they wrap or not, so the
            buttons look the same from card to card. */}
        <div className="flex flex-wrap gap-3">
          <ExternalLink href={project.link} className={buttonClasses("secondary")}>
            Watch Live Project
            <span className="sr-only">: {project.title}</span>
          </ExternalLink>
          {project.internalLink ? (
            <Link to={project.internalLink} className={buttonClasses("secondary")}>
              Learn More
              <span className="sr-only"> about our nutritional health service</span>
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          ) : null}
        </div>
      </div>
    </article>
  );
}
