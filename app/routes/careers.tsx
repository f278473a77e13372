import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("careers");

export default function CareersPage() {
  return <PageHero title={pages.careers.title} lead={pages.careers.description} />;
}
