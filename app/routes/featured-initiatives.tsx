import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("featuredInitiatives");

export default function FeaturedInitiativesPage() {
  return <PageHero title={pages.featuredInitiatives.title} lead={pages.featuredInitiatives.description} />;
}
