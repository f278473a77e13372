// The map of every project's places on /projects (a full-bleed figure): drawn at build like each project's own map
// (ADR 0038), each place a dot in its project's category colour, each project named at its first place.
import type { Project } from "../../content/schema.ts";
import type { Hue } from "../../lib/art/hues.ts";
import { categoryHue } from "../../lib/art/hues.ts";
import { projectsOverviewMap, type MapSize } from "./project-map.ts";

/** A dot's fill per hue: the category's colour, darker on the light map and lighter on the dark one. */
const dotFill: Record<Hue, string> = {
  brand: "fill-brand-700",
  lime: "fill-lime-700 dark:fill-lime-400",
  sky: "fill-sky-700 dark:fill-sky-400",
  violet: "fill-violet-700 dark:fill-violet-400",
  fuchsia: "fill-fuchsia-700 dark:fill-fuchsia-400",
  orange: "fill-orange-700 dark:fill-orange-400",
  rose: "fill-rose-700 dark:fill-rose-400",
  indigo: "fill-indigo-700 dark:fill-indigo-400",
  cyan: "fill-cyan-700 dark:fill-cyan-400",
  red: "fill-red-700 dark:fill-red-400",
};

/** Full-bleed: wide screens see a 3:1 band, phones a taller one, each drawn at its size so the names stay legible. */
export const PROJECTS_MAP_SIZES = {
  wide: { width: 1440, height: 440, fontSize: 15 },
  narrow: { width: 375, height: 240, fontSize: 12 },
} as const satisfies Record<string, MapSize>;

export const projectsMapLabel = (projects: readonly Project[]) =>
  `Map of the projects' places: ${projects
    .map((project) => `${project.title} in ${project.places.map((place) => place.name).join(", ")}`)
    .join("; ")}.`;

export function projectsMap(projects: readonly Project[]) {
  const drawn = projects.map((project) => ({
    title: project.title,
    places: project.places,
    fill: dotFill[categoryHue[project.category]],
  }));
  const label = projectsMapLabel(projects);
  return {
    wide: projectsOverviewMap(drawn, PROJECTS_MAP_SIZES.wide, label).svg,
    narrow: projectsOverviewMap(drawn, PROJECTS_MAP_SIZES.narrow, label).svg,
  };
}
