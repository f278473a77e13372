import { ProjectsList } from "../../features/projects/projects-list.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("projects-list", ProjectsList);
