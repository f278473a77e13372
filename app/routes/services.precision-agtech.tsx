import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("serviceAgtech");

export default function PrecisionAgtechPage() {
  return <PageHero title={pages.serviceAgtech.title} lead={pages.serviceAgtech.description} />;
}
