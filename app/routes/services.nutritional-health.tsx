import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("serviceNutrition");

export default function NutritionalHealthPage() {
  return <PageHero title={pages.serviceNutrition.title} lead={pages.serviceNutrition.description} />;
}
