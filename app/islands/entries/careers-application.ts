import { JobApplication } from "../../features/careers/job-application.tsx";
import { hydrateIslands } from "../hydrate.tsx";

hydrateIslands("careers-application", JobApplication);
