import { PageHero } from "../components/ui/page-hero.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("contact");

export default function ContactPage() {
  return <PageHero title={pages.contact.title} lead={pages.contact.description} />;
}
