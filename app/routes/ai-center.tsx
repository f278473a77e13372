import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("aiCenter");

export default function AiCenterPage() {
  return <PageHero title={pages.aiCenter.title} lead={pages.aiCenter.description} />;
}
