import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { pages } from "../content/pages.ts";
import { NewsletterForm } from "../features/subscriptions/newsletter-form.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("insights");

// Minimal page for the forms branch; the Insights page issue's version replaces it at merge.
export default function InsightsPage() {
  return (
    <>
      <PageHero title={pages.insights.title} lead={pages.insights.description} />
      <Section labelledBy="newsletter-heading">
        <h2 id="newsletter-heading" className="mb-6 text-2xl">
          Stay updated
        </h2>
        <div className="max-w-xl">
          <NewsletterForm />
        </div>
      </Section>
    </>
  );
}
