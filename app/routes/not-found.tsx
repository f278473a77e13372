import { ButtonLink } from "../components/ui/button.tsx";
import { Container } from "../components/ui/container.tsx";
import { site } from "../content/site.ts";

export const meta = () => [
  { title: `Page not found | ${site.name}` },
  { name: "description", content: "The page you asked for does not exist." },
  { name: "robots", content: "noindex" },
];

// Prerendered as /404; the server sends it with status 404 for any unknown path.
export default function NotFoundPage() {
  return (
    <Container className="py-24 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-2 text-4xl">Page not found</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-slate-700">
        The page you are looking for does not exist or has moved.
      </p>
      <div className="mt-8 flex justify-center">
        <ButtonLink to="/">Back to the home page</ButtonLink>
      </div>
    </Container>
  );
}
