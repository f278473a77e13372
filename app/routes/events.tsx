import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("events");

export default function EventsPage() {
  return <PageHero title={pages.events.title} lead={pages.events.description} />;
}
