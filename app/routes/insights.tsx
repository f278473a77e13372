import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("insights");

export default function InsightsPage() {
  return <PageHero title={pages.insights.title} lead={pages.insights.description} />;
}
