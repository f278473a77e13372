import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("vision");

export default function VisionPage() {
  return <PageHero title={pages.vision.title} lead={pages.vision.description} />;
}
