import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("research");

export default function ResearchPage() {
  return <PageHero title={pages.research.title} lead={pages.research.description} />;
}
