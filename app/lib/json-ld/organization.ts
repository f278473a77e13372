import type { Organization, WebSite } from "schema-dts";
import { pages } from "../../content/pages.ts";
import { site } from "../../content/site.ts";
import { absoluteUrl, organizationId, organizationLogo } from "./core.ts";

/** The collective in full (home page); other nodes refer to it by its @id. */
export function organization(): Organization {
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    url: absoluteUrl("/"),
    logo: organizationLogo,
    slogan: site.tagline,
    email: site.emails.general,
    telephone: site.phone.href.replace(/^tel:/, ""),
    sameAs: site.social.map((link) => link.href),
  };
}

export function webSite(): WebSite {
  return {
    "@type": "WebSite",
    "@id": absoluteUrl("/#website"),
    name: site.name,
    url: absoluteUrl("/"),
    description: pages.home.description,
    inLanguage: "en",
    publisher: { "@id": organizationId },
  };
}
