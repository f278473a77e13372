import type { Organization, PostalAddress, WebSite } from "schema-dts";
import { departments } from "../../content/departments.ts";
import { offices, type Office } from "../../content/offices.ts";
import { pages } from "../../content/pages.ts";
import { site } from "../../content/site.ts";
import { absoluteUrl, organizationId, organizationLogo, RASTER_LOGO } from "./core.ts";

/** ISO 3166-1 codes of the offices' countries, as search engines prefer them in an address. */
const countryCodes: Record<string, string> = { Kenya: "KE", Portugal: "PT", Spain: "ES" };

/** An office with a street address (not the virtual headquarters): its lines, then "City, Country". */
function postalAddress(office: Office): PostalAddress {
  const [locality = office.city, country = ""] = office.city.split(", ");
  const [street = "", postal = ""] = office.address;
  const postalCode = /^(?:P\.O\. Box )?([\d-]+)/.exec(postal)?.[1];
  return {
    "@type": "PostalAddress",
    name: office.kind,
    streetAddress: street,
    ...(postalCode ? { postalCode } : {}),
    addressLocality: locality,
    addressCountry: countryCodes[country] ?? country,
  };
}

/** The collective in full (home page); other nodes refer to it by its @id. */
export function organization(): Organization {
  return {
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    url: absoluteUrl("/"),
    // The raster logo search engines ask for (at least 112 px square), drawn at build from the site's mark.
    logo: {
      "@type": "ImageObject",
      url: absoluteUrl(RASTER_LOGO.path),
      contentUrl: absoluteUrl(RASTER_LOGO.path),
      width: { "@type": "QuantitativeValue", value: RASTER_LOGO.size, unitCode: "E37" },
      height: { "@type": "QuantitativeValue", value: RASTER_LOGO.size, unitCode: "E37" },
    },
    image: organizationLogo,
    description: pages.home.description,
    slogan: site.tagline,
    email: site.emails.general,
    telephone: site.phone.href.replace(/^tel:/, ""),
    address: offices.filter((office) => office.city.includes(", ")).map(postalAddress),
    contactPoint: departments.map((department) => ({
      "@type": "ContactPoint",
      contactType: department.title,
      email: department.email,
      telephone: site.phone.href.replace(/^tel:/, ""),
      availableLanguage: "en",
    })),
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
