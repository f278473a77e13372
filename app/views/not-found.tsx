import type { PageCopy } from "../content/page-copy-schema.ts";
import { ButtonLink } from "../components/ui/button.tsx";
import { Container } from "../components/ui/container.tsx";
import { site } from "../content/site.ts";

export const meta = () => [
  { title: `Page not found | ${site.name}` },
  { name: "description", content: "The page you asked for does not exist." },
  { name: "robots", content: "noindex" },
];

// Prerendered as /404; the server sends it with status 404 for any unknown path.
export default function NotFoundPage({ copy }: { copy: PageCopy<"notFound"> }) {
  return (
    <Container className="py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{copy.eyebrow}</p>
      <h1 className="mt-2 text-4xl">{copy.title}</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">{copy.lead}</p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to="/">{copy.action}</ButtonLink>
      </div>
    </Container>
  );
}
