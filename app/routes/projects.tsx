import { FilterBar } from "../components/ui/filter-bar.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { ButtonLink } from "../components/ui/button.tsx";
import { ALL, parseTopicCategory } from "../content/categories.ts";
import { copy } from "../content/generated/pages/projects.ts";
import { pageIllustration } from "../content/illustrations.ts";
import { pages } from "../content/pages.ts";
import { projects } from "../content/projects.ts";
import { categoryOptions, filterByCategory } from "../features/projects/category-filter.ts";
import { ProjectCard } from "../features/projects/project-card.tsx";
import { withCount } from "../lib/count-in-words.ts";
import { pageMeta } from "../lib/seo.ts";
import { useQueryState } from "../lib/use-query-state.ts";
import { hydratedPage } from "../lib/hydration.ts";

// Interactive beyond the header, so React Router hydrates it on load (ADR 0010).
export const handle = hydratedPage;

export const meta = () => pageMeta("projects");

export default function ProjectsPage() {
  const [category, setCategory] = useQueryState("category", parseTopicCategory, ALL);
  const shown = filterByCategory(projects, category);
  return (
    <>
      <PageHero
        tagline={copy.hero.tagline}
        title={pages.projects.title}
        illustration={pageIllustration("projects")}
        lead={withCount(copy.hero.lead, projects.length)}
      />
      <Section labelledBy="projects-heading">
        <SectionHeading id="projects-heading" {...copy.list} />
        <FilterBar
          label="Filter projects by category"
          options={categoryOptions(projects)}
          value={category}
          onChange={(value) => setCategory(parseTopicCategory(value))}
          shown={shown.length}
          total={projects.length}
          noun="projects"
        />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            <li key={project.slug} className="flex">
              <ProjectCard project={project} />
            </li>
          ))}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="projects-partner-heading">
        <SectionHeading id="projects-partner-heading" title={copy.partner.title} lead={copy.partner.lead} />
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/contact">{copy.partner.actions[0]}</ButtonLink>
          <ButtonLink to="/services" variant="secondary">
            {copy.partner.actions[1]}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
