// Schema.org node of a whitepaper's page (/insights/whitepapers/<slug>): a Report written and published by the
// collective, its PDF as the encoding.
import type { Report } from "schema-dts";
import { whitepaperPath } from "../../content/detail-pages.ts";
import type { Whitepaper } from "../../content/load.ts";
import { shareImagePath } from "../seo.ts";
import { absoluteUrl, organizationReference } from "./core.ts";

export function whitepaperLd(paper: Whitepaper): Report {
  const url = absoluteUrl(whitepaperPath(paper.slug));
  return {
    "@type": "Report",
    "@id": `${url}#report`,
    url,
    mainEntityOfPage: url,
    name: paper.title,
    headline: paper.title,
    description: paper.description,
    author: organizationReference(),
    publisher: organizationReference(),
    datePublished: paper.date,
    genre: "Whitepaper",
    about: paper.category,
    inLanguage: "en",
    isAccessibleForFree: true,
    image: absoluteUrl(shareImagePath(whitepaperPath(paper.slug))),
    encoding: {
      "@type": "MediaObject",
      contentUrl: absoluteUrl(paper.link),
      encodingFormat: "application/pdf",
    },
  };
}
