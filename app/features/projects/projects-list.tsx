import { FilterBar } from "../../components/ui/filter-bar.tsx";
import { ALL, parseTopicCategory } from "../../content/categories.ts";
import { useQueryState } from "../../lib/use-query-state.ts";
import { categoryOptions, filterByCategory } from "../../components/ui/category-filter.ts";
import type { Project } from "../../content/schema.ts";
import { ProjectCard } from "./project-card.tsx";

/** The projects, filtered by category (kept in ?category=): the Projects page's island (app/pages/projects.astro). */
export function ProjectsList({ projects }: { projects: readonly Project[] }) {
  const [category, setCategory] = useQueryState("category", parseTopicCategory, ALL);
  const shown = filterByCategory(projects, category);
  return (
    <>
      <FilterBar
        label="Filter projects by category"
        options={categoryOptions(projects)}
        value={category}
        onChange={(value) => setCategory(parseTopicCategory(value))}
        shown={shown.length}
        total={projects.length}
        noun="projects"
      />
      <ul data-filter-results="" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {shown.map((project) => (
          <li key={project.slug} className="flex">
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
    </>
  );
}
