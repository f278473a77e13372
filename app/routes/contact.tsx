import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { pages } from "../content/pages.ts";
import { ContactForm } from "../features/contact/contact-form.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("contact");

// Minimal page for the forms branch; the Contact page issue's version replaces it at merge.
export default function ContactPage() {
  return (
    <>
      <PageHero title={pages.contact.title} lead={pages.contact.description} />
      <Section labelledBy="contact-form-heading">
        <h2 id="contact-form-heading" className="mb-6 text-2xl">
          Send us a message
        </h2>
        <div className="max-w-3xl">
          <ContactForm />
        </div>
      </Section>
    </>
  );
}
