import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("terms");

export default function TermsPage() {
  return <PageHero title={pages.terms.title} lead={pages.terms.description} />;
}
