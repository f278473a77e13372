import type { PageCopy } from "../content/page-copy-schema.ts";
import { ButtonLink } from "../components/ui/button.tsx";
import { PageHero } from "../components/ui/page-hero.tsx";
import { site } from "../content/site.ts";

export const meta = () => [
  { title: `Page not found | ${site.name}` },
  { name: "description", content: "The page you asked for does not exist." },
  { name: "robots", content: "noindex" },
];

// Prerendered as /404; the server sends it with status 404 for any unknown path.
export default function NotFoundPage({ copy }: { copy: PageCopy<"notFound"> }) {
  return (
    <PageHero
      hero="notFound"
      tagline={copy.eyebrow}
      title={copy.title}
      lead={copy.lead}
      actions={<ButtonLink to="/">{copy.action}</ButtonLink>}
    />
  );
}
