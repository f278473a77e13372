import Rss from "lucide-react/icons/rss";
import { newsletterArchive } from "../../contract/newsletters.ts";
import { buttonClasses } from "../components/ui/button.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { feeds } from "../content/feeds.ts";
import { pages } from "../content/pages.ts";
import { Link } from "../lib/navigation.tsx";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("newsletters", { feeds: [feeds.newsletters] });

/**
 * /newsletters: the archive of the editions sent from the staff console (ADR 0050). Editions live in the database,
 * not in content/, so this page is a shell: the server fills the region marked data-newsletter-archive with the
 * list of editions, and answers /newsletters/<slug> with this same page, its hero's title and lead
 * (data-archive-title, data-archive-lead) and that region holding the edition (server/newsletters/archive-pages.ts).
 * Built, it says that nothing was sent yet.
 */
export default function NewslettersPage() {
  return (
    <>
      <PageHero
        hero="newsletters"
        tagline={
          <span data-archive-tagline="">
            <Link to="/insights" className="underline-offset-4 hover:underline">
              Resources
            </Link>
          </span>
        }
        title={<span data-archive-title="">{pages.newsletters.title}</span>}
        lead={<span data-archive-lead="">{pages.newsletters.description}</span>}
        actions={
          <>
            <Link to="/insights#newsletter-heading" className={buttonClasses("primary")}>
              Subscribe to the newsletter
            </Link>
            <Link to="/events#stay-heading" className={buttonClasses("inverse")}>
              Subscribe to event announcements
            </Link>
          </>
        }
      />
      <Section labelledBy="archive-heading">
        <div data-newsletter-archive="" className="max-w-3xl">
          <h2 id="archive-heading" className="text-3xl sm:text-4xl">
            {newsletterArchive.editionsHeading}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{newsletterArchive.empty}</p>
        </div>
        <p className="mt-10">
          <a
            href={feeds.newsletters.path}
            type="application/atom+xml"
            className="inline-flex min-h-11 items-center gap-2 text-base font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
          >
            <Rss aria-hidden="true" className="size-4 shrink-0" />
            {feeds.newsletters.label}
          </a>
        </p>
      </Section>
    </>
  );
}
