import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("services");

export default function ServicesPage() {
  return <PageHero title={pages.services.title} lead={pages.services.description} />;
}
