import { Link } from "react-router";
import { footerLinks } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { Container } from "../ui/container.tsx";

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-50">
      <Container className="grid gap-10 py-12 md:grid-cols-3">
        <div>
          <p className="text-lg font-bold text-white">{site.name}</p>
          <p className="mt-2 text-sm text-brand-100">{site.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className="inline-flex min-h-6 hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <address className="flex flex-col gap-1 text-sm not-italic">
          <a href={`mailto:${site.emails.general}`} className="hover:underline">
            {site.emails.general}
          </a>
          <a href={`mailto:${site.emails.genomics}`} className="hover:underline">
            {site.emails.genomics}
          </a>
          <a href={`mailto:${site.emails.agro}`} className="hover:underline">
            {site.emails.agro}
          </a>
          <a href={site.phone.href} className="hover:underline">
            {site.phone.display}
          </a>
        </address>
      </Container>
      <Container className="border-t border-brand-800 py-6 text-sm text-brand-100">
        <p>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
