import type { ReactNode } from "react";
import type { PageCopy } from "../content/page-copy-schema.ts";
import { ButtonLink } from "../components/ui/button.tsx";
import ArrowRight from "lucide-react/icons/arrow-right";
import { DividedList } from "../components/ui/divided-list.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { SectionHeading } from "../components/ui/section-heading.tsx";
import { Section } from "../components/ui/section.tsx";
import { pages, type PageInfo } from "../content/pages.ts";
import { site } from "../content/site.ts";
import { Link } from "../lib/navigation.tsx";

export const meta = () => [
  { title: `Page not found | ${site.name}` },
  { name: "description", content: "The page you asked for does not exist." },
  { name: "robots", content: "noindex" },
];

function pageAt(path: string): PageInfo {
  const info = Object.values(pages as Record<string, PageInfo>).find((page) => page.path === path);
  if (!info) throw new Error(`content/pages/not-found.yaml: no page has the address ${path}`);
  return info;
}

// Prerendered as /404; the server sends it with status 404 for any unknown path. The search box is an island (the
// header's site search, started from a field); the destinations are plain links.
export default function NotFoundPage({ copy, search }: { copy: PageCopy<"notFound">; search: ReactNode }) {
  const destinations = copy.destinations.pages.map(pageAt);
  return (
    <>
      <PageHero
        hero="notFound"
        tagline={copy.eyebrow}
        title={copy.title}
        lead={copy.lead}
        actions={<div className="w-full">{search}</div>}
      />
      <Section labelledBy="destinations-heading">
        <SectionHeading
          id="destinations-heading"
          eyebrow={copy.destinations.eyebrow}
          title={copy.destinations.title}
          lead={copy.destinations.lead}
        />
        <DividedList columns={2}>
          {destinations.map((page) => (
            <li key={page.path} className="group relative py-2.5 sm:py-3">
              {/* The whole row is the link's target (its ::after covers the row), so the title needs no height of
                  its own to be easy to tap. */}
              <h3 className="text-base leading-snug">
                <Link
                  to={page.path}
                  className="inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-4 group-hover:underline after:absolute after:inset-0"
                >
                  {page.title}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </h3>
              <p className="mt-0.5 text-sm text-slate-700">{page.description}</p>
            </li>
          ))}
        </DividedList>
        <div className="mt-4 sm:mt-10">
          <ButtonLink to="/" variant="secondary">
            {copy.action}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
