import type { ResearchProject } from "schema-dts";
import type { Project } from "../../content/schema.ts";
import { projectPath } from "../../content/detail-pages.ts";
import { shareImagePath } from "../seo.ts";
import { absoluteUrl, organizationReference } from "./core.ts";

/** A project on its own page (/projects/<slug>): where it works and with whom. */
export function projectLd(project: Project): ResearchProject {
  const url = absoluteUrl(projectPath(project.slug));
  return {
    "@type": "ResearchProject",
    "@id": `${url}#project`,
    url,
    name: project.title,
    description: project.description,
    image: absoluteUrl(shareImagePath(projectPath(project.slug))),
    parentOrganization: organizationReference(),
    areaServed: project.places.map((place) => ({
      "@type": "Place",
      name: `${place.name}, ${place.country}`,
      geo: { "@type": "GeoCoordinates", latitude: place.lat, longitude: place.lon },
    })),
    member: project.partners.map((partner) => ({ "@type": "Organization", name: partner.name })),
  };
}
