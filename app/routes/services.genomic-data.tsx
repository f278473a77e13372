import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("serviceGenomic");

export default function GenomicDataPage() {
  return <PageHero title={pages.serviceGenomic.title} lead={pages.serviceGenomic.description} />;
}
