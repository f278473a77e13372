import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("serviceBioai");

export default function BioaiPlatformPage() {
  return <PageHero title={pages.serviceBioai.title} lead={pages.serviceBioai.description} />;
}
