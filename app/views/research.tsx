import type { PageCopy } from "../content/page-copy-schema.ts";
import type { ReactNode } from "react";
import { PageHero } from "../components/ui/page-hero.tsx";
import { Section } from "../components/ui/section.tsx";
import { pages } from "../content/pages.ts";
import { pageMeta } from "../lib/seo.ts";

export const meta = () => pageMeta("research");

export default function ResearchPage({ copy, library }: { copy: PageCopy<"research">; library: ReactNode }) {
  return (
    <>
      <PageHero
        hero="research"
        tagline={copy.hero.tagline}
        title={pages.research.title}
        lead={copy.hero.lead}
      />
      <Section labelledBy="library-heading">
        <h2 id="library-heading" className="sr-only">
          Research library
        </h2>
        {library}
      </Section>
    </>
  );
}
