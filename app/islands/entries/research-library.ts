import { ResearchLibrary } from "../../features/research/research-library.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("research-library", ResearchLibrary);
