import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("serviceGovernance");

export default function DecentralizedGovernancePage() {
  return <PageHero title={pages.serviceGovernance.title} lead={pages.serviceGovernance.description} />;
}
