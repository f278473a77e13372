import { StaffConsoleIsland } from "../staff-console.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("staff-console", StaffConsoleIsland);
