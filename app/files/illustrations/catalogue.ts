// Every illustration the build draws, from the content data: one per research area, project, service and inner page.
import {
  areaIllustration,
  illustrationThemes,
  pageIllustration,
  pageIllustrationThemes,
  projectIllustration,
  serviceIllustration,
  themeOfCategory,
  themeOfService,
  type IllustratedPage,
  type IllustrationEntry,
  type IllustrationTheme,
} from "../../content/illustrations.ts";
import { projects } from "../../content/projects.ts";
import { services } from "../../content/services.ts";

export function illustrationCatalogue(): IllustrationEntry[] {
  return [
    ...illustrationThemes.map((theme) => ({ name: areaIllustration(theme), theme, seed: theme })),
    ...projects.map((project) => ({
      name: projectIllustration(project.slug),
      theme: themeOfCategory[project.category],
      seed: project.slug,
    })),
    ...services.map((service) => ({
      name: serviceIllustration(service.slug),
      theme: themeOfService[service.slug] ?? "ai",
      seed: service.slug,
    })),
    ...(Object.entries(pageIllustrationThemes) as [IllustratedPage, IllustrationTheme][]).map(
      ([page, theme]) => ({
        name: pageIllustration(page),
        theme,
        seed: page,
      }),
    ),
  ];
}
