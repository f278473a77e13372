import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("legal");

export default function LegalPage() {
  return <PageHero title={pages.legal.title} lead={pages.legal.description} />;
}
