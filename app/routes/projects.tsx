import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("projects");

export default function ProjectsPage() {
  return <PageHero title={pages.projects.title} lead={pages.projects.description} />;
}
