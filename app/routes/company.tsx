import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("company");

export default function CompanyPage() {
  return <PageHero title={pages.company.title} lead={pages.company.description} />;
}
