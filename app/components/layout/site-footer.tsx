import Leaf from "lucide-react/icons/leaf";
import { Link } from "../../lib/navigation.tsx";
import { footerLinks } from "../../content/navigation.ts";
import { site } from "../../content/site.ts";
import { Container } from "../ui/container.tsx";

const contactLinks = [
  { label: "General enquiries", href: `mailto:${site.emails.general}`, text: site.emails.general },
  { label: "Genomics", href: `mailto:${site.emails.genomics}`, text: site.emails.genomics },
  { label: "Agriculture and food", href: `mailto:${site.emails.agro}`, text: site.emails.agro },
  { label: "Phone", href: site.phone.href, text: site.phone.display },
] as const;

const linkClasses =
  "inline-flex min-h-11 items-center text-brand-50 underline-offset-4 hover:text-white hover:underline";

export function SiteFooter() {
  return (
    <footer className="bg-brand-950 text-brand-50">
      <Container className="grid gap-7 py-10 md:grid-cols-[1.2fr_1fr_1.3fr] md:gap-10 md:py-12">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <Leaf aria-hidden="true" className="size-6 text-brand-300" />
            {site.name}
          </p>
          <p className="mt-2 max-w-xs text-sm text-brand-100 md:mt-3">{site.tagline}</p>
        </div>
        <nav aria-label="Footer">
          <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">Explore</h2>
          <ul className="mt-2 grid grid-cols-3 gap-x-4 text-sm sm:grid-cols-2 sm:gap-x-6">
            {footerLinks.map((link) => (
              <li key={link.label}>
                <Link to={link.to} className={linkClasses}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <address className="mt-2 not-italic">
            <dl className="grid gap-x-4 text-sm">
              {contactLinks.map((item) => (
                <div key={item.label} className="contents">
                  <dt className="pt-1 text-brand-200 md:pt-2">{item.label}</dt>
                  <dd>
                    <a href={item.href} className={`${linkClasses} break-all`}>
                      {item.text}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </address>
        </div>
      </Container>
      <Container className="border-t border-brand-800 py-4 text-sm text-brand-100 md:py-6">
        <p>
          © {site.copyrightYear} {site.name}. All rights reserved.
        </p>
      </Container>
    </footer>
  );
}
