import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { pages } from "../content/pages.ts";
import { EventsSubscribeForm } from "../features/subscriptions/events-subscribe-form.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("events");

// Minimal page for the forms branch; the Events page issue's version replaces it at merge.
export default function EventsPage() {
  return (
    <>
      <PageHero title={pages.events.title} lead={pages.events.description} />
      <Section labelledBy="events-updates-heading">
        <h2 id="events-updates-heading" className="mb-6 text-2xl">
          Never miss an event
        </h2>
        <EventsSubscribeForm />
      </Section>
    </>
  );
}
