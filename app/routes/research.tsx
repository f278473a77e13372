import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { copy } from "../content/generated/pages/research.ts";
import { pageIllustration } from "../content/illustrations.ts";
import { pages } from "../content/pages.ts";
import { ResearchLibrary } from "../features/research/research-library.tsx";
import { Island } from "../islands/island.tsx";
import { pageMeta } from "../lib/seo.ts";
import { islandsPage } from "../lib/hydration.ts";

// Only the library (search, category, tabs, item details) is interactive: it is hydrated as an island, without
// React Router (app/islands).
export const handle = islandsPage;

export const meta = () => pageMeta("research");

export default function ResearchPage() {
  return (
    <>
      <PageHero
        illustration={pageIllustration("research")}
        tagline={copy.hero.tagline}
        title={pages.research.title}
        lead={copy.hero.lead}
      />
      <Section labelledBy="library-heading">
        <h2 id="library-heading" className="sr-only">
          Research library
        </h2>
        <Island name="research-library" component={ResearchLibrary} />
      </Section>
    </>
  );
}
