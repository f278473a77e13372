import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("press");

export default function PressPage() {
  return <PageHero title={pages.press.title} lead={pages.press.description} />;
}
