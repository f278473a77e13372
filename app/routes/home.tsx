import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("home");

export default function HomePage() {
  return <PageHero title={"Verdant Collective"} lead={pages.home.description} />;
}
